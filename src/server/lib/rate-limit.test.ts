import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { createTestApp } from '../test/test-app';
import { hitRateLimit } from './rate-limit';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ app, cleanup } = await createTestApp());
});
afterAll(async () => cleanup());

// An hour's window, so a test never straddles two windows.
const HOUR = 3_600_000;
const windowsOf = (key: string) => app.db.select().from(rateLimits).where(eq(rateLimits.key, key));

describe('hitRateLimit', () => {
  it('allows up to the limit in a window, then refuses with the seconds left in it', async () => {
    const results = [];
    for (let hit = 0; hit < 4; hit += 1) results.push(await hitRateLimit(app.db, 'a', 3, HOUR));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect((await hitRateLimit(app.db, 'b', 3, HOUR)).allowed).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(app.db, 'burst', 100, HOUR)));
    const [window] = await windowsOf('burst');
    expect(window!.hits).toBe(12);
  });

  it("prunes the key's older windows in the same statement, and only that key's", async () => {
    const old = new Date(Date.now() - 10 * HOUR);
    await app.db.insert(rateLimits).values([
      { key: 'pruned', window_start: old, hits: 50 },
      { key: 'other', window_start: old, hits: 50 },
    ]);
    expect((await hitRateLimit(app.db, 'pruned', 3, HOUR)).allowed).toBe(true);
    const windows = await windowsOf('pruned');
    expect(windows).toHaveLength(1);
    expect(windows[0]!.hits).toBe(1);
    expect(windows[0]!.window_start.getTime()).toBeGreaterThan(old.getTime());
    expect(await windowsOf('other')).toHaveLength(1);
  });
});
