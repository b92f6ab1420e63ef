import autocannon, { type AutocannonRequest } from 'autocannon';

/** One fixed-duration autocannon run: every response's latency, kept to pool across rounds. */
export type LoadRun = {
  latencies: number[];
  statuses: Record<number, number>;
  responses: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  seconds: number;
};

export type LoadOptions = {
  url: string;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: AutocannonRequest[];
  /** Concurrent connections; 1 unless a benchmark says otherwise. */
  connections?: number;
};

/**
 * One connection by default, no pipelining: each request waits for the last, so the figures are
 * a single user's latency, not what the machine can absorb (2 shared cores make saturation
 * figures noise). The quote POST runs 10 (issue #19's setting: requests queue behind jobs).
 */
export function runLoad(options: LoadOptions): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    const started = performance.now();
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections ?? 1,
        pipelining: 1,
        duration: options.seconds,
        // autocannon stops at the first sample after the duration: every 100 ms rather than
        // every second, so a quick run's half-second rounds last half a second.
        sampleInt: 100,
        timeout: 60,
        ...(options.method ? { method: options.method } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.body ? { body: options.body } : {}),
        ...(options.requests ? { requests: options.requests } : {}),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          latencies,
          statuses,
          responses: latencies.length,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          seconds: (performance.now() - started) / 1000,
        });
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

export type Summary = {
  requests: number;
  /** Responses per second over the measured time. */
  throughput: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  statuses: Record<number, number>;
  /** Each run's throughput, to show how much the shared machine moved between rounds. */
  perRun: number[];
};

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!;
}

/** Pools the interleaved rounds of one target into one set of figures. */
export function summarise(runs: LoadRun[]): Summary {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const statuses: Record<number, number> = {};
  for (const run of runs)
    for (const [status, count] of Object.entries(run.statuses))
      statuses[Number(status)] = (statuses[Number(status)] ?? 0) + count;
  return {
    requests: latencies.length,
    throughput: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies[latencies.length - 1] ?? Number.NaN,
    errors: runs.reduce((sum, run) => sum + run.errors + run.timeouts, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    statuses,
    perRun: runs.map((run) => Math.round((run.responses / run.seconds) * 10) / 10),
  };
}

/**
 * Runs every target once per round, reversing the order on alternate rounds (ABBA), so drift in
 * the machine's load (other jobs share it) falls on both sides of a ratio alike.
 */
export async function interleave<T extends string, R>(
  targets: readonly T[],
  rounds: number,
  run: (target: T, round: number) => Promise<R>,
): Promise<Record<T, R[]>> {
  const runs = Object.fromEntries(targets.map((target) => [target, [] as R[]])) as Record<T, R[]>;
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) runs[target].push(await run(target, round));
  }
  return runs;
}

/** A figure to one decimal, or a dash where nothing was measured (no responses). */
export const f1 = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');

const runThroughput = (run: LoadRun) => run.responses / run.seconds;
const runP50 = (run: LoadRun) =>
  percentile(
    [...run.latencies].sort((a, b) => a - b),
    0.5,
  );

/**
 * The median over rounds of (a's figure ÷ b's figure) within the same round: each pair ran back
 * to back, so a burst of other work on the machine moves both sides of a pair together.
 */
export function medianRoundRatio(a: LoadRun[], b: LoadRun[], metric: 'throughput' | 'p50'): number {
  const figure = metric === 'throughput' ? runThroughput : runP50;
  const ratios = a.map((run, i) => figure(run) / figure(b[i]!)).sort((x, y) => x - y);
  const middle = ratios.length / 2;
  return ratios.length % 2 === 1
    ? ratios[Math.floor(middle)]!
    : (ratios[middle - 1]! + ratios[middle]!) / 2;
}
