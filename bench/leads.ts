// `npm run bench:leads [-- --quick] [-- --pglite] [-- --record]`: the staff lead list and CSV
// export on a seeded database, each measured against the same SQL run by a bare node:http server
// in the same run, interleaved, after a warm-up.
//   list: GET /api/bus-quote/paginated — page 1 with its total, search=murphy, page 2000 (an
//         offset of 30,000; a smaller database gets a page near its end instead)
//   export: GET /api/bus-quote/export/csv vs COPY … TO STDOUT, and the server's peak RSS growth
//           during an export at a tenth of the rows and at all of them (server in a child process)
// On PostgreSQL: 1,000,000 leads (--quick: 20,000), the reference through pg. --pglite: the
// list only, on the app's embedded PGlite with 100,000 leads (--quick: 20,000; PGlite seeds in
// WebAssembly on one thread, a few times slower than PostgreSQL). PGlite is single-process and
// the sides must run interleaved, so the seeded folder is copied byte for byte once closed: the
// app opens one copy, the reference (bare node:http + PGlite, in its own process) the other.
// Targets: list/search within 2× of the raw SQL and p99 under 150 ms; export peak memory growth
// under 100 MB and about the same at both sizes. --record saves the raw figures to bench/results/
// and appends the tables to docs/performance.md.
// Options: --rows/--seconds/--rounds override the defaults; --keep keeps (and reuses) the seeded
// bench_leads_<rows> PostgreSQL databases; --skip-list/--skip-export; BENCH_APP_NODE_ARGS passes
// node flags to the app's process (e.g. '--max-old-space-size=100'). Databases it creates are dropped.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedLeads } from './seed-leads';
import { createAppEnv } from './lib/app-env';
import { appPgliteDir, type BenchTarget, openBenchDatabase } from './lib/bench-database';
import { copyMigratedPglite } from './lib/pglite-template';
import { type ChildServer, startChildServer } from './lib/child-server';
import {
  type AppExportRun,
  type ExportRun,
  exportThroughApp,
  exportThroughCopy,
} from './lib/export-measure';
import { adminToken, seededDatabase } from './lib/lead-databases';
import { type CapturedQuery, captureListQuery, diagnose } from './lib/list-queries';
import { interleave, type LoadRun, medianRoundRatio, runLoad, summarise } from './lib/load';
import { describeMachine, machineLine, saveResults } from './lib/machine';
import { loadBenchOptions } from './lib/options';
import { dropDatabase, postgresVersion } from './lib/postgres';
import {
  type ExportResult,
  type LeadsResults,
  type ListResult,
  printExportResults,
  printListResults,
  recordLeadsReport,
} from './lib/leads-report';

