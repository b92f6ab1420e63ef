import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import {
  type AppFolders,
  type AppProcess,
  appEnv,
  createAppFolders,
  startApp,
} from './lib/app-process';
import { type PrivatePostgres, startPrivatePostgres } from './lib/postgres';
import { type Outcome, percentile, postQuote, startLoad, tally, waitFor200 } from './lib/quotes';
import { report, round } from './lib/report';

const POOL = 4;

describe('PostgreSQL restarted while leads are being posted', () => {
  let postgres: PrivatePostgres | undefined;
  let app: AppProcess | undefined;
  let folders: AppFolders | undefined;

  beforeAll(async () => {
    folders = createAppFolders();
    postgres = await startPrivatePostgres(inject('pgTemplate'));
    const databaseUrl = await postgres.createDatabase('faults');
    // A small pool, so a connection the restarts leaked would show as lost capacity.
    app = await startApp(appEnv(folders, { DATABASE_URL: databaseUrl, DB_POOL_MAX: String(POOL) }));
  });

  afterAll(async () => {
    await app?.stop();
    await postgres?.destroy();
    folders?.remove();
  });

  it('answers 201 or 503 with Retry-After, keeps every 201, and recovers without a restart', async () => {
    const server = app!;
    const db = postgres!;
    onTestFailed(() => console.log(`server output:\n${server.output().slice(-6000)}`));
    const load = startLoad([server.url], 4, { prefix: 'restart' });
    await sleep(1_500);
    const restarts: { mode: string; downMs: number; firstSuccessMs: number }[] = [];
    for (const mode of ['fast', 'immediate'] as const) {
      const stopping = performance.now();
      await db.restart(mode);
      const back = performance.now();
      const seen = load.outcomes.length;
      await sleep(2_000);
      const firstSuccess = load.outcomes
        .slice(seen)
        .find((outcome) => outcome.status === 201 && outcome.sentAt >= back);
      restarts.push({
        mode,
        downMs: round(back - stopping),
        firstSuccessMs: firstSuccess ? round(firstSuccess.sentAt + firstSuccess.ms - back) : -1,
      });
    }
    const outcomes = await load.stop();

    // Every request got an HTTP answer, and only the two answers the contract allows.
    const unexpected = outcomes.filter(
      (outcome) =>
        !(
          outcome.status === 201 ||
          (outcome.status === 503 && /^\d+$/.test(outcome.retryAfter ?? ''))
        ),
    );
    expect(unexpected.slice(0, 5), 'answers other than 201 or 503 + Retry-After').toEqual([]);
    const unavailable = outcomes.filter((outcome) => outcome.status === 503);
    expect(unavailable.length, 'the restarts were felt by the load').toBeGreaterThan(0);
    for (const restart of restarts) {
      expect(restart.firstSuccessMs, `a 201 after the ${restart.mode} restart`).toBeGreaterThan(0);
    }

    // Every 201 is stored under its key.
    const stored = await db.query<{ id: number; idempotency_key: string }>(
      'faults',
      `select id, idempotency_key from leads where idempotency_key like 'restart-%'`,
    );
    const idByKey = new Map(stored.map((row) => [row.idempotency_key, row.id]));
    const created = outcomes.filter((outcome) => outcome.status === 201);
    const missing = created.filter((outcome) => idByKey.get(outcome.key) !== outcome.id);
    expect(missing.map((outcome) => outcome.key)).toEqual([]);

    // The pool kept its capacity: three times its size at once, all answered promptly.
    const burst = await Promise.all(
      Array.from({ length: POOL * 3 }, (_, index) =>
        postQuote(server.url, `restart-burst-${index}`, { forwardedFor: '198.51.100.97' }),
      ),
    );
    expect(burst.filter((outcome) => outcome.status !== 201 || outcome.ms > 3_000)).toEqual([]);

    // Retrying what failed (same key) stores each at most once; replaying a success changes nothing.
    const retried: Outcome[] = [];
    for (let at = 0; at < unavailable.length; at += POOL) {
      const batch = unavailable.slice(at, at + POOL);
      retried.push(
        ...(await Promise.all(
          batch.map((failed) =>
            postQuote(server.url, failed.key, { forwardedFor: '198.51.100.99' }),
          ),
        )),
      );
    }
    expect(retried.filter((outcome) => outcome.status !== 201)).toEqual([]);
    const replays = await Promise.all(
      created
        .slice(0, 50)
        .map((outcome) => postQuote(server.url, outcome.key, { forwardedFor: '198.51.100.98' })),
    );
    expect(
      replays.every((replay, index) => replay.id === created[index]!.id && replay.replayed),
    ).toBe(true);
    const [counts] = await db.query<{ leads: number; keys: number }>(
      'faults',
      `select count(*)::int as leads, count(distinct idempotency_key)::int as keys
         from leads where idempotency_key like 'restart-%'`,
    );
    const keysSent = new Set([...outcomes, ...burst].map((outcome) => outcome.key)).size;
    expect(counts).toEqual({ leads: keysSent, keys: keysSent });

    // The same process answers as before: ready again, no restart needed.
    await waitFor200(`${server.url}/api/ready`, 10_000);
    expect(server.output()).not.toMatch(/unhandled error/);

    report('postgres-restart', {
      requests: outcomes.length,
      answers: tally(outcomes),
      retriedAfter503: tally(retried),
      replayedOk: replays.length,
      leadsStored: counts!.leads,
      restarts,
      p99Ms: round(
        percentile(
          outcomes.map((outcome) => outcome.ms),
          99,
        ),
      ),
      maxMs: round(Math.max(...outcomes.map((outcome) => outcome.ms))),
    });
  });
});
