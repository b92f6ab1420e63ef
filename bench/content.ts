// `npm run bench:content [-- --quick] [-- --pglite] [-- --record]`: the public content lookup
// GET /api/index/:slug of a published landing page through the whole app (routing, slug mapping,
// its rendered JSON and ETag kept in memory since the first request and dropped only when the
// database announces a change — decisions 015 and 020 —, helmet headers) against the same JSON
// served from memory by a bare node:http route, interleaved, after a warm-up, one connection.
// A third side, "app-304", sends the response's ETag in If-None-Match on every request: it must
// get only 304s with no body, which is what a returning visitor's browser costs the server.
// The page is seeded through the admin API (signed in as the first admin the app creates).
// On PostgreSQL by default; --pglite runs the app on PGlite (temporary DATA_DIR).
// --record saves the raw figures to bench/results/.
import { defaultHomeContent } from '../src/shared/content/content';
import { createAppEnv } from './lib/app-env';
import { type ChildServer, startChildServer } from './lib/child-server';
import {
  f1,
  interleave,
  type LoadRun,
  medianRoundRatio,
  ratio,
  runLoad,
  type Summary,
  summarise,
} from './lib/load';
import { describeMachine, machineLine, saveResults } from './lib/machine';
import { benchCommand, loadBenchOptions, resultsName } from './lib/options';
import { createDatabase, dropDatabase, postgresVersion } from './lib/postgres';

const {
  args,
  seconds: SECONDS,
  rounds: ROUNDS,
  warmUpSeconds: WARM_UP_SECONDS,
} = loadBenchOptions({ full: { seconds: 3, rounds: 8 }, quick: { seconds: 1, rounds: 2 } }, {});
const SIDES = ['app', 'raw', 'app-304'] as const;
type Side = (typeof SIDES)[number];
const PAGE_URL = '/coach-hire-cork';
const APP_PATH = `/api/index/${encodeURIComponent(PAGE_URL)}`;
const ADMIN = { email: 'bench-admin@example.ie', password: 'bench-admin-password-0123' };
const DATABASE = 'bench_content';

const log = (line = '') => console.log(line);

/** A landing page as an editor would publish it: the home content with its own hero. */
const LANDING_CONTENT = {
  ...defaultHomeContent,
  hero: {
    ...defaultHomeContent.hero,
    titleLine1: 'Coach hire in',
    titleEmphasis: 'Cork',
  },
};

async function request(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok && response.status !== 304) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  }
  return response;
}

/** Signs in as the configured first admin and publishes the landing page through the admin API. */
async function seedPage(app: ChildServer): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const login = await request(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  await request(`${app.url}/api/content/index`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      url: PAGE_URL,
      sublink: PAGE_URL.slice(1),
      content: LANDING_CONTENT,
      is_published: true,
    }),
  });
}

/** The app's answer, and proof that it honours its own ETag with an empty 304. */
async function checkAppAnswer(app: ChildServer): Promise<{ body: string; etag: string }> {
  const first = await request(`${app.url}${APP_PATH}`);
  const body = await first.text();
  const etag = first.headers.get('etag');
  if (first.status !== 200 || !etag)
    throw new Error(`expected 200 with an ETag, got ${first.status}`);
  const parsed = JSON.parse(body) as { hero?: { titleEmphasis?: string } };
  if (parsed.hero?.titleEmphasis !== 'Cork')
    throw new Error('the app did not serve the seeded page');
  const again = await request(`${app.url}${APP_PATH}`, { headers: { 'if-none-match': etag } });
  const againBody = await again.text();
  if (again.status !== 304 || againBody !== '') {
    throw new Error(`If-None-Match with the ETag: expected an empty 304, got ${again.status}`);
  }
  const stale = await request(`${app.url}${APP_PATH}`, { headers: { 'if-none-match': '"stale"' } });
  if (stale.status !== 200) throw new Error(`a stale ETag must get 200, got ${stale.status}`);
  log(`ETag honoured: 200 with ${etag}, then 304 (empty body) for If-None-Match; stale tag → 200`);
  return { body, etag };
}

