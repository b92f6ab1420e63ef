// `npm run bench:seed -- --rows 1000000 [--url postgres://…/bench_leads] [--seed 42]`: fills a
// PostgreSQL database with realistic, deterministic leads for the lead benchmarks (same seed and
// anchor → the same rows). The schema comes from the app's own migrations; secondary indexes are
// dropped during the load and rebuilt after it (faster than maintaining them row by row), then
// VACUUM ANALYZE, as after any bulk load. `seedLeads` also fills an app's PGlite DATA_DIR.
import { relative, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { hashPassword } from '../src/server/lib/passwords';
import { appPgliteDir, type BenchTarget, openBenchDatabase } from './lib/bench-database';
import { STAFF, isoDay, makeLeadState, makeQuoteRequest } from './lib/irish-data';
import { databaseExists, createDatabase, databaseUrl } from './lib/postgres';
import { createRandom } from './lib/prng';

export type SeedOptions = {
  /** A PostgreSQL bench_* database, or the DATA_DIR of an app on PGlite (under the temp folder). */
  database: { url: string } | { dataDir: string };
  rows: number;
  seed?: number;
  /** The newest lead's time; leads span the two years before it. Fixed so seeds are repeatable. */
  anchor?: Date;
  log?: (line: string) => void;
};

export type SeedSummary = { rows: number; seconds: number; staffIds: number[]; adminId: number };

const BATCH = 5_000;
const DEFAULT_ANCHOR = new Date('2026-11-01T12:00:00Z');
const SPAN_MS = 2 * 365 * 86_400_000;

/** Column name → PostgreSQL array type for `unnest`: one round trip carries a whole batch. */
const COLUMNS = [
  ['full_name', 'text'],
  ['email', 'text'],
  ['mobile_number', 'text'],
  ['pickup_location', 'text'],
  ['dropoff_location', 'text'],
  ['pickup_lat', 'float8'],
  ['pickup_lng', 'float8'],
  ['dropoff_lat', 'float8'],
  ['dropoff_lng', 'float8'],
  ['date_of_travel', 'date'],
  ['pickup_time', 'text'],
  ['group_type', 'text'],
  ['vehicle_selected', 'text'],
  ['additional_info', 'text'],
  ['number_of_people', 'int4'],
  ['distance', 'float8'],
  ['is_return_trip', 'bool'],
  ['return_date', 'date'],
  ['return_time', 'text'],
  ['slug', 'text'],
  ['status', 'text'],
  ['priority', 'text'],
  ['assigned_to', 'int4'],
  ['is_confirmation', 'bool'],
  ['is_spam', 'bool'],
  ['client_ip_hash', 'text'],
  ['idempotency_key', 'text'],
  ['request_hash', 'text'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const;
type Column = (typeof COLUMNS)[number][0];
type Value = string | number | boolean | null;

const INSERT_SQL =
  `insert into leads (${COLUMNS.map(([name]) => name).join(', ')}) ` +
  `select * from unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`;

const COLUMN_INDEX = Object.fromEntries(COLUMNS.map(([name], i) => [name, i])) as Record<
  Column,
  number
>;

function makeBatch(
  random: ReturnType<typeof createRandom>,
  first: number,
  count: number,
  total: number,
  anchor: number,
  staffIds: number[],
): Value[][] {
  const columns: Value[][] = COLUMNS.map(() => new Array<Value>(count));
  const set = (column: Column, row: number, value: Value) => {
    columns[COLUMN_INDEX[column]]![row] = value;
  };
  for (let row = 0; row < count; row += 1) {
    const index = first + row;
    // Ids grow with time, as they do when leads arrive one by one.
    const createdAt = anchor - SPAN_MS + ((index + random.next()) / total) * SPAN_MS;
    const request = makeQuoteRequest(random, createdAt);
    const state = makeLeadState(random, (anchor - createdAt) / 86_400_000, staffIds);
    const hasKey = random.chance(0.6);
    for (const [name] of COLUMNS) {
      if (name in request) set(name, row, request[name as keyof typeof request]);
      else if (name in state) set(name, row, state[name as keyof typeof state]);
    }
    set('client_ip_hash', row, random.hex(64));
    set('idempotency_key', row, hasKey ? `seed-${index}-${random.hex(12)}` : null);
    set('request_hash', row, hasKey ? random.hex(64) : null);
    const created = new Date(createdAt).toISOString();
    set('created_at', row, created);
    set('updated_at', row, created);
  }
  return columns;
}
/**
 * A benchmark's database only: a PostgreSQL database whose name starts with `bench`, or a PGlite
 * folder under the temp folder, so a slip cannot empty a real one.
 */
function checkedTarget(database: SeedOptions['database']): BenchTarget {
  if ('url' in database) {
    if (!new URL(database.url).pathname.startsWith('/bench'))
      throw new Error(`refusing to empty ${database.url}: not a bench_* database`);
    return { url: database.url };
  }
  if (relative(tmpdir(), resolve(database.dataDir)).startsWith('..'))
    throw new Error(`refusing to empty ${database.dataDir}: not under ${tmpdir()}`);
  return { pgliteDir: appPgliteDir(database.dataDir) };
}

/** Empties the database (migrated first, as the app migrates it) and loads `rows` leads and the staff. */
export async function seedLeads(options: SeedOptions): Promise<SeedSummary> {
  const target = checkedTarget(options.database);
  const log = options.log ?? (() => {});
  const anchor = (options.anchor ?? DEFAULT_ANCHOR).getTime();
  const random = createRandom(options.seed ?? 42);
  const started = performance.now();

  const migrated = await openDatabase(
    'url' in options.database
      ? { databaseUrl: options.database.url, dataDir: tmpdir() }
      : { dataDir: options.database.dataDir },
  );
  await migrated.close();

  const db = await openBenchDatabase(target);
  try {
    await db.query('truncate leads, users restart identity cascade');
    // A real (unguessable) password hash, so these staff accounts cannot be signed in to.
    const passwordHash = await hashPassword(random.hex(32));
    const staffIds: number[] = [];
    for (const user of STAFF) {
      const result = await db.query<{ id: number }>(
        'insert into users (name, email, password_hash, role_id) values ($1, $2, $3, $4) returning id',
        [user.name, user.email, passwordHash, user.role_id],
      );
      staffIds.push(result.rows[0]!.id);
    }

    const indexes = await db.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
       where schemaname = 'public' and tablename in ('leads', 'lead_search')
         and indexname not like '%\\_pkey'`,
    );
    // Statistics targets set on index columns (migration 0008: the search text) go with the
    // index; they are put back after the rebuild, before the ANALYZE that uses them.
    const statisticsTargets = await db.query<{ index: string; column: number; target: number }>(
      `select c.relname as index, a.attnum as column, a.attstattarget as target
       from pg_index i join pg_class c on c.oid = i.indexrelid
       join pg_attribute a on a.attrelid = i.indexrelid
       where i.indrelid in ('leads'::regclass, 'lead_search'::regclass) and a.attstattarget > 0`,
    );
    for (const { indexname } of indexes.rows) await db.query(`drop index "${indexname}"`);

    // The next batch is generated while PostgreSQL stores the last one; one INSERT at a time, so
    // ids follow the generated order (and created_at) and the same seed gives the same ids.
    let storing: Promise<unknown> = Promise.resolve();
    let lastReport = performance.now();
    for (let first = 0; first < options.rows; first += BATCH) {
      const count = Math.min(BATCH, options.rows - first);
      const batch = makeBatch(random, first, count, options.rows, anchor, staffIds);
      await storing;
      storing = db.query(INSERT_SQL, batch);
      if (performance.now() - lastReport > 5_000) {
        log(`  ${(first + count).toLocaleString('en-IE')} rows…`);
        lastReport = performance.now();
      }
    }
    await storing;
    log(`  rows loaded in ${((performance.now() - started) / 1000).toFixed(1)} s; indexing…`);

    // The trigram indexes are the slow ones: on PostgreSQL they are built in one session while
    // the b-trees are built in another.
    const [gin, btrees] = [
      indexes.rows.filter((index) => /using gin/i.test(index.indexdef)),
      indexes.rows.filter((index) => !/using gin/i.test(index.indexdef)),
    ];
    await db.inSessions(
      [gin, btrees].map((defs) => async (query) => {
        await query("set maintenance_work_mem = '512MB'");
        for (const { indexdef } of defs) await query(indexdef);
      }),
    );
    for (const { index, column, target } of statisticsTargets.rows)
      await db.query(`alter index "${index}" alter column ${column} set statistics ${target}`);
    await db.query('vacuum analyze leads');
    await db.query('vacuum analyze lead_search');
    await db.query('vacuum analyze users');
    const seconds = (performance.now() - started) / 1000;
    log(`  ${options.rows.toLocaleString('en-IE')} leads seeded in ${seconds.toFixed(1)} s`);
    return { rows: options.rows, seconds, staffIds, adminId: staffIds[0]! };
  } finally {
    await db.close();
  }
}

/** The default anchor as the CLI takes it (YYYY-MM-DD). */
const SEED_ANCHOR_DAY = isoDay(DEFAULT_ANCHOR.getTime());

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: databaseUrl('bench_leads') },
      rows: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '42' },
      anchor: { type: 'string', default: SEED_ANCHOR_DAY },
    },
  });
  const url = new URL(values.url);
  const name = url.pathname.slice(1);
  // Creates the database only when it is missing; an existing one is emptied and refilled.
  if (!(await databaseExists(name))) await createDatabase(name);
  const rows = Number(values.rows);
  if (!Number.isInteger(rows) || rows < 1) throw new Error('--rows must be a positive integer');
  console.log(`Seeding ${rows.toLocaleString('en-IE')} leads into ${name} (seed ${values.seed})`);
  await seedLeads({
    database: { url: values.url },
    rows,
    seed: Number(values.seed),
    anchor: new Date(`${values.anchor}T12:00:00Z`),
    log: console.log,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
