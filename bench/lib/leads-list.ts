import { type BenchTarget, openBenchDatabase } from './bench-database';
import type { ChildServer } from './child-server';
import { adminToken } from './lead-databases';
import type { ListResult } from './leads-report';
import { type CapturedQuery, captureListQuery, diagnose } from './list-queries';
import { interleave, type LoadRun, medianRoundRatio, runLoad, summarise } from './load';

/**
 * The staff list requests measured; the reference serves each at /list/<name>. BENCH_LIST_CASES
 * (comma-separated names) runs some of them only.
 */
function listCases(rows: number) {
  const only = process.env.BENCH_LIST_CASES?.split(',');
  return allCases(rows).filter((listCase) => !only || only.includes(listCase.name));
}

function allCases(rows: number) {
  /** Page 2000, or one within the ~97% of leads that are not spam when there are fewer than 31,000. */
  const deepPage = Math.min(2000, Math.floor((rows * 0.9) / 15));
  return [
    { name: 'page-1', label: 'page 1 + total', query: { page: '1', per_page: '15' } },
    { name: 'search', label: 'search=murphy', query: { search: 'murphy' } },
    {
      name: 'deep-page',
      label: `page ${deepPage} (per_page 15)`,
      query: { page: String(deepPage), per_page: '15' },
    },
    {
      name: 'quoted-return',
      label: 'status=quoted & return trip',
      query: { status: 'quoted', is_return_trip: 'true' },
    },
    { name: 'assigned-me', label: 'assigned_to=me', query: { assigned_to: 'me' } },
    { name: 'unmatched', label: 'unmatched', query: { unmatched: 'true' } },
    {
      name: 'month',
      label: 'October (date_from/date_to)',
      query: { date_from: '2026-10-01', date_to: '2026-10-31' },
    },
    {
      name: 'search-status',
      label: 'search=dublin & status=pending',
      query: { search: 'dublin', status: 'pending' },
    },
    { name: 'by-name', label: 'sort_by=full_name', query: { sort_by: 'full_name' } },
  ] as const;
}
type ListCase = ReturnType<typeof allCases>[number];
type CaseName = ListCase['name'];
const SIDES = ['app', 'raw'] as const;

export type ListServers = { app: ChildServer; raw: ChildServer };
/** The statements the app sends for each case, which the reference runs as they are. */
export type ListQueries = Record<CaseName, CapturedQuery[]>;

const log = (line = '') => console.log(line);

const appListUrl = (app: ChildServer, query: ListCase['query']) =>
  `${app.url}/api/bus-quote/paginated?${new URLSearchParams(query)}`;

/** Both servers must answer each case alike, or the comparison means nothing. */
async function checkSameAnswers(cases: readonly ListCase[], servers: ListServers, token: string) {
  for (const { name, query } of cases) {
    const appPage = (await (
      await fetch(appListUrl(servers.app, query), {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { total: number; data: { id: number }[] };
    const rawPage = (await (await fetch(`${servers.raw.url}/list/${name}`)).json()) as {
      total: number;
      data: { id: number }[];
    };
    const ids = (page: { data: { id: number }[] }) => page.data.map((row) => row.id).join(',');
    if (appPage.total !== rawPage.total || ids(appPage) !== ids(rawPage))
      throw new Error(
        `${name}: the app and the raw query disagree: ` +
          `${JSON.stringify(appPage).slice(0, 300)} vs total ${rawPage.total}, ids ${ids(rawPage)}`,
      );
    log(`  ${name}: ${appPage.total.toLocaleString('en-IE')} matches, same page from both`);
  }
}

export type ListBench = {
  /** The seeded database, read before the servers start and after they stop. */
  target: BenchTarget;
  rows: number;
  seconds: number;
  rounds: number;
  warmUpSeconds: number;
  startServers: (queries: ListQueries) => Promise<ListServers>;
};

/**
 * The list cases, app against reference. The exact statements are captured (and the admin's
 * token made) on `target` before `startServers` runs, and EXPLAIN ANALYZE runs after the servers
 * have stopped: a PGlite folder can only be open in one process at a time.
 */
export async function benchList(bench: ListBench): Promise<ListResult[]> {
  const { target, rounds, warmUpSeconds } = bench;
  const cases = listCases(bench.rows);
  const queries = {} as ListQueries;
  const db = await openBenchDatabase(target);
  let token: string;
  try {
    const admin = await adminToken(db);
    token = admin.token;
    for (const { name, query } of cases)
      queries[name] = await captureListQuery(db, query, admin.id);
  } finally {
    await db.close();
  }
  const servers = await bench.startServers(queries);
  const runs = {} as Record<CaseName, Record<(typeof SIDES)[number], LoadRun[]>>;
  try {
    await checkSameAnswers(cases, servers, token);
    const load = (side: (typeof SIDES)[number], name: CaseName, seconds: number) => {
      const query = cases.find((c) => c.name === name)!.query;
      return side === 'app'
        ? runLoad({
            url: appListUrl(servers.app, query),
            headers: { authorization: `Bearer ${token}` },
            seconds,
          })
        : runLoad({ url: `${servers.raw.url}/list/${name}`, seconds });
    };
    log(`\nWarm-up: ${warmUpSeconds} s per case and side`);
    for (const { name } of cases) for (const side of SIDES) await load(side, name, warmUpSeconds);
    for (const { name, label } of cases) {
      log(`Measuring ${label}: ${rounds} rounds × ${bench.seconds} s per side, interleaved`);
      runs[name] = await interleave(SIDES, rounds, (side) => load(side, name, bench.seconds));
    }
  } finally {
    await Promise.all([servers.app.stop(), servers.raw.stop()]);
  }
  const explained = await openBenchDatabase(target);
  try {
    const results: ListResult[] = [];
    for (const { name, label } of cases) {
      const [appSummary, rawSummary] = [summarise(runs[name].app), summarise(runs[name].raw)];
      results.push({
        name,
        label,
        sql: queries[name],
        app: appSummary,
        raw: rawSummary,
        ratios: {
          p50: medianRoundRatio(runs[name].app, runs[name].raw, 'p50'),
          p99: appSummary.p99 / rawSummary.p99,
          throughput: medianRoundRatio(runs[name].app, runs[name].raw, 'throughput'),
        },
        diagnosis: await diagnose(explained, queries[name]),
      });
    }
    return results;
  } finally {
    await explained.close();
  }
}
