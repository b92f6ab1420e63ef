import { type Summary, f1, ratio } from './load';
import type { Drain } from './quote-drain';
import { type Machine, appendPerformanceSection, markdownTable } from './machine';

export const QUOTE_SIDES = ['app', 'raw', 'raw-tx', 'raw-cte'] as const;
export type QuoteSide = (typeof QUOTE_SIDES)[number];
/** The app and its reference; the diagnostic sides (raw-tx, raw-cte) are left out of quick runs. */
export const MEASURED_SIDES = ['app', 'raw'] as const;

export type Integrity = {
  /** 201s received (warm-up included). */
  acknowledged: number;
  /** Leads stored under the side's idempotency keys. */
  stored: number;
  jobs: number;
  /** 201s whose lead is not stored: must be 0. */
  missing: number;
  /** Stored leads whose key was never sent: must be 0. */
  unexpected: number;
  /** Stored leads whose response was not read because a timed run ended first (≤ 1 per run and connection). */
  cutOff: number;
  /** With the worker on: jobs of these leads due by the end and not done (must be 0). */
  unfinished: number;
  ok: boolean;
};

/** CPU seconds used while a burst's jobs drained (absent from results recorded before). */
export type DrainCpu = { serverCpuSeconds?: number; databaseCpuSeconds?: number | null };

export type CpuPerResponse = { server: number; database: number | null; loadGenerator: number };

export type QuoteResults = {
  date: string;
  command: string;
  machine: Machine;
  settings: {
    seconds: number;
    rounds: number;
    warmUpSeconds: number;
    connections: number;
    /** The app's job worker ran (JOB_POLL_MS 1000), as in production; off with --jobs-off. */
    workerOn: boolean;
  };
  targets: { throughputShare: number; p99Ratio: number; drainMs: number };
  /** After each measured app round: the jobs left and how long the worker took to finish them. */
  drains: Array<Drain & DrainCpu>;
  sides: QuoteSide[];
  summaries: Record<(typeof MEASURED_SIDES)[number], Summary> & Partial<Record<QuoteSide, Summary>>;
  /**
   * CPU time per response, in µs, over the measured rounds: the server's process, the database
   * server's processes (null on PGlite, which runs inside the server's) and the load generator.
   * Absent from results recorded before it was measured.
   */
  cpu?: Partial<Record<QuoteSide, CpuPerResponse>>;
  /** app ÷ reference; throughput and p50 as the median of per-round ratios, p99 pooled. */
  ratios: {
    throughput: number;
    pooledThroughput: number;
    p50: number;
    p99: number;
    /** Against raw-tx and raw-cte; null when they were not run. */
    throughputVsTransaction: number | null;
    throughputVsSingleStatement: number | null;
  };
  /** What the database holds afterwards, checked against the keys sent and answered 201. */
  integrity: Partial<Record<QuoteSide, Integrity>>;
};

export function quoteVerdicts(results: QuoteResults) {
  const { ratios, targets, summaries } = results;
  const errors = summaries.app.errors + summaries.app.non2xx;
  return {
    throughput: ratios.throughput >= targets.throughputShare,
    p99: ratios.p99 <= targets.p99Ratio,
    errors: errors === 0,
    stored: results.sides.every((side) => results.integrity[side]?.ok),
    drain: !results.settings.workerOn || Math.max(...drainTimes(results)) <= targets.drainMs,
  };
}

const drainTimes = (results: QuoteResults) => results.drains.map((drain) => drain.ms);
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'gave up');

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const range = (values: number[]) =>
  `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)} s`;

/** The CPU the drains used, by process, when it was measured. */
function drainCpu(drains: QuoteResults['drains']): string {
  const server = drains.flatMap((drain) => drain.serverCpuSeconds ?? []);
  if (server.length === 0) return '';
  const database = drains.flatMap((drain) => drain.databaseCpuSeconds ?? []);
  return (
    ` with the server's process using ${range(server)} of CPU` +
    (database.length ? ` and PostgreSQL's ${range(database)}` : '')
  );
}

/** The worker's line: jobs left at the end of each burst and the time to finish them. */
function drainLine(results: QuoteResults): string {
  if (!results.settings.workerOn) return '- job worker: off (`--jobs-off`)';
  const times = drainTimes(results);
  const backlogs = results.drains.map((drain) => drain.backlog);
  return (
    `- jobs after each app round: ${Math.min(...backlogs)}–${Math.max(...backlogs)} left, ` +
    `done in ${seconds(medianOf(times))} (median), ${seconds(Math.max(...times))} (slowest)` +
    drainCpu(results.drains) +
    `; target ≤ ${seconds(results.targets.drainMs)}`
  );
}

const DESCRIPTIONS: Record<QuoteSide, string> = {
  app: 'the app: `POST /api/bus-quote`',
  raw: 'reference: one `INSERT … RETURNING *`',
  'raw-tx': 'raw-tx: BEGIN, 3 INSERTs, COMMIT',
  'raw-cte': 'raw-cte: 3 INSERTs in one statement',
};

