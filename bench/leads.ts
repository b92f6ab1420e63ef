// `npm run bench:leads [-- --quick] [-- --record]`: the staff lead list and CSV export on a seeded
// PostgreSQL database (1,000,000 leads; --quick: 100,000 and shorter runs), each measured against
// the same SQL run by a bare node:http + pg server in the same run, interleaved, after a warm-up.
//   list: GET /api/bus-quote/paginated — page 1 with its total, search=murphy, page 2000
//   export: GET /api/bus-quote/export/csv vs COPY … TO STDOUT, and the server's peak RSS growth
//           during an export at a tenth of the rows and at all of them (server in a child process)
// Targets: list/search within 2× of the raw SQL and p99 under 150 ms; export peak memory growth
// under 100 MB and about the same at both sizes. --record appends the tables to docs/performance.md.
// Options: --rows/--seconds/--rounds override the defaults; --keep keeps (and reuses) the seeded
// bench_leads_<rows> databases; --skip-list/--skip-export; BENCH_APP_NODE_ARGS passes node flags
// to the app's process (e.g. '--max-old-space-size=100'). Databases it creates are dropped.
import { parseArgs } from 'node:util';
import { createAppEnv } from './lib/app-env';
import { type ChildServer, startChildServer } from './lib/child-server';
import {
  type AppExportRun,
  type ExportRun,
  exportThroughApp,
  exportThroughCopy,
} from './lib/export-measure';
import { adminToken, seededDatabase } from './lib/lead-databases';
import { type CapturedQuery, captureListQuery, diagnose } from './lib/list-queries';
import { interleave, medianRoundRatio, runLoad, summarise } from './lib/load';
import { describeMachine, machineLine, saveResults } from './lib/machine';
import { dropDatabase, postgresVersion } from './lib/postgres';
import {
  type ExportResult,
  type LeadsResults,
  type ListResult,
  printExportResults,
  printListResults,
  recordLeadsReport,
} from './lib/leads-report';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    rows: { type: 'string' },
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    record: { type: 'boolean', default: false },
    /** Keep the seeded databases, and reuse them on the next run (for working on the bench). */
    keep: { type: 'boolean', default: false },
    'skip-list': { type: 'boolean', default: false },
    'skip-export': { type: 'boolean', default: false },
  },
});
const quick = args.quick;
const ROWS = Number(args.rows ?? (quick ? 100_000 : 1_000_000));
const SECONDS = Number(args.seconds ?? (quick ? 2 : 8));
const ROUNDS = Number(args.rounds ?? (quick ? 3 : 4));
const WARM_UP_SECONDS = quick ? 1 : 3;
const EXPORT_ROUNDS = 2;
const TARGETS = { ratio: 2, p99Ms: 150, exportGrowthMb: 100 };
/** Extra node flags for the app's process, e.g. `--max-old-space-size=100` to test a heap cap. */
const APP_NODE_ARGS = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);

const LIST_CASES = [
  { name: 'page-1', label: 'page 1 + total', query: { page: '1', per_page: '15' } },
  { name: 'search', label: 'search=murphy', query: { search: 'murphy' } },
  { name: 'deep-page', label: 'page 2000 (per_page 15)', query: { page: '2000', per_page: '15' } },
] as const;
type CaseName = (typeof LIST_CASES)[number]['name'];
const SIDES = ['app', 'raw'] as const;

const log = (line = '') => console.log(line);
const mb = (bytes: number) => bytes / 1_048_576;

