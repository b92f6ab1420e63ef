import { readFile } from 'node:fs/promises';
import { signToken } from '../../src/server/features/auth/tokens';
import { seedLeads } from '../seed-leads';
import { BENCH_JWT_SECRET } from './app-env';
import { type BenchDatabase, openBenchDatabase } from './bench-database';
import { STAFF } from './irish-data';
import { createDatabase, databaseExists, databaseUrl } from './postgres';

/** How many migrations the app has: a kept database with fewer was seeded on an older schema. */
async function migrationCount(): Promise<number> {
  const journal = JSON.parse(
    await readFile(
      new URL('../../src/server/db/migrations/meta/_journal.json', import.meta.url),
      'utf8',
    ),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * The seeded databases' name prefix: `BENCH_DB_PREFIX` lets benchmarks run side by side on one
 * PostgreSQL server without sharing (or dropping) each other's databases.
 */
const PREFIX = process.env.BENCH_DB_PREFIX ?? 'bench_leads';

/**
 * A database of `rows` seeded leads, `<prefix>_<rows>`: reused if asked, it has that many and
 * every migration of the app was applied when it was seeded.
 */
export async function seededDatabase(
  rows: number,
  reuse: boolean,
  log: (line: string) => void,
): Promise<{ name: string; url: string; seedSeconds: number | null }> {
  const name = `${PREFIX}_${rows}`;
  const url = databaseUrl(name);
  if (reuse && (await databaseExists(name))) {
    const db = await openBenchDatabase({ url });
    const count = await db.query<{ n: string }>('select count(*) as n from leads');
    const applied = await db.query<{ n: string }>(
      'select count(*) as n from drizzle.__drizzle_migrations',
    );
    await db.close();
    if (
      Number(count.rows[0]!.n) === rows &&
      Number(applied.rows[0]!.n) === (await migrationCount())
    ) {
      log(`Reusing ${name} (${rows.toLocaleString('en-IE')} leads)`);
      return { name, url, seedSeconds: null };
    }
  }
  log(`Seeding ${name}…`);
  await createDatabase(name);
  const { seconds } = await seedLeads({ database: { url }, rows, log });
  return { name, url, seedSeconds: seconds };
}

/** A signed token for the seeded admin, as the app signs them at sign-in. */
export async function adminToken(db: BenchDatabase): Promise<{ id: number; token: string }> {
  const result = await db.query<{
    id: number;
    name: string;
    email: string;
    session_version: number;
  }>('select id, name, email, session_version from users where email = $1', [STAFF[0].email]);
  const admin = result.rows[0]!;
  const { token } = await signToken({ ...admin, role_id: 1 }, BENCH_JWT_SECRET, 12);
  return { id: admin.id, token };
}
