// Child process entry: the reference the app is measured against — a bare node:http server
// running the same SQL with the driver directly (no framework, validation, auth or ORM).
//   GET  /list/<case>  the captured list statements for <case> (BENCH_RAW_QUERIES), as JSON
//   POST /quote        one INSERT of the posted lead: the same row as the app's (address HMAC and
//                      request hash included) into the same migrated table (same indexes, triggers)
//   POST /quote-tx     the app's transaction by hand: the lead, its event and its job
//   POST /quote-cte    the same three inserts as one statement (one round trip)
//   GET  /content      the JSON in BENCH_RAW_CONTENT, served from memory (no database at all)
// On PostgreSQL (BENCH_RAW_DATABASE_URL) through a pg pool, or on PGlite (BENCH_RAW_PGLITE_DIR).
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

type Rows = { rows: Record<string, unknown>[] };
type Exec = (text: string, params: unknown[]) => Promise<Rows>;
type Database = { exec: Exec; transaction: <T>(run: (exec: Exec) => Promise<T>) => Promise<T> };

async function openDatabase(): Promise<Database> {
  const pglitePath = process.env.BENCH_RAW_PGLITE_DIR;
  if (pglitePath) {
    const client = new PGlite(pglitePath, { extensions: { pg_trgm } });
    await client.waitReady;
    const migrationsFolder = new URL('../../src/server/db/migrations', import.meta.url).pathname;
    await migrate(drizzle({ client }), { migrationsFolder });
    const exec: Exec = (text, params) => client.query(text, params) as Promise<Rows>;
    return {
      exec,
      transaction: (run) =>
        client.transaction((tx) => run((text, params) => tx.query(text, params) as Promise<Rows>)),
    };
  }
  // The same pool size as the app's default (DB_POOL_MAX 10).
  const pool = new pg.Pool({ connectionString: process.env.BENCH_RAW_DATABASE_URL, max: 10 });
  return {
    exec: (text, params) => pool.query(text, params),
    transaction: async (run) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await run((text, params) => client.query(text, params));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

const LEAD_COLUMNS = [
  'full_name',
  'email',
  'mobile_number',
  'pickup_location',
  'dropoff_location',
  'pickup_lat',
  'pickup_lng',
  'dropoff_lat',
  'dropoff_lng',
  'date_of_travel',
  'pickup_time',
  'group_type',
  'vehicle_selected',
  'additional_info',
  'number_of_people',
  'distance',
  'is_return_trip',
  'return_date',
  'return_time',
  'slug',
] as const;
/** The app's insert written by hand: the same columns and the same idempotency conflict target. */
const INSERT_LEAD =
  `insert into leads (${LEAD_COLUMNS.join(', ')}, is_spam, idempotency_key, client_ip_hash, ` +
  `request_hash) values (${LEAD_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, false, ` +
  `$${LEAD_COLUMNS.length + 1}, $${LEAD_COLUMNS.length + 2}, $${LEAD_COLUMNS.length + 3}) ` +
  `on conflict (idempotency_key) do nothing returning *`;
const IP_SECRET = 'bench-raw-address-secret';

/** The app's three inserts in one statement: atomic on its own, and a single round trip. */
const INSERT_LEAD_WITH_JOB = `with lead as (${INSERT_LEAD}),
  event as (insert into lead_events (lead_id, kind) select id, 'created' from lead),
  job as (insert into jobs (kind, payload)
    select 'lead.created', jsonb_build_object('lead_id', id) from lead where not is_spam)
  select * from lead`;

const queries: Record<string, { text: string; params: unknown[] }[]> = JSON.parse(
  process.env.BENCH_RAW_QUERIES ?? '{}',
);
const content = process.env.BENCH_RAW_CONTENT ?? '';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

const db = await openDatabase();
/** The app's LEAD_LIST_EXACT_COUNT_LIMIT: a capped count that reached it is not the total. */
const exactCountLimit = Number(process.env.BENCH_RAW_EXACT_COUNT_LIMIT ?? 10_000);

/** The total as the app finds it from the same results (features/leads/lead-totals.ts). */
function totalOf(results: Rows[]): number {
  const row = (key: string) => results.find((result) => result.rows[0] && key in result.rows[0]);
  const count = row('count')?.rows[0]?.count;
  const plan = row('QUERY PLAN')?.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    [{ Plan: { 'Plan Rows': number } }] | undefined;
  const estimate = parsed ? Math.round(parsed[0].Plan['Plan Rows']) : 0;
  if (count !== undefined && Number(count) <= exactCountLimit) return Number(count);
  return Math.max(estimate, Number(count ?? 0));
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = request.url ?? '/';
  if (request.method === 'GET' && url === '/content') {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(content),
    });
    return void response.end(content);
  }
  if (request.method === 'GET' && url.startsWith('/list/')) {
    const statements = queries[url.slice('/list/'.length)];
    if (!statements) return send(response, 404, { message: 'unknown case' });
    // As the app does: the page, and beside it the statements that find the total, one after
    // another (the planner's estimate, then a capped count when the estimate is small).
    const [first, ...rest] = statements;
    const [page, others] = await Promise.all([
      db.exec(first!.text, first!.params),
      (async () => {
        const results: Rows[] = [];
        for (const { text, params } of rest) results.push(await db.exec(text, params));
        return results;
      })(),
    ]);
    return send(response, 200, { data: page.rows, total: totalOf(others) });
  }
  if (request.method === 'POST' && url.startsWith('/quote')) {
    const lead = JSON.parse(await readBody(request)) as Record<string, unknown>;
    const key = request.headers['idempotency-key'];
    const params = [
      ...LEAD_COLUMNS.map((column) => lead[column] ?? null),
      key ?? null,
      // As the app stores them: the address as an HMAC, the request's hash for idempotency.
      createHmac('sha256', IP_SECRET)
        .update(request.socket.remoteAddress ?? '')
        .digest('hex'),
      createHash('sha256').update(JSON.stringify(lead)).digest('hex'),
    ];
    if (url === '/quote' || url === '/quote-cte') {
      const { rows } = await db.exec(url === '/quote' ? INSERT_LEAD : INSERT_LEAD_WITH_JOB, params);
      return send(response, 201, rows[0]);
    }
    if (url !== '/quote-tx') return send(response, 404, { message: 'not found' });
    const row = await db.transaction(async (exec) => {
      const { rows } = await exec(INSERT_LEAD, params);
      const id = rows[0]!.id;
      await exec("insert into lead_events (lead_id, kind) values ($1, 'created')", [id]);
      await exec("insert into jobs (kind, payload) values ('lead.created', $1)", [
        JSON.stringify({ lead_id: id }),
      ]);
      return rows[0];
    });
    return send(response, 201, row);
  }
  send(response, 404, { message: 'not found' });
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) send(response, 500, { message: 'error' });
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({
    type: 'ready',
    port: typeof address === 'object' && address ? address.port : 0,
  });
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
process.once('disconnect', () => process.exit(0));
