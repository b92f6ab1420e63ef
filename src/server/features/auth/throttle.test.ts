import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginThrottle } from '../../db/schema';
import { TEST_PASSWORD, createUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import {
  FREE_FAILURES_PER_PAIR,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  PAIR_FIRST_DELAY_SECONDS,
  PAIR_MAX_DELAY_SECONDS,
} from './throttle';

// Behind a trusted proxy, the client address is the one X-Forwarded-For names.
const app = useTestApp({ TRUST_PROXY: 'true' });

afterEach(() => {
  vi.useRealTimers();
});

const WRONG = 'not the password at all';

const login = (email: string, password: string, address: string) =>
  app().inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': address },
  });

const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['retry-after']);

async function failFrom(email: string, address: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await login(email, WRONG, address)).statusCode).toBe(401);
  }
}

/** Moves the clock the server reads (Date only: timers and the database keep running). */
function travel(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe('guessing one account from one address', () => {
  it('is slowed there after 5 failures, while the owner signs in from another address', async () => {
    const user = await createUser(app(), 2);
    await failFrom(user.email, '203.0.113.1', FREE_FAILURES_PER_PAIR);
    const held = await login(user.email, TEST_PASSWORD, '203.0.113.1');
    expect(held.statusCode).toBe(429);
    expect(retryAfter(held)).toBe(PAIR_FIRST_DELAY_SECONDS);
    expect(held.json().message).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect((await login(user.email, TEST_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('waits twice as long after each further failure, up to 15 minutes', async () => {
    const user = await createUser(app(), 2);
    await failFrom(user.email, '203.0.113.2', FREE_FAILURES_PER_PAIR);
    const waits: number[] = [];
    for (let step = 0; step < 7; step += 1) {
      const held = await login(user.email, WRONG, '203.0.113.2');
      expect(held.statusCode).toBe(429);
      waits.push(retryAfter(held));
      travel(retryAfter(held));
      expect((await login(user.email, WRONG, '203.0.113.2')).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, PAIR_MAX_DELAY_SECONDS, PAIR_MAX_DELAY_SECONDS]);
  });

  it('is forgotten an hour after the last failure, and forgiven by the right password', async () => {
    const user = await createUser(app(), 2);
    await failFrom(user.email, '203.0.113.3', FREE_FAILURES_PER_PAIR);
    travel(60 * 60);
    await failFrom(user.email, '203.0.113.3', FREE_FAILURES_PER_PAIR - 1);
    expect((await login(user.email, TEST_PASSWORD, '203.0.113.3')).statusCode).toBe(200);
    await failFrom(user.email, '203.0.113.3', FREE_FAILURES_PER_PAIR);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const user = await createUser(app(), 2);
    await failFrom(user.email, '2001:db8:1:2::1', FREE_FAILURES_PER_PAIR);
    expect((await login(user.email, WRONG, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await login(user.email, WRONG, '2001:db8:1:3::1')).statusCode).toBe(401);
  });
});

describe('the ceilings', () => {
  it('refuses one address after 20 failures across many accounts, and no other address', async () => {
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt += 1) {
      await login(`guess-${attempt}@example.ie`, WRONG, '192.0.2.99');
    }
    const user = await createUser(app(), 2);
    const held = await login(user.email, TEST_PASSWORD, '192.0.2.99');
    expect(held.statusCode).toBe(429);
    expect(retryAfter(held)).toBeLessThanOrEqual(15 * 60);
    expect((await login(user.email, TEST_PASSWORD, '192.0.2.100')).statusCode).toBe(200);
  });

  it('refuses every address once an account reaches 100 failures in an hour, until the hour ends', async () => {
    const user = await createUser(app(), 2);
    const addresses = MAX_FAILURES_PER_ACCOUNT / FREE_FAILURES_PER_PAIR;
    for (let index = 0; index < addresses; index += 1) {
      await failFrom(user.email, `198.18.0.${index + 1}`, FREE_FAILURES_PER_PAIR);
    }
    const held = await login(user.email, TEST_PASSWORD, '198.18.1.1');
    expect(held.statusCode).toBe(429);
    expect(retryAfter(held)).toBeGreaterThan(50 * 60);
    expect(retryAfter(held)).toBeLessThanOrEqual(60 * 60);
    travel(retryAfter(held));
    expect((await login(user.email, TEST_PASSWORD, '198.18.1.1')).statusCode).toBe(200);
  });

  it('counts no refused attempt, so hammering from one address cannot reach the account ceiling', async () => {
    const user = await createUser(app(), 2);
    await failFrom(user.email, '203.0.113.4', FREE_FAILURES_PER_PAIR);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await login(user.email, WRONG, '203.0.113.4')).statusCode).toBe(429);
    }
    const [account] = await app()
      .db.select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `account ${user.email}`));
    expect(account!.failures).toBe(FREE_FAILURES_PER_PAIR);
  });
});

describe('concurrent attempts', () => {
  it('check at most 5 passwords of 40 sent at once for one account from one address', async () => {
    const user = await createUser(app(), 2);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => login(user.email, WRONG, '203.0.113.5')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(FREE_FAILURES_PER_PAIR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - FREE_FAILURES_PER_PAIR);
  });

  it('check at most 20 passwords of 60 sent at once to different accounts from one address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        login(`spray-${index}@example.ie`, WRONG, '203.0.113.6'),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - MAX_FAILURES_PER_ADDRESS);
  });
});
