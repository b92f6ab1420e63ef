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
import { appPgliteDir } from './lib/bench-database';
import { copyMigratedPglite } from './lib/pglite-template';
import { startAppAndReference } from './lib/child-server';
import { seededDatabase } from './lib/lead-databases';
import { benchExport, startExportServer } from './lib/leads-export';
import { benchList } from './lib/leads-list';
import { describeMachine, machineLine, saveResults } from './lib/machine';
import { benchCommand, loadBenchOptions, resultsName } from './lib/options';
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
const TARGETS = { ratio: 1.5, p99Ms: 100, exportGrowthMb: 100, exportRatio: 2 };
/** Extra node flags for the app's process, e.g. `--max-old-space-size=100` to test a heap cap. */
const APP_NODE_ARGS = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
const LIST_SETTINGS = {
  rows: ROWS,
  seconds: SECONDS,
  rounds: ROUNDS,
  warmUpSeconds: WARM_UP_SECONDS,
};

const log = (line = '') => console.log(line);

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
        list = await benchList({
          ...LIST_SETTINGS,
          target: { url: large.url },
          startServers: (queries) =>
            startAppAndReference(
              appEnv.env,
              { BENCH_RAW_DATABASE_URL: large.url, BENCH_RAW_QUERIES: JSON.stringify(queries) },
              APP_NODE_ARGS,
            ),
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
        startExportServer(small.url, Math.round(ROWS / 10), APP_NODE_ARGS),
        startExportServer(large.url, ROWS, APP_NODE_ARGS),
      ]);
      try {
        for (const server of servers) exports.push(await benchExport(server, EXPORT_ROUNDS));
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
      list = await benchList({
        ...LIST_SETTINGS,
        target: { pgliteDir: appPgliteDir(appEnv.dataDir) },
        startServers: (queries) => {
          cpSync(appPgliteDir(appEnv.dataDir), rawDir, { recursive: true });
          log('Reference: bare node:http + PGlite on a byte-identical copy of the seeded folder');
          return startAppAndReference(
            appEnv.env,
            { BENCH_RAW_PGLITE_DIR: rawDir, BENCH_RAW_QUERIES: JSON.stringify(queries) },
            APP_NODE_ARGS,
          );
        },
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
  const command =
    (APP_NODE_ARGS.length > 0 ? `BENCH_APP_NODE_ARGS='${APP_NODE_ARGS.join(' ')}' ` : '') +
    benchCommand('bench:leads');
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
    const name = resultsName('leads', args);
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
