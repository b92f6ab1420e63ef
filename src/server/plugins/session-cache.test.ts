import { describe, expect, it } from 'vitest';
import { type CheckedSession, createSessionCache } from './session-cache';

/** Tokens as the cache sees them: whose, which, and when each expires (epoch ms). */
const TOKENS: Record<string, Omit<CheckedSession<unknown>, 'value'>> = {
  ALICE: { userId: 1, jti: 'alice-phone', expiresAt: 3_600_000 },
  ALICE_LAPTOP: { userId: 1, jti: 'alice-laptop', expiresAt: 3_600_000 },
  BOB: { userId: 2, jti: 'bob', expiresAt: 3_600_000 },
  SHORT: { userId: 3, jti: 'short', expiresAt: 1_000 },
};
const [ALICE, ALICE_LAPTOP, BOB, SHORT] = ['ALICE', 'ALICE_LAPTOP', 'BOB', 'SHORT'];

/** A cache over a counted read that finds every token valid unless told otherwise. */
function setUp(options: { maxEntries?: number } = {}) {
  let clock = 0;
  const reads: string[] = [];
  const refused = new Set<string>();
  const cache = createSessionCache(
    async (token: string) => {
      const session = TOKENS[token]!;
      reads.push(session.jti);
      return refused.has(session.jti)
        ? undefined
        : { ...session, value: { name: `user ${session.userId}` } };
    },
    // One clock for both: the trust and the tokens' expiry.
    { trustMs: 5_000, now: () => clock, wallClock: () => clock, ...options },
  );
  return {
    cache,
    reads,
    refused,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('the sessions kept checked in memory', () => {
  it('reads a session once while hearing, and again once the trust runs out', async () => {
    const { cache, reads, advance } = setUp();
    cache.changes.hearing(true);
    expect((await cache.get(ALICE))?.value).toEqual({ name: 'user 1' });
    await cache.get(ALICE);
    advance(4_999);
    await cache.get(ALICE);
    expect(reads).toEqual(['alice-phone']);
    advance(1);
    await cache.get(ALICE);
    expect(reads).toEqual(['alice-phone', 'alice-phone']);
  });

  it('reads every time while not hearing the database', async () => {
    const { cache, reads } = setUp();
    await cache.get(ALICE);
    await cache.get(ALICE);
    cache.changes.hearing(true);
    await cache.get(ALICE);
    await cache.get(ALICE);
    cache.changes.hearing(false);
    await cache.get(ALICE);
    expect(reads).toHaveLength(4);
    expect(cache.size()).toBe(0);
  });

  it('drops every session of a user announced as changed, and only those', async () => {
    const { cache, reads } = setUp();
    cache.changes.hearing(true);
    for (const session of [ALICE, ALICE_LAPTOP, BOB]) await cache.get(session);
    cache.changes.notify('user 1');
    expect(cache.size()).toBe(1);
    for (const session of [ALICE, ALICE_LAPTOP, BOB]) await cache.get(session);
    expect(reads).toEqual(['alice-phone', 'alice-laptop', 'bob', 'alice-phone', 'alice-laptop']);
  });

  it('drops the one session whose token is revoked, and refuses it from then on', async () => {
    const { cache, refused } = setUp();
    cache.changes.hearing(true);
    await cache.get(ALICE);
    await cache.get(ALICE_LAPTOP);
    refused.add('alice-phone');
    cache.changes.notify('token alice-phone');
    expect(await cache.get(ALICE)).toBeUndefined();
    expect((await cache.get(ALICE_LAPTOP))?.value).toEqual({ name: 'user 1' });
    expect(cache.size()).toBe(1);
  });

  it('drops everything on an announcement it cannot place', async () => {
    const { cache } = setUp();
    cache.changes.hearing(true);
    await cache.get(ALICE);
    await cache.get(BOB);
    cache.changes.notify('');
    expect(cache.size()).toBe(0);
    await cache.get(ALICE);
    cache.changes.notify('something new');
    expect(cache.size()).toBe(0);
  });

  it('does not keep a session read while a change was heard', async () => {
    let release: (() => void) | undefined;
    const cache = createSessionCache(
      (token: string) =>
        new Promise<CheckedSession<string>>((resolve) => {
          release = () => resolve({ ...TOKENS[token]!, value: 'as read' });
        }),
    );
    cache.changes.hearing(true);
    const reading = cache.get(ALICE);
    // The user changes after the read saw the old row and before it returned.
    cache.changes.notify('user 1');
    release?.();
    expect((await reading)?.value).toBe('as read');
    expect(cache.size()).toBe(0);
    const again = cache.get(ALICE);
    release?.();
    await again;
    expect(cache.size()).toBe(1);
  });

  it('never uses a kept session past its token’s expiry', async () => {
    const { cache, reads, refused, advance } = setUp();
    cache.changes.hearing(true);
    await cache.get(SHORT);
    advance(999);
    await cache.get(SHORT);
    expect(reads).toEqual(['short']);
    // Expired: read again, and the read (which verifies the token) refuses it.
    refused.add('short');
    advance(1);
    expect(await cache.get(SHORT)).toBeUndefined();
    expect(reads).toEqual(['short', 'short']);
  });

  it('keeps no refused session, and forgets one kept that is now refused', async () => {
    const { cache, reads, refused, advance } = setUp();
    cache.changes.hearing(true);
    refused.add('bob');
    expect(await cache.get(BOB)).toBeUndefined();
    expect(await cache.get(BOB)).toBeUndefined();
    expect(reads).toEqual(['bob', 'bob']);
    expect(cache.size()).toBe(0);
    await cache.get(ALICE);
    refused.add('alice-phone');
    advance(5_000);
    expect(await cache.get(ALICE)).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('lets the least recently used session go first when full', async () => {
    const { cache, reads } = setUp({ maxEntries: 2 });
    cache.changes.hearing(true);
    await cache.get(ALICE);
    await cache.get(BOB);
    await cache.get(ALICE); // now the most recently used
    await cache.get(ALICE_LAPTOP); // Bob goes
    expect(cache.size()).toBe(2);
    await cache.get(ALICE);
    await cache.get(BOB);
    expect(reads).toEqual(['alice-phone', 'bob', 'alice-laptop', 'bob']);
  });

  it('counts what it hears, for the requests that must wait for other instances', () => {
    const { cache } = setUp();
    const before = cache.changesHeard();
    cache.changes.hearing(true);
    cache.changes.notify('token x');
    expect(cache.changesHeard()).toBe(before + 2);
  });
});
