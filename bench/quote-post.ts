// `npm run bench:quote [-- --quick] [-- --pglite] [-- --record] [-- --connections N] [-- --jobs-off]`:
// POST /api/bus-quote through the whole app (validation, idempotency key, lead + event + job in
// one statement; rate limit off; its job worker on, as in production) against a bare node:http
// server doing one INSERT of the same row into a table migrated the same way, with the driver,
// interleaved, after a warm-up, 10 connections, every body different (seeded) with a fresh
// Idempotency-Key. After each app round (a burst) the bench times how long the worker takes to
// finish the burst's jobs ('lead.created', then 'lead.match'), before the next side runs.
// Two diagnostic sides tell the framework's cost from the transaction's: "raw-tx" runs the app's
// transaction by hand (BEGIN, 3 INSERTs, COMMIT), "raw-cte" the same three inserts as one
// statement (full mode only: --quick runs the app and the reference alone, 3 rounds of 1 s).
// Afterwards every 201 must have its row (and job), and no row may lack a request.
// Targets (issue #19): app ≥ 50% of the INSERT's throughput on PGlite, ≥ 90% on PostgreSQL,
// p99 ≤ 2×, zero errors, every job of a burst done within 10 s of its end.
// On PostgreSQL by default, the app and the reference each on a database of its own on the same
// server; --pglite runs the app on PGlite (temporary DATA_DIR) and the reference on its own
// folder, both copies of an empty migrated database (bench/lib/pglite-template.ts). The app runs
// with the Node.js flags `npm start` gives it; --cpu-prof-dir DIR profiles its process.
// --record saves the raw figures to bench/results/ and appends the table to docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { createAppEnv } from './lib/app-env';
import { appPgliteDir, openBenchDatabase } from './lib/bench-database';
import { copyMigratedPglite } from './lib/pglite-template';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';
import { type ChildServer, startAppAndReference } from './lib/child-server';
import { countCpuOfCommand, cpuSeconds } from './lib/process-tree';
import { timeDrain } from './lib/quote-drain';
import { makeQuoteRequest } from './lib/irish-data';
import { interleave, type LoadRun, medianRoundRatio, runLoad, summarise } from './lib/load';
import { describeMachine, machineLine, saveResults } from './lib/machine';
import { benchCommand, loadBenchOptions, resultsName } from './lib/options';
import { createDatabase, dropDatabase, postgresVersion } from './lib/postgres';
import { createRandom } from './lib/prng';
import { type Ledger, type Stored, checkIntegrity, storedByAll } from './lib/quote-integrity';
import {
  MEASURED_SIDES,
  QUOTE_SIDES,
  type QuoteResults,
  type QuoteSide,
  printQuoteResults,
  recordQuoteReport,
} from './lib/quote-report';