function diagnosticRatios(ratios: QuoteResults['ratios']): string {
  if (ratios.throughputVsTransaction === null || ratios.throughputVsSingleStatement === null)
    return '- raw-tx and raw-cte: not run (quick mode)';
  return (
    `- app/raw-tx throughput ${ratio(ratios.throughputVsTransaction)}; ` +
    `app/raw-cte ${ratio(ratios.throughputVsSingleStatement)}`
  );
}

const µs = (value: number | null) => (value === null ? 'in the server' : value.toFixed(0));

/** Where each response's CPU went, by process: the app's extra cost is read off against raw's. */
function cpuTable(results: QuoteResults): string {
  const { cpu } = results;
  if (!cpu) return '';
  const table = markdownTable(
    ['side', 'server µs', 'database µs', 'load generator µs', 'all µs'],
    results.sides.map((side) => {
      const { server, database, loadGenerator } = cpu[side]!;
      return [
        DESCRIPTIONS[side],
        µs(server),
        µs(database),
        µs(loadGenerator),
        µs(server + (database ?? 0) + loadGenerator),
      ];
    }),
  );
  return `\nCPU time per response, by process (user + system, from /proc; all rounds):\n\n${table}\n`;
}

export function quoteMarkdown(results: QuoteResults): string {
  const { machine, settings, targets, ratios } = results;
  const verdicts = quoteVerdicts(results);
  const mark = (met: boolean) => (met ? 'met' : '**missed**');
  const table = markdownTable(
    [
      'side',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      '201s',
      'leads stored',
      'jobs',
      'cut off',
    ],
    results.sides.map((side) => {
      const s = results.summaries[side]!;
      const i = results.integrity[side]!;
      return [
        DESCRIPTIONS[side],
        s.requests,
        f1(s.throughput),
        f1(s.p50),
        f1(s.p99),
        s.errors + s.non2xx,
        i.acknowledged,
        i.stored,
        i.jobs,
        i.cutOff,
      ];
    }),
  );
  return `### Quote POST: ${machine.database} — ${results.date.slice(0, 10)}

\`${results.command}\` — Node ${machine.node}, ${machine.database}, ${machine.cpu} × ${machine.cores},
load average ${machine.loadAverage} at the start. ${settings.rounds} interleaved rounds of ${settings.seconds} s per
side after a ${settings.warmUpSeconds} s warm-up, ${settings.connections} connections; the app's job worker ${settings.workerOn ? 'on' : 'off'}. 201s and stored rows include the warm-up.

${table}
${cpuTable(results)}
- app/raw throughput ${ratio(ratios.throughput)} (median of per-round ratios; pooled ${ratio(ratios.pooledThroughput)}; target ≥ ${targets.throughputShare}): ${mark(verdicts.throughput)}
- app/raw p99 ${ratio(ratios.p99)} (pooled; target ≤ ${targets.p99Ratio}×): ${mark(verdicts.p99)}; p50 ${ratio(ratios.p50)}
- app errors: ${mark(verdicts.errors)}; every 201 stored with its job and no row without a request: ${verdicts.stored ? 'yes' : '**no**'}
${drainLine(results)}: ${mark(verdicts.drain)}
${diagnosticRatios(ratios)}
`;
}

const log = (line = '') => console.log(line);

export function printQuoteResults(results: QuoteResults): void {
  const columns = [
    'req',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    '201s',
    'stored',
    'jobs',
    'cut off',
  ];
  log(`\n${'side'.padEnd(9)}${columns.map((column) => column.padStart(9)).join('')}`);
  for (const side of results.sides) {
    const s = results.summaries[side]!;
    const i = results.integrity[side]!;
    const cells = [s.requests, s.throughput.toFixed(1), f1(s.p50), f1(s.p99), s.errors + s.non2xx];
    cells.push(i.acknowledged, i.stored, i.jobs, i.cutOff);
    log(`${side.padEnd(9)}${cells.map((cell) => String(cell).padStart(9)).join('')}`);
  }
  const r = results.ratios;
  log(
    `\napp/raw (median of rounds): throughput ${ratio(r.throughput)} ` +
      `(target ≥ ${results.targets.throughputShare}; pooled ${ratio(r.pooledThroughput)}), ` +
      `p50 ${ratio(r.p50)}, p99 ${ratio(r.p99)} (target ≤ ${results.targets.p99Ratio}×)\n` +
      diagnosticRatios(r).slice(2) +
      `\n${drainLine(results).slice(2)}`,
  );
  if (results.cpu) {
    log('\nCPU µs per response   server  database  load generator');
    for (const side of results.sides) {
      const { server, database, loadGenerator } = results.cpu[side]!;
      log(
        `${side.padEnd(20)}${µs(server).padStart(8)}${(database === null ? '(server)' : µs(database)).padStart(10)}${µs(loadGenerator).padStart(16)}`,
      );
    }
  }
  for (const side of results.sides) {
    const i = results.integrity[side]!;
    if (!i.ok) log(`INTEGRITY FAILED for ${side}: ${JSON.stringify(i)}`);
  }
}

export function recordQuoteReport(results: QuoteResults): Promise<void> {
  return appendPerformanceSection(quoteMarkdown(results));
}
