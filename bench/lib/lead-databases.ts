import pg from 'pg';
import { signToken } from '../../src/server/features/auth/tokens';
import { seedLeads } from '../seed-leads';
import { BENCH_JWT_SECRET } from './app-env';
import { STAFF } from './irish-data';
import { createDatabase, databaseExists, databaseUrl } from './postgres';

/** A database of `rows` seeded leads, `bench_leads_<rows>`: reused if asked and it has that many. */
export async function seededDatabase(
  rows: number,
  reuse: boolean,
  log: (line: string) => void,
): Promise<{ name: string; url: string; seedSeconds: number | null }> {
  const name = `bench_leads_${rows}`;
  const url = databaseUrl(name);
  if (reuse && (await databaseExists(name))) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const count = await client.query<{ n: string }>('select count(*) as n from leads');
    await client.end();
    if (Number(count.rows[0]!.n) === rows) {
      log(`Reusing ${name} (${rows.toLocaleString('en-IE')} leads)`);
      return { name, url, seedSeconds: null };
    }
  }
  log(`Seeding ${name}…`);
  await createDatabase(name);
  const { seconds } = await seedLeads({ url, rows, log });
  return { name, url, seedSeconds: seconds };
}

/** A signed token for the seeded admin, as the app signs them at sign-in. */
export async function adminToken(url: string): Promise<{ id: number; token: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result = await client.query<{ id: number; name: string; email: string }>(
    'select id, name, email from users where email = $1',
    [STAFF[0].email],
  );
  await client.end();
  const admin = result.rows[0]!;
  const { token } = await signToken({ ...admin, role_id: 1 }, BENCH_JWT_SECRET, 12);
  return { id: admin.id, token };
}
