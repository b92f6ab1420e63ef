// `npm run bench:quote [-- --quick] [-- --pglite] [-- --record]`: POST /api/bus-quote through the
// whole app (validation, idempotency key, lead + event + job in one transaction; rate limit off)
// against a bare node:http server doing one INSERT of the same lead with the driver, interleaved,
// after a warm-up, one connection, every body different (seeded) with a fresh Idempotency-Key.
// Two diagnostic sides tell the framework's cost from the transaction's: "raw-tx" runs the app's
// transaction by hand (BEGIN, 3 INSERTs, COMMIT), "raw-cte" the same three inserts as one
// statement (full mode only: --quick runs the app and the reference alone, 3 rounds of 1 s).
// Afterwards every 201 must have its row (and job), and no row may lack a request.
// Targets: app ≥ 70% of the INSERT's throughput, p99 ≤ 2×, zero errors.
// On PostgreSQL by default; --pglite runs the app on PGlite (temporary DATA_DIR) and the
// reference on its own folder (one process per PGlite folder), both copies of an empty migrated
// database (bench/lib/pglite-template.ts).
// --record saves the raw figures to bench/results/ and appends the table to docs/performance.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { createAppEnv } from './lib/app-env';
import { appPgliteDir, openBenchDatabase } from './lib/bench-database';
import { copyMigratedPglite } from './lib/pglite-template';
import { type ChildServer, startAppAndReference } from './lib/child-server';
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
} = loadBenchOptions({ full: { seconds: 3, rounds: 10 }, quick: { seconds: 1, rounds: 3 } }, {});
const TARGETS = { throughputShare: 0.7, p99Ratio: 2 };
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

/** A request generator: a different valid lead and a fresh Idempotency-Key on every request. */
function quoteRequests(side: QuoteSide, ledger: Ledger) {
  const random = createRandom(QUOTE_SIDES.indexOf(side) * 7_919 + 1);
  let inFlight = '';
  return [
    {
      setupRequest: () => {
        inFlight = `${side}.${process.pid}.${ledger.sent.size + 1}`;
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
      // One connection, no pipelining: the response is always to the last request built.
      onResponse: (status: number) => {
        if (status === 201) ledger.acknowledged.add(inFlight);
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
  if (args.pglite) {
    const appEnv = createAppEnv();
    const rawDir = mkdtempSync(join(tmpdir(), 'coachhire-bench-raw-'));
    // Both servers start on a copy of the same empty, migrated database.
    await copyMigratedPglite(appPgliteDir(appEnv.dataDir), log);
    await copyMigratedPglite(rawDir, log);
    const { app, raw } = await startAppAndReference(appEnv.env, { BENCH_RAW_PGLITE_DIR: rawDir });
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
  const url = await createDatabase('bench_quote');
  const appEnv = createAppEnv(url);
  // Migrated here first, so the reference's INSERT has its tables and both servers start at once.
  await (await openDatabase({ databaseUrl: url, dataDir: appEnv.dataDir })).close();
  const { app, raw } = await startAppAndReference(appEnv.env, { BENCH_RAW_DATABASE_URL: url });
  return {
    database: await postgresVersion(),
    app,
    raw,
    stop: async () => {
      await Promise.all([app.stop(), raw.stop()]);
      appEnv.cleanup();
    },
    verify: async () => {
      const store = await openBenchDatabase({ url });
      try {
        return await storedByAll(store.query);
      } finally {
        await store.close();
        await dropDatabase('bench_quote');
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
  const load = (side: QuoteSide, seconds: number) =>
    runLoad({
      url: side === 'app' ? servers.app.url : servers.raw.url,
      requests: generators[side],
      seconds,
    });
  let runs: Partial<Record<QuoteSide, LoadRun[]>>;
  try {
    log(`Warm-up: ${WARM_UP_SECONDS} s per side`);
    for (const side of SIDES) await load(side, WARM_UP_SECONDS);
    log(`Measuring: ${ROUNDS} rounds × ${SECONDS} s per side, interleaved`);
    runs = await interleave(SIDES, ROUNDS, (side) => load(side, SECONDS));
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
    settings: { seconds: SECONDS, rounds: ROUNDS, warmUpSeconds: WARM_UP_SECONDS },
    targets: TARGETS,
    sides: [...SIDES],
    summaries,
    ratios: {
      throughput: medianRoundRatio(app, raw, 'throughput'),
      pooledThroughput: summaries.app.throughput / summaries.raw.throughput,
      p50: medianRoundRatio(app, raw, 'p50'),
      p99: summaries.app.p99 / summaries.raw.p99,
      throughputVsTransaction: versus(runs['raw-tx']),
      throughputVsSingleStatement: versus(runs['raw-cte']),
    },
    integrity: Object.fromEntries(
      SIDES.map((side) => [side, checkIntegrity(side, ledgers[side], stored[side], ROUNDS + 1)]),
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
