import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
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
