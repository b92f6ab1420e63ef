import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, type Query as SqlQuery, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type PgliteDatabase, drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { to as copyToStream } from 'pg-copy-streams';
import { acquireLock } from './lock';
import { type Notifications, pgliteNotifications } from './notifications';
import { NamedStatementsPGlite } from './pglite-named-statements';
import { clusterTemplate } from './pglite-template';
import { postgresNotifications } from './postgres-notifications';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type features depend on, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL for the few places the query builder cannot express; both drivers return `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Throws when the database cannot answer. */
  ping: () => Promise<void>;
  /** LISTEN/NOTIFY: what other instances (or this one) announce on a channel. */
  notifications: Notifications;
  /**
   * PostgreSQL only: what a `COPY … TO STDOUT` statement sends, as a byte stream, on a pool
   * connection of its own until the stream ends (see `copyOut`).
   */
  copyTo?: (statement: string) => Promise<Readable>;
  /**
   * PGlite only: `VACUUM (ANALYZE)` of the whole database. PGlite runs PostgreSQL in single-user
   * mode, where autovacuum never runs: without it, the space of deleted and updated rows (every
   * finished job, every edited lead) is never reused and the planner's statistics never refreshed.
   * The job worker runs it at an idle moment, daily (decision 058).
   */
  vacuum?: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
  /** PostgreSQL only: see QUERY_TIMEOUT_MS. */
  queryTimeoutMs?: number;
  onPoolError?: (error: Error) => void;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Arbitrary constant: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_KEY = 7_240_611;

/**
 * The embedded cluster in `path`; a new one is unpacked from the empty cluster made by this
 * PGlite (decision 048), or made by initdb when there is no such copy or it cannot be used.
 */
async function openPglite(path: string): Promise<NamedStatementsPGlite> {
  const extensions = { pg_trgm };
  const template = existsSync(join(path, 'PG_VERSION')) ? null : clusterTemplate();
  if (template) {
    try {
      const client = new NamedStatementsPGlite(path, { extensions, loadDataDir: template });
      await client.waitReady;
      return client;
    } catch (error) {
      console.warn(
        `The embedded database's template could not be used (${String(error)}); running initdb.`,
      );
      rmSync(path, { recursive: true, force: true });
    }
  }
  const client = new NamedStatementsPGlite(path, { extensions });
  await client.waitReady;
  return client;
}

/**
 * The statements the app prepares by name (`.prepare(name)`: the hot paths) are parsed once on
 * PGlite too, as pg does on PostgreSQL (decision 057). drizzle's PGlite driver does not pass the
 * name on, so its session reports each one to the client as it is prepared.
 */
