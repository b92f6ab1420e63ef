/**
 * One value kept for `ttlMs`, read again after that by the first caller (the others wait for the
 * same read): the live figures cost one query per instance a minute, however busy the site
 * (docs/decisions/027-live-figures.md), and so do the price estimate's inputs
 * (docs/decisions/042-estimate-inputs-in-memory.md). A failed read is not kept.
 */
export function createExpiringValue<T>(
  read: () => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
) {
  let kept: { value: T; until: number } | undefined;
  let pending: Promise<T> | undefined;
  let generation = 0;

  async function refresh(): Promise<T> {
    const started = generation;
    const value = await read();
    // A read that began before `forget` must not put back what was forgotten.
    if (started === generation) kept = { value, until: now() + ttlMs };
    return value;
  }

  const isFresh = () => kept !== undefined && now() < kept.until;

  return {
    get(): Promise<T> {
      if (kept && isFresh()) return Promise.resolve(kept.value);
      pending ??= refresh().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    /** True while a value is kept and not yet due to be read again. */
    isFresh,
    /** Drops the kept value: the next `get` reads afresh (after a threshold is changed). */
    forget(): void {
      generation += 1;
      kept = undefined;
      pending = undefined;
    },
  };
}
