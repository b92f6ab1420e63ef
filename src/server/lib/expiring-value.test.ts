import { describe, expect, it } from 'vitest';
import { createExpiringValue } from './expiring-value';

function counter() {
  let reads = 0;
  let clock = 0;
  let fail = false;
  const value = createExpiringValue(
    async () => {
      reads += 1;
      if (fail) throw new Error('database unavailable');
      return reads;
    },
    60_000,
    () => clock,
  );
  return {
    value,
    reads: () => reads,
    advance: (ms: number) => (clock += ms),
    failNext: (failing: boolean) => (fail = failing),
  };
}

describe('a value kept for a while', () => {
  it('is read once, kept until its time is up, then read again', async () => {
    const kept = counter();
    expect(await kept.value.get()).toBe(1);
    kept.advance(59_999);
    expect(await kept.value.get()).toBe(1);
    kept.advance(1);
    expect(await kept.value.get()).toBe(2);
  });

  it('makes callers arriving together share one read', async () => {
    const kept = counter();
    const answers = await Promise.all([kept.value.get(), kept.value.get(), kept.value.get()]);
    expect(answers).toEqual([1, 1, 1]);
    expect(kept.reads()).toBe(1);
  });

  it('keeps no failed read: the next caller tries again', async () => {
    const kept = counter();
    kept.failNext(true);
    await expect(kept.value.get()).rejects.toThrow('database unavailable');
    kept.failNext(false);
    expect(await kept.value.get()).toBe(2);
  });

  it('reads afresh after being told to forget, even while a read was under way', async () => {
    const kept = counter();
    const under = kept.value.get();
    kept.value.forget();
    await under;
    expect(await kept.value.get()).toBe(2);
    kept.value.forget();
    expect(await kept.value.get()).toBe(3);
  });
});