function reuseStatementsPreparedByName(db: PgliteDatabase<Schema>, client: NamedStatementsPGlite) {
  type Prepare = (
    query: SqlQuery,
    fields: unknown,
    name: string | undefined,
    ...rest: never[]
  ) => unknown;
  const session = db._.session as unknown as { prepareQuery: Prepare };
  const prepare = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    if (name) client.reuseParsed(query.sql);
    return prepare(query, fields, name, ...rest);
  };
}

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(join(dataDir, 'db.lock'));
  try {
    const client = await openPglite(join(dataDir, 'pglite'));
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    reuseStatementsPreparedByName(db, client);
    return {
      db,
      driver: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      notifications: pgliteNotifications(client),
      vacuum: async () => {
        await client.exec('VACUUM (ANALYZE)');
      },
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * A checked-out client whose connection dies (the server restarts, the network drops) goes back
 * to the pool at once, which discards it. Without this, the 'error' it emits between two queries
 * crashes the process (nobody listens to a checked-out client), and a transaction whose `begin`
 * fails never releases its client (drizzle-orm 0.45 sends `begin` before its try/finally), so
 * each lost connection would shrink the pool for good. The holder's own release afterwards is
 * then a no-op instead of pg-pool's "released twice" error.
 */
function releaseLostClients(pool: pg.Pool): void {
  const onLost = new WeakMap<pg.PoolClient, () => void>();
  pool.on('connect', (client) => {
    client.on('error', () => {}); // the query in progress, or the next one, reports it
  });
  pool.on('acquire', (client) => {
    const lost = () => {
      const release = client.release;
      client.release = () => {};
      release(new Error('database connection lost'));
    };
    onLost.set(client, lost);
    client.once('end', lost);
  });
  pool.on('release', (_error, client) => {
    const lost = onLost.get(client);
    if (lost) client.off('end', lost);
    onLost.delete(client);
  });
}

/**
 * Longest a statement may go unanswered (default). A database that hangs (a frozen host, a
 * network partition) would otherwise hold requests, and the pool's connections, forever; with it
 * they fail (503) and the pool discards the connection. Migrations run without it.
 */
const QUERY_TIMEOUT_MS = 10_000;

type Query = (...args: unknown[]) => unknown;

/**
 * Closes a pool client's connection once it has been busy for `timeoutMs` without finishing
 * its statements: they fail ('Query read timeout') and the pool discards the connection on its
 * 'end' (see releaseLostClients). pg's own `query_timeout` does this with a timer and a callback
 * wrapped around each statement, and with any wrapped callback every result outlived V8's young
 * generation: a CSV export of 1,000,000 leads grew the server's memory by ~120 MB instead of
 * ~25 MB (docs/performance.md). So nothing here touches a statement's callback: each client notes
 * when it became busy, its 'drain' (nothing left to run) clears the note, and one sweep a second
 * closes the late ones (every second at most). Query objects (cursors, streams) are not watched.
 */
function closeUnansweredQueries(pool: pg.Pool, timeoutMs: number): () => void {
  const busySince = new Map<pg.PoolClient, number>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    client.query = ((...args: unknown[]) => {
      const submittable = typeof (args[0] as { submit?: unknown } | null)?.submit === 'function';
      if (!submittable && !busySince.has(client)) busySince.set(client, performance.now());
      return query(...args);
    }) as typeof client.query;
    client.on('drain', () => busySince.delete(client));
  });
  pool.on('remove', (client) => busySince.delete(client));
  const sweep = setInterval(
    () => {
      const late = performance.now() - timeoutMs;
      for (const [client, since] of busySince) {
        if (since > late) continue;
        busySince.delete(client);
        (
          client as unknown as { connection: { stream: { destroy: (error: Error) => void } } }
        ).connection.stream.destroy(new Error('Query read timeout'));
      }
    },
    Math.min(1_000, timeoutMs / 4),
  );
  sweep.unref();
  return () => clearInterval(sweep);
}

/**
 * Brings the schema up to date on a connection of its own (no statement time limit: an index
 * build on a large table may take minutes), one instance at a time; ending the session frees
 * the advisory lock.
 */
export async function migratePostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {}); // the statement in progress reports it
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.end().catch(() => {});
  }
}

/** The pool and Drizzle over it. Nothing connects until the first query; see migratePostgres. */
export function createPostgres(options: DatabaseOptions & { databaseUrl: string }): DatabaseHandle {
  const notifications = postgresNotifications(options.databaseUrl);
  const pool = new pg.Pool({
    onConnect: notifications.prepareSession,
    connectionString: options.databaseUrl,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  releaseLostClients(pool);
  const stopSweeping = closeUnansweredQueries(pool, options.queryTimeoutMs ?? QUERY_TIMEOUT_MS);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    driver: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    notifications,
    copyTo: (statement) => copyOut(pool, statement),
    close: async () => {
      stopSweeping();
      await notifications.close();
      if (!pool.ended) await pool.end();
    },
  };
}

/**
 * Runs `COPY … TO STDOUT` on a connection taken from the pool (pg-copy-streams) and gives back
 * its data as a stream, with the socket paused while the reader is behind (memory stays flat).
 * The connection goes back to the pool when the data has all been read; if the stream is
 * destroyed first (the HTTP client went away) or fails, the connection is closed instead, which
 * stops PostgreSQL sending the rest. COPY statements are not watched by the hung-database sweep
 * (a large export may take longer than QUERY_TIMEOUT_MS).
 */
async function copyOut(pool: pg.Pool, statement: string): Promise<Readable> {
  const client = await pool.connect();
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  const stream = client.query(copyToStream(statement));
  stream.once('end', () => release());
  stream.once('error', (error) => release(error));
  stream.once('close', () => release(new Error('COPY abandoned before its end')));
  return stream;
}

async function openPostgres(options: DatabaseOptions & { databaseUrl: string }) {
  await migratePostgres(options.databaseUrl);
  return createPostgres(options);
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir`, and migrates it. */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { databaseUrl } = options;
  return databaseUrl ? openPostgres({ ...options, databaseUrl }) : openEmbedded(options.dataDir);
}
