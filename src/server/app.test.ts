import { writeFile } from 'node:fs/promises';
import { type AddressInfo, connect } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unprocessable } from './lib/http-errors';
import { createTestApp } from './test/test-app';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const test = await createTestApp();
  app = test.app;
  cleanup = test.cleanup;
  const clientDir = test.config.CLIENT_DIR;
  await writeFile(
    join(clientDir, 'assets', 'app-abc123.js.br'),
    brotliCompressSync('console.log("app");'),
  );
  // Routes that exist only here, to drive the one error handler through every path.
  app.post(
    '/api/__test/echo',
    {
      config: { access: 'public' },
      schema: { body: z.object({ name: z.string().min(1), age: z.number().int() }) },
    },
    async (request) => request.body,
  );
  app.get('/api/__test/boom', { config: { access: 'public' } }, async () => {
    throw new Error('secret database detail');
  });
  app.get('/api/__test/typed', { config: { access: 'public' } }, async () => {
    throw unprocessable('That URL is taken', { url: ['That URL is taken'] });
  });
  app.get('/api/__test/db-down', { config: { access: 'public' } }, async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
});
afterAll(async () => cleanup());

describe('health', () => {
  it('answers liveness', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness when the database is reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: app.database.driver,
      jobs_backlog: expect.any(Number),
    });
  });
});

describe('the API error contract', () => {
  it('answers an unknown API route with 404 JSON, not the SPA', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers validation failures with 422 and errors keyed by field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      payload: { name: '', age: 'old' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors).sort()).toEqual(['age', 'name']);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Aoife",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), age: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers an unsupported media type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/__test/echo',
      headers: { 'content-type': 'application/x-yaml' },
      payload: 'name: x',
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers a malformed %-escape in the URL with 400 in the same error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/index/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed URL' });
  });

  it('renders typed HTTP errors with their status and field errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/__test/typed' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'That URL is taken',
      errors: { url: ['That URL is taken'] },
    });
  });

  it('hides the details of a 5xx from the client', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/__test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret database detail');
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers a lost database connection with 503 and Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/__test/db-down' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).not.toContain('127.0.0.1');
  });

  it('tags every response with a request id, keeping a well-formed incoming one', async () => {
    const fresh = await app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(traced.headers['x-request-id']).toBe('lb-1234');
    const hostile = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'evil\nvalue with spaces' },
    });
    expect(hostile.headers['x-request-id']).not.toContain('evil');
  });
});

describe('serving the web client', () => {
  it('serves index.html for a deep link like /admin/leads', async () => {
    const response = await app.inject({ method: 'GET', url: '/admin/leads' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets with immutable caching, precompressed when the browser accepts it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("app");');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it.each(['/', '/api/health', '/api/no-such-route'])(
    'sends security headers with a CSP on %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    },
  );
});

describe('the OpenAPI document', () => {
  it('is generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready']),
    );
  });

  it('has readable docs at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});

describe('shutting down', () => {
  it('finishes the requests in progress with Connection: close and turns new ones away with 503 and Retry-After', async () => {
    const closing = await createTestApp();
    let finishInFlight = () => {};
    let inFlightArrived = () => {};
    const arrived = new Promise<void>((resolve) => {
      inFlightArrived = resolve;
    });
    closing.app.get('/api/__test/slow', { config: { access: 'public' } }, async () => {
      inFlightArrived();
      await new Promise<void>((resolve) => {
        finishInFlight = resolve;
      });
      return { done: true };
    });
    // Holds the shutdown before the server stops listening, as the job runner's hook may.
    let releasePreClose = () => {};
    let preCloseStarted = () => {};
    const inPreClose = new Promise<void>((resolve) => {
      preCloseStarted = resolve;
    });
    closing.app.addHook('preClose', async () => {
      preCloseStarted();
      await new Promise<void>((resolve) => {
        releasePreClose = resolve;
      });
    });
    await closing.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = closing.app.server.address() as AddressInfo;
    const get = (path: string) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString();
      });
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      return new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
    };
    try {
      const inFlight = get('/api/__test/slow');
      await arrived;
      const closed = closing.app.close();
      await inPreClose;
      const turnedAway = await get('/api/health');
      releasePreClose();
      finishInFlight();
      // Without Connection: close, the finished request's socket would keep the server open.
      const finished = await inFlight;
      await closed;

      expect(turnedAway).toMatch(/^HTTP\/1\.1 503 /);
      expect(turnedAway).toMatch(/\r\nretry-after: 5\r\n/i);
      expect(turnedAway).toMatch(/\r\nconnection: close\r\n/i);
      expect(turnedAway).toContain('The server is restarting. Please try again.');
      expect(finished).toMatch(/^HTTP\/1\.1 200 /);
      expect(finished).toMatch(/\r\nconnection: close\r\n/i);
      expect(finished).toContain('{"done":true}');
    } finally {
      await closing.cleanup();
    }
  });
});