const {
  args,
  seconds: SECONDS,
  rounds: ROUNDS,
  warmUpSeconds: WARM_UP_SECONDS,
} = loadBenchOptions(
  { full: { seconds: 8, rounds: 4 }, quick: { seconds: 0.5, rounds: 2 } },
  {
    rows: { type: 'string' },
    /** Keep the seeded databases, and reuse them on the next run (for working on the bench). */
    keep: { type: 'boolean', default: false },
    'skip-list': { type: 'boolean', default: false },
    'skip-export': { type: 'boolean', default: false },
  },
);
const quick = args.quick;
const PGLITE = args.pglite;
const DEFAULT_ROWS = quick ? 20_000 : PGLITE ? 100_000 : 1_000_000;
const ROWS = Number(args.rows ?? DEFAULT_ROWS);
const EXPORT_ROUNDS = 2;
const TARGETS = { ratio: 2, p99Ms: 150, exportGrowthMb: 100 };
/** Extra node flags for the app's process, e.g. `--max-old-space-size=100` to test a heap cap. */
const APP_NODE_ARGS = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Page 2000, or one within the ~97% of leads that are not spam when there are fewer than 31,000. */
const DEEP_PAGE = Math.min(2000, Math.floor((ROWS * 0.9) / 15));
const LIST_CASES = [
  { name: 'page-1', label: 'page 1 + total', query: { page: '1', per_page: '15' } },
  { name: 'search', label: 'search=murphy', query: { search: 'murphy' } },
  {
    name: 'deep-page',
    label: `page ${DEEP_PAGE} (per_page 15)`,
    query: { page: String(DEEP_PAGE), per_page: '15' },
  },
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

type ListServers = { app: ChildServer; raw: ChildServer };
type Queries = Record<CaseName, CapturedQuery[]>;

/**
 * The list cases, app against reference. The exact statements are captured (and the admin's
 * token made) on `target` before `startServers` runs, and EXPLAIN ANALYZE runs after the servers
 * have stopped: a PGlite folder can only be open in one process at a time.
 */
async function benchList(
  target: BenchTarget,
  startServers: (queries: Queries) => Promise<ListServers>,
): Promise<ListResult[]> {
  const queries = {} as Queries;
  const db = await openBenchDatabase(target);
  let token: string;
  try {
    const admin = await adminToken(db);
    token = admin.token;
    for (const { name, query } of LIST_CASES)
      queries[name] = await captureListQuery(db, query, admin.id);
  } finally {
    await db.close();
  }
  const { app, raw } = await startServers(queries);
  const runs = {} as Record<CaseName, Record<(typeof SIDES)[number], LoadRun[]>>;
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
    for (const { name, label } of LIST_CASES) {
      log(`Measuring ${label}: ${ROUNDS} rounds × ${SECONDS} s per side, interleaved`);
      runs[name] = await interleave(SIDES, ROUNDS, (side) => load(side, name, SECONDS));
    }
  } finally {
    await Promise.all([app.stop(), raw.stop()]);
  }
  const explained = await openBenchDatabase(target);
  try {
    const results: ListResult[] = [];
    for (const { name, label } of LIST_CASES) {
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

type ExportServer = { url: string; rows: number; app: ChildServer; token: string };

/** A fresh server per database size, so one size's heap does not flatter the other. */
async function startExportServer(
  url: string,
  rows: number,
): Promise<ExportServer & { stop: () => Promise<void> }> {
  const db = await openBenchDatabase({ url });
  const { token } = await adminToken(db).finally(() => db.close());
  const appEnv = createAppEnv(url);
  const app = await startChildServer('app-server.ts', appEnv.env, APP_NODE_ARGS);
  return {
    url,
    rows,
    app,
    token,
    stop: async () => {
      await app.stop();
      appEnv.cleanup();
    },
  };
}

async function benchExport({ url, rows, app, token }: ExportServer): Promise<ExportResult> {
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
}

type Measured = Pick<LeadsResults, 'list' | 'exports'> & { seedSeconds: number | null };

/** The list and the export on PostgreSQL; the servers share one database server, as in production. */
async function benchPostgres(): Promise<Measured> {
  const created: string[] = [];
  const large = await seededDatabase(ROWS, args.keep, log);
  created.push(large.name);
  try {
    let list: ListResult[] = [];
    if (!args['skip-list']) {
      log('\nList (GET /api/bus-quote/paginated) vs the same SQL through bare node:http + pg');
      const appEnv = createAppEnv(large.url);
      try {
        list = await benchList({ url: large.url }, async (queries) => {
          const [app, raw] = await Promise.all([
            startChildServer('app-server.ts', appEnv.env, APP_NODE_ARGS),
            startChildServer('raw-server.ts', {
              BENCH_RAW_DATABASE_URL: large.url,
              BENCH_RAW_QUERIES: JSON.stringify(queries),
            }),
          ]);
          return { app, raw };
        });
      } finally {
        appEnv.cleanup();
      }
      printListResults(list, TARGETS);
    }

    const exports: ExportResult[] = [];
    if (!args['skip-export']) {
      log('\nCSV export (GET /api/bus-quote/export/csv) vs COPY … TO STDOUT');
      const small = await seededDatabase(Math.round(ROWS / 10), args.keep, log);
      created.push(small.name);
      // Started side by side; each then exports alone while the other waits idle.
      const servers = await Promise.all([
        startExportServer(small.url, Math.round(ROWS / 10)),
        startExportServer(large.url, ROWS),
      ]);
      try {
        for (const server of servers) exports.push(await benchExport(server));
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
      printExportResults(exports);
    }
    return { list, exports, seedSeconds: large.seedSeconds };
  } finally {
    if (!args.keep) for (const name of created) await dropDatabase(name);
  }
}

/**
 * The list on PGlite: seeded into the app's DATA_DIR, then copied for the reference (see the top
 * of this file). The export is measured on PostgreSQL only.
 */
async function benchPglite(): Promise<Measured> {
  const appEnv = createAppEnv();
  const rawDir = mkdtempSync(join(tmpdir(), 'coachhire-bench-raw-'));
  try {
    await copyMigratedPglite(appPgliteDir(appEnv.dataDir), log);
    log(`Seeding ${ROWS.toLocaleString('en-IE')} leads into the app's PGlite folder…`);
    const { seconds } = await seedLeads({ database: { dataDir: appEnv.dataDir }, rows: ROWS, log });
    let list: ListResult[] = [];
    if (!args['skip-list']) {
      log('\nList (GET /api/bus-quote/paginated) vs the same SQL through bare node:http + PGlite');
      list = await benchList({ pgliteDir: appPgliteDir(appEnv.dataDir) }, async (queries) => {
        cpSync(appPgliteDir(appEnv.dataDir), rawDir, { recursive: true });
        log('Reference: bare node:http + PGlite on a byte-identical copy of the seeded folder');
        const [app, raw] = await Promise.all([
          startChildServer('app-server.ts', appEnv.env, APP_NODE_ARGS),
          startChildServer('raw-server.ts', {
            BENCH_RAW_PGLITE_DIR: rawDir,
            BENCH_RAW_QUERIES: JSON.stringify(queries),
          }),
        ]);
        return { app, raw };
      });
      printListResults(list, TARGETS);
    }
    if (!args['skip-export'])
      log('\nCSV export: measured on PostgreSQL only (npm run bench:leads).');
    return { list, exports: [], seedSeconds: seconds };
  } finally {
    appEnv.cleanup();
    rmSync(rawDir, { recursive: true, force: true });
  }
}

async function main() {
  const date = new Date();
  const machine = describeMachine(PGLITE ? 'PGlite (embedded)' : await postgresVersion());
  const argv = process.argv.slice(2).join(' ');
  const command =
    (APP_NODE_ARGS.length > 0 ? `BENCH_APP_NODE_ARGS='${APP_NODE_ARGS.join(' ')}' ` : '') +
    `npm run bench:leads${argv ? ` -- ${argv}` : ''}`;
  log(`${command}\n${machineLine(machine)}\n`);
  const { list, exports, seedSeconds } = PGLITE ? await benchPglite() : await benchPostgres();
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
      seedSeconds,
      appNodeArgs: APP_NODE_ARGS,
      referenceOnCopy: PGLITE,
    },
    targets: TARGETS,
    list,
    exports,
  };
  if (args.record) {
    const name = `leads${PGLITE ? '-pglite' : ''}${quick ? '-quick' : ''}`;
    const file = saveResults(
      `${name}${APP_NODE_ARGS.length > 0 ? '-app-node-args' : ''}`,
      date,
      results,
    );
    log(`\nRaw results: ${file}`);
    await recordLeadsReport(results);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