/** Both servers must answer each case alike, or the comparison means nothing. */
async function checkSameAnswers(app: ChildServer, raw: ChildServer, token: string) {
  for (const { name, query } of LIST_CASES) {
    const appPage = (await (
      await fetch(`${app.url}/api/bus-quote/paginated?${new URLSearchParams(query)}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { total: number; data: { id: number }[] };
    const rawPage = (await (await fetch(`${raw.url}/list/${name}`)).json()) as {
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

async function benchList(url: string, userId: number, token: string): Promise<ListResult[]> {
  const queries = {} as Record<CaseName, CapturedQuery[]>;
  for (const { name, query } of LIST_CASES)
    queries[name] = await captureListQuery(url, query, userId);
  const appEnv = createAppEnv(url);
  const app = await startChildServer('app-server.ts', appEnv.env, APP_NODE_ARGS);
  const raw = await startChildServer('raw-server.ts', {
    BENCH_RAW_DATABASE_URL: url,
    BENCH_RAW_QUERIES: JSON.stringify(queries),
  });
  try {
    await checkSameAnswers(app, raw, token);
    const load = (side: (typeof SIDES)[number], name: CaseName, seconds: number) => {
      const query = LIST_CASES.find((c) => c.name === name)!.query;
      return side === 'app'
        ? runLoad({
            url: `${app.url}/api/bus-quote/paginated?${new URLSearchParams(query)}`,
            headers: { authorization: `Bearer ${token}` },
            seconds,
          })
        : runLoad({ url: `${raw.url}/list/${name}`, seconds });
    };
    log(`\nWarm-up: ${WARM_UP_SECONDS} s per case and side`);
    for (const { name } of LIST_CASES)
      for (const side of SIDES) await load(side, name, WARM_UP_SECONDS);
    const results: ListResult[] = [];
    for (const { name, label } of LIST_CASES) {
      log(`Measuring ${label}: ${ROUNDS} rounds × ${SECONDS} s per side, interleaved`);
      const runs = await interleave(SIDES, ROUNDS, (side) => load(side, name, SECONDS));
      const [appSummary, rawSummary] = [summarise(runs.app), summarise(runs.raw)];
      results.push({
        name,
        label,
        sql: queries[name],
        app: appSummary,
        raw: rawSummary,
        ratios: {
          p50: medianRoundRatio(runs.app, runs.raw, 'p50'),
          p99: appSummary.p99 / rawSummary.p99,
          throughput: medianRoundRatio(runs.app, runs.raw, 'throughput'),
        },
        diagnosis: await diagnose(url, queries[name]),
      });
    }
    return results;
  } finally {
    await Promise.all([app.stop(), raw.stop()]);
    appEnv.cleanup();
  }
}

/** Exports from a fresh server per database size, so one size's heap does not flatter the other. */
async function benchExport(url: string, rows: number, token: string): Promise<ExportResult> {
  const appEnv = createAppEnv(url);
  const app = await startChildServer('app-server.ts', appEnv.env, APP_NODE_ARGS);
  try {
    // Warm-up: load the route and the CSV code without a large export growing the heap first.
    await fetch(`${app.url}/api/bus-quote/export/csv?ids=1,2,3`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((response) => response.arrayBuffer());
    const exportOnce = async (side: 'app' | 'copy'): Promise<ExportRun | AppExportRun> => {
      const label = `  ${rows.toLocaleString('en-IE')} rows, ${side}:`;
      if (side === 'copy') {
        const run = await exportThroughCopy(url);
        log(`${label} ${run.seconds.toFixed(2)} s`);
        return run;
      }
      const run = await exportThroughApp(app, token);
      log(`${label} ${run.seconds.toFixed(2)} s, RSS +${mb(run.peakGrowthBytes).toFixed(1)} MB`);
      return run;
    };
    const runs = await interleave(['app', 'copy'] as const, EXPORT_ROUNDS, exportOnce);
    const appRuns = runs.app as AppExportRun[];
    const copyRuns = runs.copy;
    if (appRuns.some((run) => run.rows !== copyRuns[0]!.rows))
      throw new Error('the app and COPY exported different row counts');
    // Best of the runs for times: other work on the machine only ever adds time.
    const appSeconds = Math.min(...appRuns.map((run) => run.seconds));
    const copySeconds = Math.min(...copyRuns.map((run) => run.seconds));
    return {
      rows,
      exportedRows: copyRuns[0]!.rows,
      app: appRuns,
      copy: copyRuns,
      appSeconds,
      copySeconds,
      ratio: appSeconds / copySeconds,
      peakGrowthMb: Math.max(...appRuns.map((run) => mb(run.peakGrowthBytes))),
      rssBeforeMb: mb(appRuns[0]!.rssBeforeBytes),
    };
  } finally {
    await app.stop();
    appEnv.cleanup();
  }
}

async function main() {
  const date = new Date();
  const machine = describeMachine(await postgresVersion());
  const argv = process.argv.slice(2).join(' ');
  const command =
    (APP_NODE_ARGS.length > 0 ? `BENCH_APP_NODE_ARGS='${APP_NODE_ARGS.join(' ')}' ` : '') +
    `npm run bench:leads${argv ? ` -- ${argv}` : ''}`;
  log(`${command}\n${machineLine(machine)}\n`);
  const created: string[] = [];
  const large = await seededDatabase(ROWS, args.keep, log);
  created.push(large.name);
  try {
    const { id: adminId, token } = await adminToken(large.url);
    let list: ListResult[] = [];
    if (!args['skip-list']) {
      log('\nList (GET /api/bus-quote/paginated) vs the same SQL through bare node:http + pg');
      list = await benchList(large.url, adminId, token);
      printListResults(list, TARGETS);
    }

    let exports: ExportResult[] = [];
    if (!args['skip-export']) {
      log('\nCSV export (GET /api/bus-quote/export/csv) vs COPY … TO STDOUT');
      const small = await seededDatabase(Math.round(ROWS / 10), args.keep, log);
      created.push(small.name);
      const smallToken = (await adminToken(small.url)).token;
      exports = [
        await benchExport(small.url, Math.round(ROWS / 10), smallToken),
        await benchExport(large.url, ROWS, token),
      ];
      printExportResults(exports);
    }

    const results: LeadsResults = {
      date: date.toISOString(),
      command,
      machine,
      settings: {
        rows: ROWS,
        seconds: SECONDS,
        rounds: ROUNDS,
        warmUpSeconds: WARM_UP_SECONDS,
        exportRounds: EXPORT_ROUNDS,
        seedSeconds: large.seedSeconds,
        appNodeArgs: APP_NODE_ARGS,
      },
      targets: TARGETS,
      list,
      exports,
    };
    const file = saveResults(
      `leads${quick ? '-quick' : ''}${APP_NODE_ARGS.length > 0 ? '-app-node-args' : ''}`,
      date,
      results,
    );
    log(`\nRaw results: ${file}`);
    if (args.record) await recordLeadsReport(results);
  } finally {
    if (!args.keep) for (const name of created) await dropDatabase(name);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
