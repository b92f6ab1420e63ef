import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireLock } from './lock';
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
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
  onPoolError?: (error: Error) => void;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Arbitrary constant: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_KEY = 7_240_611;

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(join(dataDir, 'db.lock'));
  try {
    const client = new PGlite(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    await client.waitReady;
    const db = drizzlePglite({ client, schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      driver: 'pglite',
      ping: async () => {
        await client.query('select 1');
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

async function openPostgres(options: DatabaseOptions & { databaseUrl: string }) {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    driver: 'postgres' as const,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir`, and migrates it. */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { databaseUrl } = options;
  return databaseUrl ? openPostgres({ ...options, databaseUrl }) : openEmbedded(options.dataDir);
}
