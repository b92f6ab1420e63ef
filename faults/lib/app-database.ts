import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, queryRows } from '../../src/server/db/client';
import { type AppEnv, type AppFolders, appEnv, createAppFolders } from './app-process';
import { type PrivatePostgres, startPrivatePostgres } from './postgres';
import type { Outcome } from './quotes';

/** The database a scenario's server runs on, and how the suite reads it afterwards. */
export type AppDatabase = {
  /** The server's environment on it (available inside the describe block's tests). */
  env: () => AppEnv;
  /** The rows `text` selects, read by the suite itself (for PGlite, once the server has stopped). */
  query: <Row extends Record<string, unknown>>(text: string) => Promise<Row[]>;
};

/** For a describe block: its own app folders and a private PostgreSQL, removed after its tests. */
export function usePostgresApp(): AppDatabase {
  let postgres: PrivatePostgres | undefined;
  let folders: AppFolders | undefined;
  let databaseUrl = '';
  beforeAll(async () => {
    folders = createAppFolders();
    postgres = await startPrivatePostgres(inject('pgTemplate'));
    databaseUrl = await postgres.createDatabase('faults');
  });
  afterAll(async () => {
    await postgres?.destroy();
    folders?.remove();
  });
  return {
    env: () => appEnv(folders!, { DATABASE_URL: databaseUrl }),
    query: (text) => postgres!.query('faults', text),
  };
}

/** For a describe block: app folders whose embedded database is a copy of the migrated template. */
export function usePgliteApp(): AppDatabase {
  let folders: AppFolders | undefined;
  beforeAll(() => {
    folders = createAppFolders(inject('pgliteTemplate'));
  });
  afterAll(() => folders?.remove());
  return {
    env: () => appEnv(folders!),
    query: async <Row extends Record<string, unknown>>(text: string) => {
      // Opened here, so the server must be gone: the data folder's lock must be free again.
      const database = await openDatabase({ dataDir: folders!.dataDir });
      try {
        return await queryRows<Row>(database.db, sql.raw(text));
      } finally {
        await database.close();
      }
    },
  };
}

export type StoredLead = { id: number; idempotency_key: string };

/**
 * The stored leads' ids by idempotency key, and the 201s not stored under their key with the id
 * they were answered with (`lost`: none, when a fault loses nothing it confirmed).
 */
export function matchStored(outcomes: Outcome[], stored: StoredLead[]) {
  const idByKey = new Map(stored.map((row) => [row.idempotency_key, row.id]));
  const created = outcomes.filter((outcome) => outcome.status === 201);
  const lost = created.filter((outcome) => idByKey.get(outcome.key) !== outcome.id);
  return { idByKey, created, lost };
}
