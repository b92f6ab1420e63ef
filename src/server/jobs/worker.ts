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

/**
 * Runs several due jobs of one kind together, so they share their reads and one transaction
 * (decision 052). It writes all or nothing: all of them succeed, or it throws and the worker runs
 * each again alone, so one bad job fails by itself. It must give the same result as running them
 * one at a time.
 */
export type BatchJobHandler = { batch: (jobs: JobRow[]) => Promise<void> };

export type JobHandlers = Record<string, JobHandler | BatchJobHandler>;

/** Runs one job with its handler, a batch handler given a batch of one. */
export const runJob = (handler: JobHandler | BatchJobHandler, job: JobRow): Promise<void> =>
  typeof handler === 'function' ? handler(job) : handler.batch([job]);

/** The handlers as one-job functions: how tests run a job as the worker would. */
export const singleJobHandlers = (handlers: JobHandlers): Record<string, JobHandler> =>
  Object.fromEntries(
    Object.entries(handlers).map(([kind, handler]) => [
      kind,
      (job: JobRow) => runJob(handler, job),
    ]),
  );

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
  handlers: JobHandlers;
  /** Seconds to wait before attempt 2, 3, …; the last value repeats. */
  backoffSeconds: number[];
  /** How often to look for due jobs; 0 runs no loop (tests call `runDueJobs`). */
  pollMs: number;
  /** The server's requests in flight: jobs wait for a gap between them (decision 022). */
  gate?: RequestGate;
  timing?: Partial<TurnTiming>;
  /** Jobs claimed, and marked done, per statement. */
  batchSize?: number;
  /**
   * The most jobs of one kind a single batch call gets (default 50): a larger claim makes several
   * groups of a kind, which the worker's concurrent runners take side by side.
   */
  maxGroup?: number;
  /** Jobs run at once: 1 on PGlite (one database thread), a few on PostgreSQL. */
  concurrency?: number;
  /** How often finished jobs are pruned, at a moment the queue is empty (default: a day). */
  pruneEveryMs?: number;
  /**
   * The embedded database's upkeep (`DatabaseHandle.vacuum`), run in a gap between requests with
   * the queue empty: first `vacuumFirstAfterMs` after start (default 10 minutes), then every
   * `pruneEveryMs`.
   */
  vacuum?: () => Promise<void>;
  vacuumFirstAfterMs?: number;
  /**
   * How often a claim also looks for jobs left 'running' by a dead worker (default: a minute;
   * they are handed out again after STALE_AFTER_MS, 5 minutes). The first claim always does.
   */
  staleCheckEveryMs?: number;
};

export type JobWorker = {
  /** Runs due jobs until none is left, whatever the traffic; returns how many ran. */
  runDueJobs: () => Promise<number>;
  /** Looks for work at the next gap between requests instead of at the next poll. */
  nudge: () => void;
  /** Stops polling, finishes the job in hand and hands the batch's unrun jobs back. */
  stop: () => Promise<void>;
};

const DEFAULT_BATCH = 50;
const DEFAULT_MAX_GROUP = 50;
/** Jobs claimed for a forced turn (under unbroken traffic): about what fits in one slice. */
const FORCED_BATCH = 2;
/** How often a claim also looks for jobs left 'running' by a dead worker. */
const STALE_CHECK_EVERY_MS = 60_000;
/** Finished jobs are pruned at start, then once a day, so a server that runs for months keeps a small table. */
const PRUNE_EVERY_MS = 86_400_000;
/** Late enough that a short-lived process (a test, a one-off command) never pays for it. */
const VACUUM_FIRST_AFTER_MS = 600_000;

