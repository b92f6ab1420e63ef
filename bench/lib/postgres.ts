import pg from 'pg';

/** The server the benchmarks create their own databases on (trust auth on the CI machines). */
export const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name: ${name}`);
  return `"${name}"`;
};

export function databaseExists(name: string): Promise<boolean> {
  return withAdmin(async (client) => {
    const result = await client.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount === 1;
  });
}

/** A new, empty database (an old one of the same name, left by an interrupted run, is dropped). */
export async function createDatabase(name: string): Promise<string> {
  await withAdmin(async (client) => {
    await client.query(`drop database if exists ${quoted(name)} with (force)`);
    await client.query(`create database ${quoted(name)}`);
  });
  return databaseUrl(name);
}

export function dropDatabase(name: string): Promise<void> {
  return withAdmin(async (client) => {
    await client.query(`drop database if exists ${quoted(name)} with (force)`);
  });
}

export function postgresVersion(): Promise<string> {
  return withAdmin(async (client) => {
    const result = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${result.rows[0]!.server_version}`;
  });
}
