import { describe, expect, it, onTestFailed } from 'vitest';
import {
  type AppDatabase,
  type StoredLead,
  matchStored,
  usePgliteApp,
  usePostgresApp,
} from './lib/app-database';
import { type AppProcess, startApp } from './lib/app-process';
import { type Outcome, startLoad, tally } from './lib/quotes';
import { report } from './lib/report';

const RESTARTING = 'The server is restarting. Please try again.';

/** The answer to a request that arrived once shutdown had begun: refused before any handler. */
function turnedAway(outcome: Outcome): boolean {
  return outcome.status === 503 && !!outcome.retryAfter && !!outcome.body?.includes(RESTARTING);
}

const STORED_SQL = `select id, idempotency_key from leads where idempotency_key like 'term-%'`;

/**
 * Eight workers post quotes; SIGTERM arrives mid-stream. Requests the server had already
 * received must complete normally; the process must drain, close the database and exit 0.
 */
async function terminateUnderLoad(database: AppDatabase) {
  let app: AppProcess | undefined;
  try {
    app = await startApp(database.env());
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
    // What was in progress when the signal came finished normally. "In progress" is judged by
    // the client's clock: a request sent a moment before the signal may not have reached the
    // server yet, and is then turned away before any handler runs (the restarting 503, nothing
    // stored — checked below). Anything else (a reset, a 500) means a started request was cut off.
    expect(inFlight.filter((outcome) => outcome.status === 201).length).toBeGreaterThan(0);
    expect(inFlight.filter((outcome) => outcome.status !== 201 && !turnedAway(outcome))).toEqual(
      [],
    );
    // What came later was turned away (refused, or 503 on a kept-alive connection), never a 500.
    const badLate = after.filter(
      (outcome) => outcome.status !== undefined && ![201, 503].includes(outcome.status),
    );
    expect(badLate).toEqual([]);
    expect(after.filter((outcome) => outcome.status === 503 && !turnedAway(outcome))).toEqual([]);

    const { idByKey, lost } = matchStored(outcomes, await database.query<StoredLead>(STORED_SQL));
    expect(lost).toEqual([]);
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
    const database = usePostgresApp();

    it('finishes the requests in flight, turns new ones away, and exits 0', async () => {
      const figures = await terminateUnderLoad(database);
      report('sigterm postgres', figures);
    });
  });

  describe('on the embedded database (PGlite)', () => {
    const database = usePgliteApp();

    it('finishes the requests in flight, closes the database cleanly, and exits 0', async () => {
      const figures = await terminateUnderLoad(database);
      report('sigterm pglite', figures);
    });
  });
});
