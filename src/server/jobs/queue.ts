import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/** A job left 'running' this long belongs to a worker that died; it is handed out again. */
export const STALE_AFTER_MS = 5 * 60_000;

export async function enqueueJob(
  db: Database,
  kind: string,
  payload: Record<string, unknown>,
  options: { runAt?: Date; maxAttempts?: number } = {},
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind,
      payload,
      run_at: options.runAt ?? new Date(),
      max_attempts: options.maxAttempts ?? 5,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

/**
 * Claims the next due job for this worker. `FOR UPDATE SKIP LOCKED` lets any number of workers
 * (in any number of server instances) poll at once: each job is handed to exactly one of them.
 */
export async function claimNextJob(db: Database): Promise<JobRow | undefined> {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      locked_at: sql`now()`,
      attempts: sql`${jobs.attempts} + 1`,
      updated_at: sql`now()`,
    })
    .where(
      eq(
        jobs.id,
        sql`(select ${jobs.id} from ${jobs}
             where (${jobs.status} = 'pending' and ${jobs.run_at} <= now())
                or (${jobs.status} = 'running' and ${jobs.locked_at} < ${staleBefore})
             order by ${jobs.run_at}, ${jobs.id}
             limit 1
             for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

export async function completeJob(db: Database, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', locked_at: null, last_error: null, updated_at: sql`now()` })
    .where(eq(jobs.id, id));
}

/** Schedules another attempt after `retryInMs`, or marks the job failed once attempts run out. */
export async function failJob(
  db: Database,
  job: JobRow,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  const giveUp = retryInMs === null || job.attempts >= job.max_attempts;
  await db
    .update(jobs)
    .set({
      status: giveUp ? 'failed' : 'pending',
      run_at: giveUp ? job.run_at : new Date(Date.now() + retryInMs),
      locked_at: null,
      last_error: error.slice(0, 2000),
      updated_at: sql`now()`,
    })
    .where(eq(jobs.id, job.id));
}

/** Jobs waiting or running: the backlog `/api/ready` reports. */
export async function countBacklog(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(jobs)
    .where(inArray(jobs.status, ['pending', 'running']));
  return row?.total ?? 0;
}

/** Removes finished jobs older than a week so the table stays small. */
export async function pruneFinishedJobs(db: Database): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(eq(jobs.status, 'done'), lt(jobs.updated_at, new Date(Date.now() - 7 * 86_400_000))),
    );
}
