import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('readiness without a database', () => {
  let test: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => test.cleanup());

  it('fails with 503 and Retry-After once the database is gone, while liveness still answers', async () => {
    await test.app.database.close();
    const ready = await test.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ message: 'Database unavailable' });
    const health = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
