import { and, count, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { insertRows } from '../db/insert-rows';
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

/** Enqueues several jobs in one statement (default attempts), e.g. one per row just written. */
export async function enqueueJobs(
  db: Database,
  rows: { kind: string; payload: Record<string, unknown>; runAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    insertRows(
      jobs,
      ['kind', 'payload', 'run_at'],
      rows.map((row) => ({ kind: row.kind, payload: row.payload, run_at: row.runAt })),
    ),
  );
}

/**
 * Enqueues a job under a key unless a job with that key exists already (whatever its status):
 * how a recurring job is scheduled once by any number of instances. True when this call added it.
 */
export async function enqueueJobOnce(
  db: Database,
  key: string,
  kind: string,
  payload: Record<string, unknown>,
  runAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({ kind, payload, run_at: runAt, unique_key: key })
    .onConflictDoNothing({ target: jobs.unique_key })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Moves a keyed job that has not run yet to `runAt`; true when there was one to move. */
export async function rescheduleJob(db: Database, key: string, runAt: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ run_at: runAt, updated_at: sql`now()` })
    .where(and(eq(jobs.unique_key, key), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due jobs (and as many stale ones) for this worker, oldest first, in one statement. `FOR UPDATE SKIP
 * LOCKED` lets any number of workers (in any number of server instances) claim at once: each job
 * is handed to exactly one of them. Due and stale jobs are looked up apart, so each lookup reads
 * only its end of the `(status, run_at)` index instead of sorting every pending job per claim.
 * The two lookups make one array of ids: written as `id IN (due) OR id IN (stale)`,
 * PostgreSQL read the whole table to test each row against both, so every claim (every poll,
 * idle or not) cost time in proportion to the finished jobs kept (docs/performance.md).
 * `stale: false` leaves the stale lookup out: a worker makes it once a minute, not at every claim
 * (each claim leaves an old 'running' entry in the index until a vacuum, so under a long backlog
 * the lookup grows with every job done since).
 */
export async function claimJobs(
  db: Database,
  limit: number,
  { stale: withStale = true }: { stale?: boolean } = {},
): Promise<JobRow[]> {
  const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), lte(jobs.run_at, sql`now()`)))
    .orderBy(jobs.run_at, jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const stale = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'running'), lt(jobs.locked_at, staleBefore)))
    .orderBy(jobs.run_at, jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(jobs)
    .set({
      status: 'running',
      locked_at: sql`now()`,
      attempts: sql`${jobs.attempts} + 1`,
      updated_at: sql`now()`,
    })
    // Each lookup is parenthesised when embedded: `array(select …)`. (A UNION cannot lock rows.)
    .where(
      withStale
        ? sql`${jobs.id} = any(array${due} || array${stale})`
        : sql`${jobs.id} = any(array${due})`,
    )
    .returning();
  return rows.sort((a, b) => a.run_at.getTime() - b.run_at.getTime() || a.id - b.id);
}

/** Marks jobs done; a worker writes the jobs of one batch together. */
export async function completeJobs(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ status: 'done', locked_at: null, last_error: null, updated_at: sql`now()` })
    .where(inArray(jobs.id, ids));
}

/** Hands claimed jobs that did not run back to the queue, as if never claimed. */
export async function releaseJobs(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({
      status: 'pending',
      locked_at: null,
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      updated_at: sql`now()`,
    })
    .where(and(inArray(jobs.id, ids), eq(jobs.status, 'running')));
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