async function startApp(): Promise<{
  database: string;
  app: ChildServer;
  stop: () => Promise<void>;
}> {
  const url = args.pglite ? undefined : await createDatabase(DATABASE);
  const appEnv = createAppEnv(url);
  const config = JSON.parse(appEnv.env.BENCH_APP_ENV!) as Record<string, string>;
  const env = {
    BENCH_APP_ENV: JSON.stringify({
      ...config,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
  };
  const app = await startChildServer('app-server.ts', env);
  return {
    database: args.pglite ? 'PGlite (embedded)' : await postgresVersion(),
    app,
    stop: async () => {
      await app.stop();
      appEnv.cleanup();
      if (!args.pglite) await dropDatabase(DATABASE);
    },
  };
}

type ContentResults = {
  date: string;
  command: string;
  machine: ReturnType<typeof describeMachine>;
  settings: { seconds: number; rounds: number; warmUpSeconds: number; bodyBytes: number };
  summaries: Record<Side, Summary>;
  /** Side ÷ raw; throughput and p50 as the median of per-round ratios, p99 pooled. */
  ratios: Record<'app' | 'app-304', { throughput: number; p50: number; p99: number }>;
  /** Responses with a status other than the side's expected one (200, or 304 for app-304). */
  unexpected: Record<Side, number>;
};

function printResults(results: ContentResults) {
  const { summaries, ratios, unexpected } = results;
  const header = [
    'side',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'statuses',
    'vs raw (rps, p50, p99)',
  ];
  const rows = SIDES.map((side) => {
    const s = summaries[side];
    const statuses = Object.entries(s.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    const vs =
      side === 'raw'
        ? '—'
        : `${ratio(ratios[side].throughput)}, ${ratio(ratios[side].p50)}, ${ratio(ratios[side].p99)}`;
    return [side, s.throughput.toFixed(0), f1(s.p50), f1(s.p99), String(s.errors), statuses, vs];
  });
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  log();
  log(line(header));
  for (const row of rows) log(line(row));
  log();
  for (const side of SIDES) {
    log(`${side}: per-round req/s ${summaries[side].perRun.join(', ')}`);
  }
  const bad = SIDES.filter((side) => unexpected[side] > 0 || summaries[side].errors > 0);
  log(
    bad.length === 0
      ? `\nNo errors; every app response was 200 and every app-304 response 304.`
      : `\nProblems on: ${bad.map((side) => `${side} (${unexpected[side]} unexpected statuses, ${summaries[side].errors} errors)`).join(', ')}`,
  );
}

async function main() {
  const date = new Date();
  const command = benchCommand('bench:content');
  const servers = await startApp();
  let raw: ChildServer | undefined;
  let runs: Record<Side, LoadRun[]>;
  let bodyBytes: number;
  let machine: ReturnType<typeof describeMachine>;
  try {
    machine = describeMachine(servers.database);
    log(`${command}\n${machineLine(machine)}\n`);
    await seedPage(servers.app);
    const { body, etag } = await checkAppAnswer(servers.app);
    bodyBytes = Buffer.byteLength(body);
    raw = await startChildServer('raw-server.ts', { BENCH_RAW_CONTENT: body });
    const rawBody = await (await request(`${raw.url}/content`)).text();
    if (rawBody !== body) throw new Error('the reference does not serve the same JSON');
    log(`Body: ${bodyBytes} bytes of JSON from both servers`);
    const targets: Record<Side, { url: string; headers?: Record<string, string> }> = {
      app: { url: `${servers.app.url}${APP_PATH}` },
      raw: { url: `${raw.url}/content` },
      'app-304': { url: `${servers.app.url}${APP_PATH}`, headers: { 'if-none-match': etag } },
    };
    const load = (side: Side, seconds: number) => runLoad({ ...targets[side], seconds });
    log(`Warm-up: ${WARM_UP_SECONDS} s per side`);
    for (const side of SIDES) await load(side, WARM_UP_SECONDS);
    log(`Measuring: ${ROUNDS} rounds × ${SECONDS} s per side, interleaved`);
    runs = await interleave(SIDES, ROUNDS, (side) => load(side, SECONDS));
  } finally {
    await Promise.all([servers.stop(), raw?.stop()]);
  }
  const summaries = Object.fromEntries(
    SIDES.map((side) => [side, summarise(runs[side])]),
  ) as Record<Side, Summary>;
  const versus = (side: 'app' | 'app-304') => ({
    throughput: medianRoundRatio(runs[side], runs.raw, 'throughput'),
    p50: medianRoundRatio(runs[side], runs.raw, 'p50'),
    p99: summaries[side].p99 / summaries.raw.p99,
  });
  const expected: Record<Side, number> = { app: 200, raw: 200, 'app-304': 304 };
  const results: ContentResults = {
    date: date.toISOString(),
    command,
    machine,
    settings: { seconds: SECONDS, rounds: ROUNDS, warmUpSeconds: WARM_UP_SECONDS, bodyBytes },
    summaries,
    ratios: { app: versus('app'), 'app-304': versus('app-304') },
    unexpected: Object.fromEntries(
      SIDES.map((side) => [
        side,
        summaries[side].requests - (summaries[side].statuses[expected[side]] ?? 0),
      ]),
    ) as Record<Side, number>,
  };
  printResults(results);
  if (args.record) {
    const file = saveResults(resultsName('content', args), date, results);
    log(`\nRaw results: ${file}`);
  }
  if (SIDES.some((side) => results.unexpected[side] > 0 || summaries[side].errors > 0)) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
