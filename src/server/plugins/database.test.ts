import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { validLead } from '../test/leads';
import { startRelay } from '../test/tcp-relay';
import { type TestContext, createTestContext, usesPostgres } from '../test/test-app';

/** A loopback port nobody listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const postQuote = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/bus-quote', payload: validLead() });

describe('PostgreSQL unreachable at start-up', () => {
  let context: TestContext | undefined;
  let relay: ReturnType<typeof startRelay> | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await context?.cleanup();
    await relay?.close();
  });

  it('starts anyway: alive, not ready, and every API request a quick 503 with Retry-After', async () => {
    const port = await closedPort();
    context = await createTestContext({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/coachhire`,
    });
    const app = await context.rebuild();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    const started = performance.now();
    const quote = await postQuote(app);
    expect(quote.statusCode).toBe(503);
    expect(quote.headers['retry-after']).toBe('5');
    expect(quote.json()).toEqual({ message: 'Database unavailable' });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it.runIf(usesPostgres)(
    'migrates and becomes ready without a restart once the database can be reached',
    async () => {
      const port = await closedPort();
      context = await createTestContext();
      relay = startRelay(new URL(context.config.DATABASE_URL!));
      // The test's fresh database, reached through a relay that is not listening yet.
      app = await buildApp({ ...context.config, DATABASE_URL: relay.urlFor(port) });
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);

      await relay.listen(port);
      let ready = 503;
      for (let tries = 0; tries < 50 && ready !== 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        ready = (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode;
      }
      expect(ready).toBe(200);
      expect((await postQuote(app)).statusCode).toBe(201);
      expect(app.firstAdmin).toEqual({ email: context.config.ADMIN_EMAIL });
    },
  );
});

describe('an idle PostgreSQL connection lost', () => {
  let context: TestContext | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await context?.cleanup();
  });

  it.runIf(usesPostgres)(
    'is logged by its code and message, without the client pg attaches to the error',
    async () => {
      context = await createTestContext();
      app = await buildApp(context.config);
      const db = app.db;
      // Two connections in the pool, both idle once these finish.
      await Promise.all([db.execute(sql`select pg_sleep(0.05)`), db.execute(sql`select 1`)]);
      const logged = vi.spyOn(app.log, 'error');
      await db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await vi.waitFor(() => expect(logged).toHaveBeenCalled(), { timeout: 5_000 });
      const [fields, message] = logged.mock.calls[0]! as unknown as [object, string];
      expect(message).toBe('idle database connection failed');
      expect(fields).toEqual({
        err: { type: 'error', message: expect.stringMatching(/terminat/), code: '57P01' },
      });
      // The app goes on answering on a new connection.
      expect((await postQuote(app)).statusCode).toBe(201);
    },
  );
});
