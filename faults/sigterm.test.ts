import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { openDatabase, queryRows } from '../src/server/db/client';
import {
  type AppEnv,
  type AppFolders,
  type AppProcess,
  appEnv,
  createAppFolders,
  startApp,
} from './lib/app-process';
import { type PrivatePostgres, startPrivatePostgres } from './lib/postgres';
import { type Outcome, startLoad, tally } from './lib/quotes';
import { report } from './lib/report';

type StoredLead = { id: number; idempotency_key: string };
const STORED_SQL = `select id, idempotency_key from leads where idempotency_key like 'term-%'`;

/**
 * Eight workers post quotes; SIGTERM arrives mid-stream. Requests the server had already
 * received must complete normally; the process must drain, close the database and exit 0.
 */
async function terminateUnderLoad(env: AppEnv, readLeads: () => Promise<StoredLead[]>) {
  let app: AppProcess | undefined;
  try {
    app = await startApp(env);
    const server = app;
    onTestFailed(() => console.log(`server output:\n${server.output().slice(-4000)}`));
    const load = startLoad([server.url], 8, { prefix: 'term' });
    await load.untilStored(40, 15_000);
    const signalledAt = performance.now();
    server.signal('SIGTERM');
    const exit = await server.exited;
    const exitMs = performance.now() - signalledAt;
    const outcomes = await load.stop();

    const inFlight = outcomes.filter(
      (outcome) => outcome.sentAt < signalledAt && outcome.sentAt + outcome.ms > signalledAt,
    );
    const after = outcomes.filter((outcome) => outcome.sentAt >= signalledAt);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(10_000);
    // What was in progress when the signal came finished normally.
    expect(inFlight.length, 'requests in flight at SIGTERM').toBeGreaterThan(0);
    expect(inFlight.filter((outcome) => outcome.status !== 201)).toEqual([]);
    // What came later was turned away (refused, or 503 on a kept-alive connection), never a 500.
    const badLate = after.filter(
      (outcome) => outcome.status !== undefined && ![201, 503].includes(outcome.status),
    );
    expect(badLate).toEqual([]);
    expect(after.filter((outcome) => outcome.status === 503 && !outcome.retryAfter)).toEqual([]);

    const stored = await readLeads();
    const idByKey = new Map(stored.map((row) => [row.idempotency_key, row.id]));
    const created = outcomes.filter((outcome) => outcome.status === 201);
    expect(created.filter((outcome) => idByKey.get(outcome.key) !== outcome.id)).toEqual([]);
    // Nothing was stored for a request that got no success: turned away means not processed.
    const unanswered: Outcome[] = outcomes.filter((outcome) => outcome.status !== 201);
    expect(unanswered.filter((outcome) => idByKey.has(outcome.key))).toEqual([]);
    return {
      requests: outcomes.length,
      answers: tally(outcomes),
      inFlightAtSignal: inFlight.length,
      inFlightAnswers: tally(inFlight),
      afterSignal: tally(after),
      late503: after.find((outcome) => outcome.status === 503)?.body,
      exitCode: exit.code,
      exitMs: Math.round(exitMs),
    };
  } finally {
    await app?.stop(5_000);
  }
}

describe('SIGTERM under load', () => {
  describe('on PostgreSQL', () => {
    let postgres: PrivatePostgres | undefined;
    let folders: AppFolders | undefined;
    beforeAll(async () => {
      folders = createAppFolders();
      postgres = await startPrivatePostgres(inject('pgTemplate'));
    });
    afterAll(async () => {
      await postgres?.destroy();
      folders?.remove();
    });

    it('finishes the requests in flight, turns new ones away, and exits 0', async () => {
      const databaseUrl = await postgres!.createDatabase('faults');
      const figures = await terminateUnderLoad(
        appEnv(folders!, { DATABASE_URL: databaseUrl }),
        () => postgres!.query<StoredLead>('faults', STORED_SQL),
      );
      report('sigterm postgres', figures);
    });
  });

  describe('on the embedded database (PGlite)', () => {
    let folders: AppFolders | undefined;
    beforeAll(() => {
      folders = createAppFolders(inject('pgliteTemplate'));
    });
    afterAll(() => folders?.remove());

    it('finishes the requests in flight, closes the database cleanly, and exits 0', async () => {
      const figures = await terminateUnderLoad(appEnv(folders!), async () => {
        const database = await openDatabase({ dataDir: folders!.dataDir });
        try {
          return await queryRows<StoredLead>(database.db, sql.raw(STORED_SQL));
        } finally {
          await database.close();
        }
      });
      report('sigterm pglite', figures);
    });
  });
});
