import { setImmediate } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import {
  type JobRow,
  claimJobs,
  completeJobs,
  failJob,
  pruneFinishedJobs,
  releaseJobs,
} from './queue';
import {
  DEFAULT_TURN_TIMING,
  type RequestGate,
  type TurnTiming,
  createAlarm,
  waitForTurn,
} from './turns';

export type JobHandler = (job: JobRow) => Promise<void>;

/** A handler throws this when retrying cannot help (bad data): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** A positive integer id from a job's payload; a job without one fails at once. */
export function payloadNumber(job: JobRow, key: string): number {
  const value = (job.payload as Record<string, unknown>)[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new PermanentJobError(`job payload needs a positive integer '${key}'`);
  }
  return value;
}

export type JobWorkerOptions = {
  db: Database;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  /** Seconds to wait before attempt 2, 3, …; the last value repeats. */
  backoffSeconds: number[];
  /** How often to look for due jobs; 0 runs no loop (tests call `runDueJobs`). */
  pollMs: number;
  /** The server's requests in flight: jobs wait for a gap between them (decision 022). */
  gate?: RequestGate;
  timing?: Partial<TurnTiming>;
  /** Jobs claimed, and marked done, per statement. */
  batchSize?: number;
  /** Jobs run at once: 1 on PGlite (one database thread), a few on PostgreSQL. */
  concurrency?: number;
};

export type JobWorker = {
  /** Runs due jobs until none is left, whatever the traffic; returns how many ran. */
  runDueJobs: () => Promise<number>;
  /** Looks for work at the next gap between requests instead of at the next poll. */
  nudge: () => void;
  /** Stops polling, finishes the job in hand and hands the batch's unrun jobs back. */
  stop: () => Promise<void>;
};

const DEFAULT_BATCH = 20;
/** Jobs claimed for a forced turn (under unbroken traffic): about what fits in one slice. */
const FORCED_BATCH = 2;

type Slice = 'all' | 'gap' | 'forced';

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, log, handlers, backoffSeconds, pollMs, gate } = options;
  const timing = { ...DEFAULT_TURN_TIMING, ...options.timing };
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const alarm = createAlarm();
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  const delayFor = (attempt: number) =>
    1000 * (backoffSeconds[Math.min(attempt - 1, backoffSeconds.length - 1)] ?? 60);

  /** Runs one job; true when it succeeded (its 'done' is written with its batch). */
  async function runOne(job: JobRow): Promise<boolean> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind '${job.kind}'`);
      await handler(job);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentJobError;
      log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: error }, 'job failed');
      await failJob(db, job, message, permanent ? null : delayFor(job.attempts));
      return false;
    }
  }

  /**
   * Claims and runs batches until none is due, or until it must give the turn back: in a gap,
   * as soon as a request has been seen within `idleGapMs`; in a forced turn, after `sliceMs`. Jobs claimed but not run
   * are handed back. Returns how many ran and whether the queue ran dry.
   */
  async function runSlice(kind: Slice): Promise<{ ran: number; empty: boolean }> {
    const started = performance.now();
    const mustYield = () =>
      stopped ||
      (kind === 'gap' && gate !== undefined && gate.idleFor() < timing.idleGapMs) ||
      (kind === 'forced' && performance.now() - started >= timing.sliceMs);
    let ran = 0;
    for (;;) {
      const batch = await claimJobs(db, kind === 'forced' ? FORCED_BATCH : batchSize);
      if (batch.length === 0) return { ran, empty: true };
      const done: number[] = [];
      let next = 0;
      let lost: unknown;
      // Up to `concurrency` jobs at a time; at least one job per turn, so work moves however
      // busy the server is. A job whose failure could not be written stays 'running' until stale.
      const runner = async () => {
        while (next < batch.length && lost === undefined && !stopped) {
          if (ran > 0 && kind !== 'all') {
            // PGlite answers on the same thread, in microtasks: without a turn of the event loop
            // here, no request that arrived meanwhile would ever be read, let alone seen.
            await setImmediate();
            // Another runner may have taken the last job meanwhile.
            if (next >= batch.length || lost !== undefined || mustYield()) return;
          }
          const job = batch[next]!;
          next += 1;
          ran += 1;
          try {
            if (await runOne(job)) done.push(job.id);
          } catch (error) {
            lost = error;
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, runner));
      await completeJobs(db, done);
      await releaseJobs(
        db,
        batch.slice(next).map((job) => job.id),
      );
      if (lost !== undefined) throw lost;
      if (stopped || next < batch.length || (kind !== 'all' && mustYield()))
        return { ran, empty: false };
    }
  }

  /** One slice at a time per process; callers queue behind the one under way. */
  function exclusive<T>(run: () => Promise<T>): Promise<T> {
    const result = running.then(run);
    running = result.catch(() => {});
    return result;
  }

  const runDueJobs = () => exclusive(() => runSlice('all')).then((outcome) => outcome.ran);

  async function loop(): Promise<void> {
    await alarm.sleep(pollMs);
    let since = performance.now();
    while (!stopped) {
      const forced = await waitForTurn(gate, timing, since, () => stopped);
      if (stopped) break;
      let empty = true;
      try {
        ({ empty } = await exclusive(() => runSlice(forced ? 'forced' : 'gap')));
      } catch (error) {
        log.error({ err: error }, 'job polling failed');
      }
      if (empty) await alarm.sleep(pollMs);
      since = performance.now();
    }
  }

  const looping = pollMs > 0 ? loop() : Promise.resolve();
  void pruneFinishedJobs(db).catch(() => {});

  return {
    runDueJobs,
    nudge: () => {
      if (pollMs > 0 && !stopped) alarm.wake();
    },
    stop: async () => {
      stopped = true;
      alarm.wake();
      await looping;
      await running;
    },
  };
}
