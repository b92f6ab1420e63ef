import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import {
  type AppFolders,
  type AppProcess,
  appEnv,
  createAppFolders,
  startApp,
} from './lib/app-process';
import { freePort } from '../bench/lib/net';
import { type PrivatePostgres, startPrivatePostgres } from './lib/postgres';
import { adminToken, postQuote, waitFor200 } from './lib/quotes';
import { report, round } from './lib/report';

type Probe = { status: number | string; ms: number; retryAfter: string | null };

async function probe(url: string, init: RequestInit = {}): Promise<Probe> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return {
      status: response.status,
      ms: round(performance.now() - started),
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return {
      status: cause?.code ?? (error as Error).name,
      ms: round(performance.now() - started),
      retryAfter: null,
    };
  }
}

/** What a visitor, a monitor and a member of staff see while the database cannot answer. */
async function probeAll(app: AppProcess, token?: string) {
  const [health, ready, quotes, list] = await Promise.all([
    probe(`${app.url}/api/health`),
    probe(`${app.url}/api/ready`),
    Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        postQuote(app.url, `down-${index}-${randomUUID()}`, { timeoutMs: 30_000 }),
      ),
    ),
    token
      ? probe(`${app.url}/api/bus-quote/paginated`, {
          headers: { authorization: `Bearer ${token}` },
        })
      : Promise.resolve(undefined),
  ]);
  return { health, ready, quotes, list };
}

/** The contract while the database is away: alive, not ready, and every request a quick 503. */
function expectFailsFast(result: Awaited<ReturnType<typeof probeAll>>, withinMs: number) {
  expect(result.health.status, '/api/health still answers').toBe(200);
  expect(result.ready.status, '/api/ready fails').toBe(503);
  expect(result.ready.ms).toBeLessThan(withinMs);
  for (const quote of result.quotes) {
    expect(quote.status, `POST ${quote.key}: ${quote.error ?? quote.body ?? ''}`).toBe(503);
    expect(quote.retryAfter).toMatch(/^\d+$/);
    expect(quote.ms).toBeLessThan(withinMs);
  }
  if (result.list) {
    expect(result.list.status).toBe(503);
    expect(result.list.ms).toBeLessThan(withinMs);
  }
}

const summary = (result: Awaited<ReturnType<typeof probeAll>>) => ({
  health: result.health,
  ready: result.ready,
  quoteStatuses: [...new Set(result.quotes.map((quote) => quote.status ?? quote.error))],
  quoteMaxMs: round(Math.max(...result.quotes.map((quote) => quote.ms))),
  list: result.list,
});

describe('the database unreachable', () => {
  let postgres: PrivatePostgres | undefined;
  let app: AppProcess | undefined;
  let folders: AppFolders;
  beforeAll(() => {
    folders = createAppFolders();
  });

  afterEach(async () => {
    await app?.stop();
    app = undefined;
    await postgres?.destroy();
    postgres = undefined;
  });
  afterAll(() => folders?.remove());

  it('at start-up: the server starts anyway, fails fast with 503, and becomes ready once the database appears', async () => {
    const port = await freePort();
    app = await startApp(
      appEnv(folders, { DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` }),
    );
    const server = app;
    onTestFailed(() => console.log(`server output:\n${server.output().slice(-4000)}`));
    const down = await probeAll(server);
    expectFailsFast(down, 2_000);

    // The database comes up on the configured port: no restart of the server is needed.
    postgres = await startPrivatePostgres(inject('pgTemplate'), port);
    const readyAfterMs = round(await waitFor200(`${server.url}/api/ready`, 30_000));
    expect((await postQuote(server.url, `up-${randomUUID()}`)).status).toBe(201);
    report('unreachable at start-up', {
      ...summary(down),
      readyAfterDatabaseStartMs: readyAfterMs,
    });
  });

  it.each(['stopped', 'frozen'] as const)(
    'mid-run (%s): /api/ready fails, requests fail fast with 503, and it recovers on its own',
    async (how) => {
      postgres = await startPrivatePostgres(inject('pgTemplate'));
      const databaseUrl = await postgres.createDatabase(`faults_${how}`);
      app = await startApp(appEnv(folders, { DATABASE_URL: databaseUrl }));
      const server = app;
      onTestFailed(() => console.log(`server output:\n${server.output().slice(-4000)}`));
      const token = await adminToken(server.url);
      // Several at once, so the pool holds open connections (the ones a frozen database traps).
      const before = await Promise.all(
        Array.from({ length: 8 }, () =>
          postQuote(server.url, `before-${randomUUID()}`, { forwardedFor: '192.0.2.1' }),
        ),
      );
      expect(before.map((outcome) => outcome.status)).toEqual(Array(8).fill(201));

      if (how === 'stopped') await postgres.stop('fast');
      else await postgres.freeze();
      const down = await probeAll(server, token);
      // A stopped server refuses connections at once; a frozen one answers nothing, so only
      // the driver's timeouts (connect 5 s, query 10 s) bound the wait.
      expectFailsFast(down, how === 'stopped' ? 2_000 : 12_000);

      if (how === 'stopped') await postgres.start();
      else await postgres.thaw();
      const readyAfterMs = round(await waitFor200(`${server.url}/api/ready`, 30_000));
      expect((await postQuote(server.url, `after-${randomUUID()}`)).status).toBe(201);
      report(`unreachable mid-run (${how})`, {
        ...summary(down),
        readyAfterRecoveryMs: readyAfterMs,
      });
    },
  );
});
