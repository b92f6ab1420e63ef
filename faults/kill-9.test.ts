import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFailed } from 'vitest';
import {
  type AppDatabase,
  type StoredLead,
  matchStored,
  usePgliteApp,
  usePostgresApp,
} from './lib/app-database';
import { type AppProcess, startApp } from './lib/app-process';
import { type Outcome, postQuote, startLoad, tally, waitFor200 } from './lib/quotes';
import { report } from './lib/report';

/** `unshare --pid` needs root (or user namespaces); without it the server runs as usual. */
function canUsePidNamespace(): boolean {
  const probe = spawnSync('unshare', ['--pid', '--fork', '--mount-proc', 'true']);
  if (probe.status === 0) return true;
  console.warn(
    '[faults] unshare --pid is not available: the PGlite kill -9 case runs without PID 1',
  );
  return false;
}

type StoredLeadWithJob = StoredLead & { has_job: boolean };

const STORED_LEADS_SQL = `select l.id, l.idempotency_key,
  exists (select 1 from jobs j where j.kind = 'lead.created' and (j.payload->>'lead_id')::int = l.id) as has_job
  from leads l where l.idempotency_key like 'kill-%'`;

/**
 * Posts from six workers, kills the server with SIGKILL mid-burst, starts it again on the same
 * database, and checks what a crash may and may not lose.
 */
async function crashAndRestart(database: AppDatabase, wrap: string[] = []) {
  const env = database.env();
  const running: AppProcess[] = [];
  try {
    const first = await startApp(env, wrap);
    running.push(first);
    onTestFailed(() => console.log(`first server:\n${first.output().slice(-4000)}`));
    const load = startLoad([first.url], 6, { prefix: 'kill' });
    await load.untilStored(40, 15_000);
    // The workers send nothing new; the requests in flight now are the ones the kill cuts off.
    const stopping = load.stop();
    first.signal('SIGKILL');
    const exit = await first.exited;
    const outcomes = await stopping;
    expect(exit.code, 'a killed server does not exit cleanly').not.toBe(0);

    const lockPath = join(env.DATA_DIR!, 'db.lock');
    const staleLock = existsSync(lockPath) ? readFileSync(lockPath, 'utf8').trim() : null;

    const restartedAt = performance.now();
    const second = await startApp(env, wrap);
    running.push(second);
    onTestFailed(() => console.log(`restarted server:\n${second.output().slice(-4000)}`));
    await waitFor200(`${second.url}/api/ready`, 30_000);
    const restartMs = Math.round(performance.now() - restartedAt);

    // Requests cut off by the kill are retried with their key: each becomes exactly one lead.
    const cutOff = outcomes.filter((outcome) => outcome.status === undefined);
    const retried: Outcome[] = await Promise.all(
      cutOff.map((outcome) => postQuote(second.url, outcome.key, { forwardedFor: '192.0.2.9' })),
    );
    expect(retried.filter((outcome) => outcome.status !== 201)).toEqual([]);
    expect((await second.stop()).code).toBe(0);

    const stored = await database.query<StoredLeadWithJob>(STORED_LEADS_SQL);
    const { created, lost } = matchStored(outcomes, stored);
    expect(created.length).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    const keys = new Set(outcomes.map((outcome) => outcome.key));
    expect(stored.length).toBe(keys.size);
    expect(new Set(stored.map((row) => row.idempotency_key)).size).toBe(keys.size);
    // The lead and its follow-up job are written together: a crash never splits them.
    expect(stored.filter((row) => !row.has_job)).toEqual([]);
    return {
      requests: outcomes.length,
      answers: tally(outcomes),
      cutOffByKill: cutOff.length,
      retriedCutOff: tally(retried),
      leadsStored: stored.length,
      staleLockLeft: staleLock !== null,
      restartToReadyMs: restartMs,
    };
  } finally {
    for (const app of running) await app.stop(5_000);
  }
}

describe('kill -9 of the server during a burst of posts', () => {
  describe('on the embedded database (PGlite)', () => {
    const database = usePgliteApp();

    // Run as PID 1 in its own PID namespace when the machine allows it, as a container's main
    // process is: the restarted server then has the very pid the stale lock names, the hardest
    // case for the lock (a different, dead pid is covered by src/server/db/client.test.ts).
    const asPid1 = canUsePidNamespace() ? ['unshare', '--pid', '--fork', '--mount-proc'] : [];

    it(`reopens cleanly over the stale lock${asPid1.length > 0 ? ' (as PID 1, as in a container)' : ''} and keeps every lead that got a 201`, async () => {
      const figures = await crashAndRestart(database, asPid1);
      expect(figures.staleLockLeft).toBe(true);
      report('kill-9 pglite', { ...figures, asPid1: asPid1.length > 0 });
    });
  });

  describe('on PostgreSQL', () => {
    const database = usePostgresApp();

    it('keeps every lead that got a 201, and the restarted server carries on', async () => {
      const figures = await crashAndRestart(database);
      report('kill-9 postgres', figures);
    });
  });
});