const {
  args,
  seconds: SECONDS,
  rounds: ROUNDS,
  warmUpSeconds: WARM_UP_SECONDS,
} = loadBenchOptions(
  { full: { seconds: 10, rounds: 4 }, quick: { seconds: 2, rounds: 2 } },
  {
    connections: { type: 'string', default: '10' },
    /** The app without its job worker (JOB_POLL_MS 0), as this benchmark ran before issue #19. */
    'jobs-off': { type: 'boolean', default: false },
    /** A folder for a CPU profile of the app's process (`node --cpu-prof`), to look inside a run. */
    'cpu-prof-dir': { type: 'string' },
  },
);
const CONNECTIONS = Math.max(1, Math.round(Number(args.connections)));
const WORKER_ON = !args['jobs-off'];
/** The app runs with the Node.js flags `npm start` gives it (decision 051). */
const APP_NODE_ARGS = [
  ...SERVER_NODE_FLAGS,
  ...(args['cpu-prof-dir'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof-dir']}`] : []),
];
const TARGETS = { throughputShare: args.pglite ? 0.5 : 0.9, p99Ratio: 2, drainMs: 10_000 };
/** --quick leaves out the diagnostic sides: only the app and its reference. */
const SIDES: readonly QuoteSide[] = args.quick ? MEASURED_SIDES : QUOTE_SIDES;
const PATHS: Record<QuoteSide, string> = {
  app: '/api/bus-quote',
  raw: '/quote',
  'raw-tx': '/quote-tx',
  'raw-cte': '/quote-cte',
};
const DAY_MS = 86_400_000;

const log = (line = '') => console.log(line);

/**
 * Starts counting the CPU seconds of a server's process and of PostgreSQL's (null on PGlite,
 * which runs inside the server's process); the function returned gives them since.
 */
function countCpu(server: ChildServer): () => { server: number; database: number | null } {
  const database = args.pglite ? null : countCpuOfCommand('postgres');
  const serverBefore = cpuSeconds(server.pid);
  return () => ({ server: cpuSeconds(server.pid) - serverBefore, database: database?.() ?? null });
}

/** CPU seconds each process spent on a side's measured rounds, and the responses they served. */
type CpuTally = { server: number; database: number; loadGenerator: number; responses: number };
const cpuMicroseconds = (usage: NodeJS.CpuUsage) => usage.user + usage.system;

/**
 * A request generator: a different valid lead and a fresh Idempotency-Key on every request. Each
 * connection has its own context (no pipelining: a response answers the connection's last request).
 */
function quoteRequests(side: QuoteSide, ledger: Ledger) {
  const random = createRandom(QUOTE_SIDES.indexOf(side) * 7_919 + 1);
  return [
    {
      setupRequest: (_request: unknown, context: Record<string, unknown>) => {
        const inFlight = `${side}.${process.pid}.${ledger.sent.size + 1}`;
        context.key = inFlight;
        ledger.sent.add(inFlight);
        // Travel from tomorrow (Irish time) up to 700 days ahead: inside the app's 2-year window.
        const body = {
          ...makeQuoteRequest(random, Date.now() + DAY_MS, 700),
          form_elapsed_ms: random.int(45_000, 600_000),
        };
        return {
          method: 'POST',
          path: PATHS[side],
          headers: { 'content-type': 'application/json', 'idempotency-key': inFlight },
          body: JSON.stringify(body),
        };
      },
      onResponse: (status: number, _body: string, context: Record<string, unknown>) => {
        if (status === 201) ledger.acknowledged.add(context.key as string);
      },
    },
  ];
}

/** Starts both servers on the chosen database; `stores` reads what they stored, after they stop. */
async function startServers(): Promise<{
  database: string;
  app: ChildServer;
  raw: ChildServer;
  stop: () => Promise<void>;
  verify: () => Promise<Record<QuoteSide, Stored>>;
}> {
  const appSettings: Record<string, string> = WORKER_ON ? { JOB_POLL_MS: '1000' } : {};
  if (args.pglite) {
    const appEnv = createAppEnv(undefined, appSettings);
    const rawDir = mkdtempSync(join(tmpdir(), 'coachhire-bench-raw-'));
    // Both servers start on a copy of the same empty, migrated database.
    await copyMigratedPglite(appPgliteDir(appEnv.dataDir), log);
    await copyMigratedPglite(rawDir, log);
    const { app, raw } = await startAppAndReference(
      appEnv.env,
      { BENCH_RAW_PGLITE_DIR: rawDir },
      APP_NODE_ARGS,
    );
    const stop = async () => {
      await Promise.all([app.stop(), raw.stop()]);
    };
    return {
      database: 'PGlite (embedded)',
      app,
      raw,
      stop,
      verify: async () => {
        // Only now, with both servers stopped: one process per PGlite folder.
        const [appStore, rawStore] = await Promise.all([
          openBenchDatabase({ pgliteDir: appPgliteDir(appEnv.dataDir) }),
          openBenchDatabase({ pgliteDir: rawDir }),
        ]);
        const fromApp = await storedByAll(appStore.query);
        const fromRaw = await storedByAll(rawStore.query);
        await Promise.all([appStore.close(), rawStore.close()]);
        appEnv.cleanup();
        rmSync(rawDir, { recursive: true, force: true });
        return { ...fromRaw, app: fromApp.app };
      },
    };
  }
  // Named per run: another checkout may be running this benchmark on the same server. The
  // reference has a database of its own, as on PGlite: its rows' 'lead.created' jobs would
  // otherwise be run by the app's worker, during the reference's rounds and after the app's.
  const name = `bench_quote_${process.pid}`;
  const rawName = `${name}_raw`;
  const [url, rawUrl] = await Promise.all([createDatabase(name), createDatabase(rawName)]);
  const appEnv = createAppEnv(url, appSettings);
  // Migrated here first, so the reference's INSERT has its tables and both servers start at once.
  for (const migrated of [url, rawUrl])
    await (await openDatabase({ databaseUrl: migrated, dataDir: appEnv.dataDir })).close();
  const { app, raw } = await startAppAndReference(
    appEnv.env,
    { BENCH_RAW_DATABASE_URL: rawUrl },
    APP_NODE_ARGS,
  );
  return {
    database: await postgresVersion(),
    app,
    raw,
    stop: async () => {
      await Promise.all([app.stop(), raw.stop()]);
      appEnv.cleanup();
    },
    verify: async () => {
      const [appStore, rawStore] = await Promise.all([
        openBenchDatabase({ url }),
        openBenchDatabase({ url: rawUrl }),
      ]);
      try {
        const fromApp = await storedByAll(appStore.query);
        const fromRaw = await storedByAll(rawStore.query);
        return { ...fromRaw, app: fromApp.app };
      } finally {
        await Promise.all([appStore.close(), rawStore.close()]);
        await Promise.all([dropDatabase(name), dropDatabase(rawName)]);
      }
    },
  };
}

async function main() {
  const date = new Date();
  const command = benchCommand('bench:quote');
  const servers = await startServers();
  const machine = describeMachine(servers.database);
  log(`${command}\n${machineLine(machine)}\n`);
  const ledgers = Object.fromEntries(
    SIDES.map((side) => [side, { sent: new Set<string>(), acknowledged: new Set<string>() }]),
  ) as Record<QuoteSide, Ledger>;
  const generators = Object.fromEntries(
    SIDES.map((side) => [side, quoteRequests(side, ledgers[side])]),
  ) as Record<QuoteSide, ReturnType<typeof quoteRequests>>;
  const drains: QuoteResults['drains'] = [];
  const cpu = Object.fromEntries(
    SIDES.map((side) => [side, { server: 0, database: 0, loadGenerator: 0, responses: 0 }]),
  ) as Record<QuoteSide, CpuTally>;
  /** One burst; after the app's, the worker finishes its jobs before any other side runs. */
  const load = async (side: QuoteSide, seconds: number, measured = true) => {
    const server = side === 'app' ? servers.app : servers.raw;
    // Whose CPU each response cost: the server's, PostgreSQL's and this process's (the load's).
    const burstCpu = countCpu(server);
    const loadStarted = process.cpuUsage();
    const run = await runLoad({
      url: server.url,
      requests: generators[side],
      seconds,
      connections: CONNECTIONS,
    });
    if (measured) {
      const tally = cpu[side];
      tally.loadGenerator += cpuMicroseconds(process.cpuUsage(loadStarted)) / 1e6;
      const used = burstCpu();
      tally.server += used.server;
      tally.database += used.database ?? 0;
      tally.responses += run.responses;
    }
    if (side === 'app' && WORKER_ON) {
      const drainCpu = countCpu(server);
      const drained = await timeDrain(servers.app);
      const used = drainCpu();
      const drain = {
        ...drained,
        serverCpuSeconds: used.server,
        databaseCpuSeconds: used.database,
      };
      if (measured) drains.push(drain);
      const database =
        drain.databaseCpuSeconds === null
          ? ''
          : `, PostgreSQL ${drain.databaseCpuSeconds.toFixed(1)} s`;
      log(
        `  app burst: ${drain.backlog} jobs left, done ${(drain.ms / 1000).toFixed(1)} s later ` +
          `(CPU: server ${drain.serverCpuSeconds.toFixed(1)} s${database})`,
      );
    }
    return run;
  };
  let runs: Partial<Record<QuoteSide, LoadRun[]>>;
  try {
    log(`Warm-up: ${WARM_UP_SECONDS} s per side`);
    for (const side of SIDES) await load(side, WARM_UP_SECONDS, false);
    log(`Measuring: ${ROUNDS} rounds × ${SECONDS} s per side, interleaved`);
    runs = await interleave(SIDES, ROUNDS, (side) => load(side, SECONDS));
    if (WORKER_ON) {
      // Requests cut off by a round's end may still be running and adding jobs: let them land.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await timeDrain(servers.app);
    }
  } finally {
    await servers.stop();
  }
  const stored = await servers.verify();
  const [app, raw] = [runs.app!, runs.raw!];
  const summaries = Object.fromEntries(
    SIDES.map((side) => [side, summarise(runs[side]!)]),
  ) as QuoteResults['summaries'];
  const versus = (diagnostic: LoadRun[] | undefined) =>
    diagnostic ? medianRoundRatio(app, diagnostic, 'throughput') : null;
  const results: QuoteResults = {
    date: date.toISOString(),
    command,
    machine,
    settings: {
      seconds: SECONDS,
      rounds: ROUNDS,
      warmUpSeconds: WARM_UP_SECONDS,
      connections: CONNECTIONS,
      workerOn: WORKER_ON,
    },
    targets: TARGETS,
    drains,
    sides: [...SIDES],
    summaries,
    cpu: Object.fromEntries(
      SIDES.map((side) => {
        const { server, database, loadGenerator, responses } = cpu[side];
        const perResponse = (secondsUsed: number) => (secondsUsed / responses) * 1e6;
        return [
          side,
          {
            server: perResponse(server),
            database: args.pglite ? null : perResponse(database),
            loadGenerator: perResponse(loadGenerator),
          },
        ];
      }),
    ) as QuoteResults['cpu'],
    ratios: {
      throughput: medianRoundRatio(app, raw, 'throughput'),
      pooledThroughput: summaries.app.throughput / summaries.raw.throughput,
      p50: medianRoundRatio(app, raw, 'p50'),
      p99: summaries.app.p99 / summaries.raw.p99,
      throughputVsTransaction: versus(runs['raw-tx']),
      throughputVsSingleStatement: versus(runs['raw-cte']),
    },
    integrity: Object.fromEntries(
      SIDES.map((side) => [
        side,
        checkIntegrity(
          side,
          ledgers[side],
          stored[side],
          (ROUNDS + 1) * CONNECTIONS,
          side === 'app' && WORKER_ON,
        ),
      ]),
    ) as QuoteResults['integrity'],
  };
  printQuoteResults(results);
  if (args.record) {
    const file = saveResults(resultsName('quote-post', args), date, results);
    log(`\nRaw results: ${file}`);
    await recordQuoteReport(results);
  }
  if (SIDES.some((side) => !results.integrity[side]?.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
