import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { queryRows } from '../db/client';
import { useTestApp, usesPostgres } from '../test/test-app';
import { type JobRow, STALE_AFTER_MS, enqueueJob, enqueueJobs } from './queue';
import type { RequestGate } from './turns';
import {
  type JobWorker,
  type JobWorkerOptions,
  PermanentJobError,
  createJobWorker,
} from './worker';

const app = useTestApp({ JOB_POLL_MS: '0' });

/** A server's traffic as the worker sees it: busy, or idle since some time ago. */
function fakeTraffic() {
  let busy = false;
  const gate: RequestGate = { idleFor: () => (busy ? 0 : 1_000) };
  return { gate, setBusy: (value: boolean) => (busy = value) };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function statuses(ids: number[]) {
  const rows = await app().db.select().from(jobs).where(inArray(jobs.id, ids));
  return rows.sort((a, b) => a.id - b.id).map((row) => [row.status, row.attempts]);
}

describe('the job worker', () => {
  let worker: JobWorker | undefined;
  const ran: number[] = [];
  const handlers = {
    'test.turn': async (job: { id: number }) => {
      ran.push(job.id);
      await wait(5);
    },
  };
  const traffic = fakeTraffic();

  beforeAll(() => {
    ran.length = 0;
  });
  afterAll(async () => worker?.stop());

  it('leaves jobs alone while requests are in flight, and runs them all in the next gap', async () => {
    traffic.setBusy(true);
    worker = createJobWorker({
      db: app().db,
      log: app().log,
      handlers,
      backoffSeconds: [1],
      pollMs: 20,
      gate: traffic.gate,
      timing: { idleGapMs: 5, maxDeferMs: 60_000, sliceMs: 10 },
      batchSize: 3,
    });
    // One after another: the queue's order (due time, then id) is the order they were added.
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await enqueueJob(app().db, 'test.turn', {}));
    worker.nudge();
    await wait(300);
    expect(ran).toEqual([]);
    traffic.setBusy(false);
    await expect.poll(() => ran.length, { timeout: 5_000 }).toBe(7);
    expect(ran).toEqual(ids);
    await expect.poll(() => statuses(ids)).toEqual(ids.map(() => ['done', 1]));
    await worker.stop();
  });

  it('under unbroken traffic still gives jobs a short turn now and then, one batch at a time', async () => {
    ran.length = 0;
    traffic.setBusy(true);
    worker = createJobWorker({
      db: app().db,
      log: app().log,
      handlers,
      backoffSeconds: [1],
      pollMs: 20,
      gate: traffic.gate,
      timing: { idleGapMs: 5, maxDeferMs: 200, sliceMs: 1 },
    });
    const ids = await Promise.all(
      Array.from({ length: 4 }, () => enqueueJob(app().db, 'test.turn', {})),
    );
    worker.nudge();
    await wait(300);
    // A turn every 200 ms of about one job: not all four yet.
    expect(ran.length).toBeLessThan(4);
    await expect.poll(() => ran.length, { timeout: 5_000 }).toBe(4);
    await worker.stop();
    // Jobs claimed for a turn but not run were handed back as if never claimed.
    expect(await statuses(ids)).toEqual(ids.map(() => ['done', 1]));
  });

  it('runs several jobs at once where asked, each exactly once, in the gaps', async () => {
    ran.length = 0;
    const errors: unknown[] = [];
    const log: FastifyBaseLogger = Object.create(app().log, {
      error: { value: (entry: unknown) => errors.push(entry) },
    });
    worker = createJobWorker({
      db: app().db,
      log,
      handlers,
      backoffSeconds: [1],
      pollMs: 20,
      gate: fakeTraffic().gate,
      concurrency: 3,
    });
    const ids: number[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await enqueueJob(app().db, 'test.turn', {}));
    worker.nudge();
    await expect.poll(() => statuses(ids), { timeout: 5_000 }).toEqual(ids.map(() => ['done', 1]));
    await worker.stop();
    expect([...ran].sort((a, b) => a - b)).toEqual(ids);
    expect(errors).toEqual([]);
  });

  it('hands the jobs of a batch it did not reach back to the queue when it stops', async () => {
    ran.length = 0;
    const slow = {
      'test.turn': async (job: { id: number }) => {
        ran.push(job.id);
        // Long enough that stop() comes while the first job still runs, even on a busy machine.
        await wait(1000);
      },
    };
    worker = createJobWorker({
      db: app().db,
      log: app().log,
      handlers: slow,
      backoffSeconds: [1],
      pollMs: 0,
      batchSize: 5,
    });
    // Only this test's jobs in the queue: the app's own (its daily check, due since 08:00) would
    // take a place in the batch.
    await app().db.delete(jobs);
    const ids = await Promise.all(
      Array.from({ length: 5 }, () => enqueueJob(app().db, 'test.turn', {})),
    );
    const draining = worker.runDueJobs();
    await expect.poll(() => ran.length).toBe(1);
    await worker.stop();
    await draining;
    expect(await statuses(ids)).toEqual([['done', 1], ...ids.slice(1).map(() => ['pending', 0])]);
  });

  it('looks for jobs a dead worker left running at its first claim, then once an interval, not at every claim', async () => {
    const db = app().db;
    const abandoned: number[] = [];
    const handlers = {
      'test.abandoned': async (job: { id: number }) => {
        abandoned.push(job.id);
      },
    };
    /** A job a worker claimed long ago and then died holding. */
    const abandon = async () => {
      const id = await enqueueJob(db, 'test.abandoned', {});
      const lockedAt = new Date(Date.now() - STALE_AFTER_MS - 60_000);
      await db
        .update(jobs)
        .set({ status: 'running', attempts: 1, locked_at: lockedAt })
        .where(eq(jobs.id, id));
      return id;
    };
    const first = await abandon();
    worker = createJobWorker({
      db,
      log: app().log,
      handlers,
      backoffSeconds: [1],
      pollMs: 0,
      staleCheckEveryMs: 500,
    });
    await worker.runDueJobs();
    expect(abandoned).toEqual([first]);
    const second = await abandon();
    await worker.runDueJobs();
    expect(abandoned).toEqual([first]);
    await wait(600);
    await worker.runDueJobs();
    expect(abandoned).toEqual([first, second]);
    expect(await statuses([first, second])).toEqual([
      ['done', 2],
      ['done', 2],
    ]);
  });

  it("runs a batch kind's jobs together, and alone again when the batch fails, so only a bad job fails", async () => {
    await app().db.delete(jobs);
    const calls: number[][] = [];
    const batchHandlers = {
      'test.batch': {
        batch: async (batch: JobRow[]) => {
          calls.push(batch.map((job) => job.id));
          if (batch.some((job) => (job.payload as { bad?: boolean }).bad)) {
            throw new PermanentJobError('a bad job');
          }
        },
      },
      'test.turn': async (job: { id: number }) => {
        calls.push([-job.id]);
      },
    };
    worker = createJobWorker({
      db: app().db,
      log: app().log,
      handlers: batchHandlers,
      backoffSeconds: [1],
      pollMs: 0,
      batchSize: 10,
    });
    const first = await enqueueJob(app().db, 'test.batch', {});
    const single = await enqueueJob(app().db, 'test.turn', {});
    const bad = await enqueueJob(app().db, 'test.batch', { bad: true });
    const last = await enqueueJob(app().db, 'test.batch', {});
    expect(await worker.runDueJobs()).toBe(4);
    await worker.stop();
    expect(calls).toEqual([
      // The batch kind's three jobs together, in queue order, before the job queued after the first…
      [first, bad, last],
      // …then, the batch having failed, each alone.
      [first],
      [bad],
      [last],
      [-single],
    ]);
    expect(await statuses([first, single, bad, last])).toEqual([
      ['done', 1],
      ['done', 1],
      ['failed', 1],
      ['done', 1],
    ]);
  });

  it.each([
    ['50 by default', undefined, [50, 50, 20]],
    ['maxGroup', 40, [40, 40, 40]],
  ])(
    'splits a large claim of one batch kind into groups of at most %s, run side by side',
    async (_label, maxGroup, expected) => {
      await app().db.delete(jobs);
      const sizes: number[] = [];
      let running = 0;
      let most = 0;
      worker = createJobWorker({
        db: app().db,
        log: app().log,
        handlers: {
          'test.batch': {
            batch: async (batch: JobRow[]) => {
              running += 1;
              most = Math.max(most, running);
              sizes.push(batch.length);
              await wait(20);
              running -= 1;
            },
          },
        },
        backoffSeconds: [1],
        pollMs: 0,
        batchSize: 120,
        concurrency: 3,
        ...(maxGroup ? { maxGroup } : {}),
      });
      await enqueueJobs(
        app().db,
        Array.from({ length: 120 }, (_, index) => ({
          kind: 'test.batch',
          payload: { index },
          runAt: new Date(Date.now() - 1_000),
        })),
      );
      expect(await worker.runDueJobs()).toBe(120);
      await worker.stop();
      expect(sizes).toEqual(expected);
      expect(most).toBe(3);
    },
  );

  /** A worker polling every 10 ms over a fresh jobs table, with no traffic: idle. */
  async function startIdleWorker(options: Partial<JobWorkerOptions>): Promise<void> {
    await app().db.delete(jobs);
    worker = createJobWorker({
      db: app().db,
      log: app().log,
      handlers,
      backoffSeconds: [1],
      pollMs: 10,
      gate: fakeTraffic().gate,
      ...options,
    });
  }

  /**
   * An idle worker, and the finished jobs given, added once the prune at start has run (so only
   * a later prune can remove them); returns their ids.
   */
  async function idleWorkerThenFinishedJobs(
    pruneEveryMs: number | undefined,
    finished: { status: 'done' | 'failed'; daysAgo: number }[],
  ): Promise<number[]> {
    await startIdleWorker(pruneEveryMs === undefined ? {} : { pruneEveryMs });
    await wait(50);
    const rows = await app()
      .db.insert(jobs)
      .values(
        finished.map(({ status, daysAgo }) => ({
          kind: 'test.turn',
          status,
          updated_at: new Date(Date.now() - daysAgo * 86_400_000),
        })),
      )
      .returning({ id: jobs.id });
    return rows.map((row) => row.id);
  }

  it('prunes jobs finished over a week ago again while it runs, not only when it starts', async () => {
    const ids = await idleWorkerThenFinishedJobs(100, [
      { status: 'done', daysAgo: 8 },
      { status: 'failed', daysAgo: 8 },
      { status: 'done', daysAgo: 2 },
    ]);
    await expect.poll(async () => (await statuses(ids)).length, { timeout: 5_000 }).toBe(2);
    // A failed job stays for staff to see; a recent one is kept for a week.
    expect(await statuses(ids)).toEqual([
      ['failed', 0],
      ['done', 0],
    ]);
    await worker!.stop();
  });

  it.skipIf(usesPostgres)(
    'vacuums the embedded database once due, in a gap between requests, then not for a day',
    async () => {
      const vacuum = app().database.vacuum!;
      const traffic = fakeTraffic();
      let runs = 0;
      await startIdleWorker({
        gate: traffic.gate,
        // Under unbroken traffic the worker forces a turn every 20 ms.
        timing: { maxDeferMs: 20 },
        vacuumFirstAfterMs: 200,
        vacuum: async () => {
          runs += 1;
          await vacuum();
        },
      });
      await wait(100);
      expect(runs).toBe(0); // not due yet
      traffic.setBusy(true);
      await wait(400);
      expect(runs).toBe(0); // due, but the worker has had only forced turns
      traffic.setBusy(false);
      await expect.poll(() => runs, { timeout: 5_000 }).toBe(1);
      const [jobsTable] = await queryRows<{ vacuumed: boolean; analysed: boolean }>(
        app().db,
        sql`select last_vacuum is not null as vacuumed, last_analyze is not null as analysed
            from pg_stat_user_tables where relname = 'jobs'`,
      );
      expect(jobsTable).toEqual({ vacuumed: true, analysed: true });
      await wait(500);
      expect(runs).toBe(1);
      await worker!.stop();
    },
  );

  it('waits a day between prunes by default', async () => {
    const ids = await idleWorkerThenFinishedJobs(undefined, [{ status: 'done', daysAgo: 8 }]);
    // Many idle polls later it is still there: the next prune is a day away.
    await wait(500);
    expect(await statuses(ids)).toEqual([['done', 0]]);
    await worker!.stop();
  });
});
