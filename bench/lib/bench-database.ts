import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';

/** PostgreSQL by URL, or a PGlite folder that no other process has open (PGlite is one process). */
export type BenchTarget = { url: string } | { pgliteDir: string };

export type Query = <Row = Record<string, unknown>>(
  text: string,
  params?: unknown[],
) => Promise<{ rows: Row[] }>;

/** The benchmark's own connection to the database the app is measured on. */
export type BenchDatabase = {
  query: Query;
  /** A drizzle client on the same connection, configured as the app's, with `logger`. */
  drizzle: (logger?: Logger) => Database;
  /**
   * Runs each task in a session of its own: side by side on PostgreSQL (two connections), one
   * after another on PGlite (one session in all).
   */
  inSessions: (tasks: ((query: Query) => Promise<void>)[]) => Promise<void>;
  close: () => Promise<void>;
};

/** pg's rows are untyped: the caller names the row shape it selected, as with PGlite. */
const queryThrough =
  (client: pg.Pool | pg.PoolClient): Query =>
  async (text, params) => {
    const { rows } = await client.query(text, params);
    return { rows: rows as never[] };
  };

/** Where the app keeps its PGlite database inside DATA_DIR (src/server/db/client.ts). */
export const appPgliteDir = (dataDir: string) => join(dataDir, 'pglite');

export async function openBenchDatabase(target: BenchTarget): Promise<BenchDatabase> {
  if ('pgliteDir' in target) {
    const client = new PGlite(target.pgliteDir, { extensions: { pg_trgm } });
    await client.waitReady;
    const query: Query = (text, params) => client.query(text, params);
    return {
      query,
      drizzle: (logger) =>
        drizzlePglite({ client, schema, casing: 'snake_case', ...(logger ? { logger } : {}) }),
      inSessions: async (tasks) => {
        for (const task of tasks) await task(query);
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 2 });
  return {
    query: queryThrough(pool),
    drizzle: (logger) =>
      drizzlePg({
        client: pool,
        schema,
        casing: 'snake_case',
        ...(logger ? { logger } : {}),
      }) as unknown as Database,
    inSessions: async (tasks) => {
      await Promise.all(
        tasks.map(async (task) => {
          const client = await pool.connect();
          try {
            await task(queryThrough(client));
          } finally {
            client.release();
          }
        }),
      );
    },
    close: () => pool.end(),
  };
}
