import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { type JobRow, claimNextJob, completeJob, failJob, pruneFinishedJobs } from './queue';

export type JobHandler = (job: JobRow) => Promise<void>;

/** A handler throws this when retrying cannot help (bad data): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export type JobWorkerOptions = {
  db: Database;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  /** Seconds to wait before attempt 2, 3, …; the last value repeats. */
  backoffSeconds: number[];
  /** How often to look for due jobs; 0 runs no loop (tests call `runDueJobs`). */
  pollMs: number;
};

export type JobWorker = {
  /** Runs due jobs until none is left; returns how many ran. */
  runDueJobs: () => Promise<number>;
  /** Looks for work now instead of at the next poll (after a request enqueued some). */
  nudge: () => void;
  /** Stops polling and waits for the job in hand to finish. */
  stop: () => Promise<void>;
};

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, log, handlers, backoffSeconds, pollMs } = options;
  let stopped = false;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const delayFor = (attempt: number) =>
    1000 * (backoffSeconds[Math.min(attempt - 1, backoffSeconds.length - 1)] ?? 60);

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new PermanentJobError(`no handler for job kind '${job.kind}'`);
      await handler(job);
      await completeJob(db, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentJobError;
      log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, err: error }, 'job failed');
      await failJob(db, job, message, permanent ? null : delayFor(job.attempts));
    }
  }

  async function drain(): Promise<number> {
    let ran = 0;
    for (let job = await claimNextJob(db); job && !stopped; job = await claimNextJob(db)) {
      await runOne(job);
      ran += 1;
    }
    return ran;
  }

  // One drain at a time per process; concurrent callers share it.
  const runDueJobs = () => {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = () => {
    if (stopped || pollMs === 0) return;
    timer = setTimeout(() => {
      runDueJobs()
        .catch((error: unknown) => log.error({ err: error }, 'job polling failed'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  };
  schedule();
  void pruneFinishedJobs(db).catch(() => {});

  return {
    runDueJobs,
    nudge: () => {
      if (pollMs > 0 && !stopped) void runDueJobs().catch(() => {});
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
