import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, usesPostgres } from '../test/test-app';
import { type DatabaseHandle, openDatabase, queryRows } from './client';
import { DatabaseLockedError } from './lock';

describe(`migrations on ${usesPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  let context: Awaited<ReturnType<typeof createTestContext>>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    context = await createTestContext();
    database = await openDatabase({
      databaseUrl: context.config.DATABASE_URL,
      dataDir: context.config.DATA_DIR,
    });
  });
  afterAll(async () => {
    await database.close();
    await context.cleanup();
  });

  it('creates the users and leads tables and the trigram extension on a fresh database', async () => {
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(expect.arrayContaining(['leads', 'users']));
    const extensions = await queryRows<{ extname: string }>(
      database.db,
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(extensions).toHaveLength(1);
  });

  it('applies migrations idempotently when opened again', async () => {
    if (!usesPostgres) return; // PGlite refuses a second opener; covered below.
    const again = await openDatabase({ databaseUrl: context.config.DATABASE_URL, dataDir: '' });
    const [applied] = await queryRows<{ total: number }>(
      again.db,
      sql`select count(*)::int as total from drizzle.__drizzle_migrations`,
    );
    expect(applied?.total).toBeGreaterThanOrEqual(2);
    await again.close();
  });

  it('enforces case-insensitive unique emails', async () => {
    const insert = (email: string) =>
      database.db.execute(
        sql`insert into users (name, email, password_hash, role_id) values ('A', ${email}, 'x', 2)`,
      );
    await insert('Unique@Example.ie');
    await expect(insert('unique@example.ie')).rejects.toThrow();
  });
});

describe.skipIf(usesPostgres)('the embedded database lock', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'coachhire-lock-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second opener in the same process', async () => {
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    await first.close();
    const reopened = await openDatabase({ dataDir });
    await reopened.close();
  });

  it('makes a second process refuse with a clear message instead of sharing the folder', async () => {
    const first = await openDatabase({ dataDir });
    try {
      const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(child.status).toBe(1);
      expect(child.stderr).toContain('already in use by another process');
      expect(child.stderr).toContain(`pid ${process.pid}`);
    } finally {
      await first.close();
    }
  });

  it('takes over a lock left behind by a process that no longer exists', async () => {
    await writeFile(join(dataDir, 'db.lock'), '999999999');
    const database = await openDatabase({ dataDir });
    await database.close();
  });
});