type Slice = 'all' | 'gap' | 'forced';

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, log, handlers, backoffSeconds, pollMs, gate } = options;
  const timing = { ...DEFAULT_TURN_TIMING, ...options.timing };
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const maxGroup = options.maxGroup ?? DEFAULT_MAX_GROUP;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const pruneEveryMs = options.pruneEveryMs ?? PRUNE_EVERY_MS;
  const staleCheckEveryMs = options.staleCheckEveryMs ?? STALE_CHECK_EVERY_MS;
  const alarm = createAlarm();
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let staleCheckedAt = Number.NEGATIVE_INFINITY;

  const delayFor = (attempt: number) =>
    1000 * (backoffSeconds[Math.min(attempt - 1, backoffSeconds.length - 1)] ?? 60);

  /** Writes a job's failure: a retry after its backoff, or failed for good. */
  async function recordFailure(job: JobRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof PermanentJobError;
    log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: error }, 'job failed');
    await failJob(db, job, message, permanent ? null : delayFor(job.attempts));
  }

  /** Runs one job; true when it succeeded (its 'done' is written with its batch). */
  async function runOne(job: JobRow): Promise<boolean> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind '${job.kind}'`);
      await runJob(handler, job);
      return true;
    } catch (error) {
      await recordFailure(job, error);
      return false;
    }
  }

  /**
   * Runs a group: one job, or the jobs of one batch kind together. A batch that throws is run
   * again job by job, so only the jobs that fail alone are retried. Returns the ids that succeeded.
   */
  async function runGroup(group: JobRow[]): Promise<number[]> {
    const handler = handlers[group[0]!.kind];
    if (group.length > 1 && handler && typeof handler !== 'function') {
      try {
        await handler.batch(group);
        return group.map((job) => job.id);
      } catch (error) {
        log.warn(
          { kind: group[0]!.kind, jobs: group.length, err: error },
          'job batch failed; running its jobs one by one',
        );
      }
    }
    const succeeded: number[] = [];
    for (const job of group) if (await runOne(job)) succeeded.push(job.id);
    return succeeded;
  }

  /**
   * The claimed jobs as groups to run, in queue order of their first job: each batch kind's jobs
   * together (up to `maxGroup` a group), every other job alone. A job another job depends on was
   * done before the later one was queued, so gathering a kind's jobs never runs a job before its
   * cause.
   */
  function groupJobs(claimed: JobRow[]): JobRow[][] {
    const groups: JobRow[][] = [];
    const byKind = new Map<string, JobRow[]>();
    for (const job of claimed) {
      const handler = handlers[job.kind];
      if (!handler || typeof handler === 'function') {
        groups.push([job]);
        continue;
      }
      const group = byKind.get(job.kind);
      if (group && group.length < maxGroup) group.push(job);
      else {
        const started = [job];
        byKind.set(job.kind, started);
        groups.push(started);
      }
    }
    return groups;
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
      const stale = performance.now() - staleCheckedAt >= staleCheckEveryMs;
      if (stale) staleCheckedAt = performance.now();
      const batch = await claimJobs(db, kind === 'forced' ? FORCED_BATCH : batchSize, { stale });
      if (batch.length === 0) return { ran, empty: true };
      const groups = groupJobs(batch);
      const done: number[] = [];
      const started = new Set<JobRow[]>();
      let next = 0;
      let lost: unknown;
      // Up to `concurrency` groups at a time; at least one group per turn, so work moves however
      // busy the server is. A job whose failure could not be written stays 'running' until stale.
      const runner = async () => {
        while (next < groups.length && lost === undefined && !stopped) {
          if (ran > 0 && kind !== 'all') {
            // PGlite answers on the same thread, in microtasks: without a turn of the event loop
            // here, no request that arrived meanwhile would ever be read, let alone seen.
            await setImmediate();
            // Another runner may have taken the last group meanwhile.
            if (next >= groups.length || lost !== undefined || mustYield()) return;
          }
          const group = groups[next]!;
          next += 1;
          started.add(group);
          ran += group.length;
          try {
            done.push(...(await runGroup(group)));
          } catch (error) {
            lost = error;
          }
        }
      };
      await Promise.all(Array.from({ length: concurrency }, runner));
      await completeJobs(db, done);
      await releaseJobs(
        db,
        groups
          .filter((group) => !started.has(group))
          .flatMap((group) => group.map((job) => job.id)),
      );
      if (lost !== undefined) throw lost;
      if (stopped || next < groups.length || (kind !== 'all' && mustYield()))
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

  let prunedAt = performance.now();
  /** Prunes finished jobs once `pruneEveryMs` has passed since the last prune; the loop calls it when idle. */
  async function pruneWhenDue(): Promise<void> {
    if (performance.now() - prunedAt < pruneEveryMs) return;
    prunedAt = performance.now();
    try {
      await exclusive(() => pruneFinishedJobs(db));
    } catch (error) {
      log.error({ err: error }, 'pruning finished jobs failed');
    }
  }

  let vacuumDueAt = performance.now() + (options.vacuumFirstAfterMs ?? VACUUM_FIRST_AFTER_MS);
  /** The database's upkeep once it is due; the loop calls it when idle, after the prune. */
  async function vacuumWhenDue(vacuum: () => Promise<void>): Promise<void> {
    if (performance.now() < vacuumDueAt) return;
    vacuumDueAt = performance.now() + pruneEveryMs;
    try {
      await exclusive(vacuum);
    } catch (error) {
      log.error({ err: error }, 'vacuuming the database failed');
    }
  }

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
      if (empty) {
        await pruneWhenDue();
        // Only in a gap between requests: under unbroken traffic it would hold them all.
        if (options.vacuum && !forced) await vacuumWhenDue(options.vacuum);
        await alarm.sleep(pollMs);
      }
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
