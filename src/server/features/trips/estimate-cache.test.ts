import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_CARD } from '@shared/trips/rate-card';
import type { TripBands } from './estimate-bands';
import { BASES_TTL_MS, SIMILAR_QUOTES_TTL_MS, createCachedEstimateReads } from './estimate-cache';
import { RATE_CARD_KEY } from './estimate-repository';

const JUNE_CORK: TripBands = {
  distance_band: '150–300 km',
  days_band: '1 day',
  group_band: '34–53 people',
  month: 6,
  region: 'Munster',
};

/** A source counting its reads, each answering its count, on a clock the test moves. */
function counted() {
  const asked = { card: 0, bases: 0, bands: [] as string[], together: [] as string[][] };
  let clock = 0;
  const cache = createCachedEstimateReads(
    {
      rateCard: async () => ({ ...DEFAULT_RATE_CARD, per_km: ++asked.card }),
      similarQuotes: async (bands) => {
        asked.bands.push(bands.region);
        const count = asked.bands.length;
        return { count, q1: count, median: count, q3: count };
      },
      similarQuotesOfBands: async (many) => {
        asked.together.push(many.map((bands) => bands.region));
        return many.map((bands) =>
          bands.region === 'Ulster' ? null : { count: 10, q1: 10, median: 10, q3: 10 },
        );
      },
      verifiedBases: async () => [{ lat: ++asked.bases, lng: 0 }],
    },
    () => clock,
  );
  return { ...cache, asked, advance: (ms: number) => (clock += ms) };
}

describe('the estimate inputs kept in memory', () => {
  it('keeps the quotes of each band of similar trips for a minute', async () => {
    const kept = counted();
    expect((await kept.reads.similarQuotes(JUNE_CORK))?.count).toBe(1);
    expect((await kept.reads.similarQuotes({ ...JUNE_CORK, region: 'Leinster' }))?.count).toBe(2);
    kept.advance(SIMILAR_QUOTES_TTL_MS - 1);
    expect((await kept.reads.similarQuotes(JUNE_CORK))?.count).toBe(1);
    kept.advance(1);
    expect((await kept.reads.similarQuotes(JUNE_CORK))?.count).toBe(3);
    expect(kept.asked.bands).toEqual(['Munster', 'Leinster', 'Munster']);
  });

  it('reads the bands of a batch not kept in one read, keeps them, and reads each alone once due', async () => {
    const kept = counted();
    expect((await kept.reads.similarQuotes(JUNE_CORK))?.count).toBe(1);
    const batch = [
      JUNE_CORK,
      { ...JUNE_CORK, region: 'Leinster' },
      { ...JUNE_CORK, region: 'Ulster' },
      { ...JUNE_CORK, region: 'Leinster' },
    ];
    const found = await kept.reads.similarQuotesOfBands(batch);
    // Munster was kept; Leinster (asked twice) and Ulster are read together, once each.
    expect(found.map((similar) => similar?.count ?? null)).toEqual([1, 10, null, 10]);
    expect(kept.asked.together).toEqual([['Leinster', 'Ulster']]);
    expect((await kept.reads.similarQuotes({ ...JUNE_CORK, region: 'Ulster' })) ?? null).toBeNull();
    expect(kept.asked.bands).toEqual(['Munster']);

    kept.advance(SIMILAR_QUOTES_TTL_MS);
    expect((await kept.reads.similarQuotes({ ...JUNE_CORK, region: 'Leinster' }))?.count).toBe(2);
    expect(kept.asked.bands).toEqual(['Munster', 'Leinster']);
  });

  it('keeps the verified bases for a minute, one read for callers arriving together', async () => {
    const kept = counted();
    const together = await Promise.all([kept.reads.verifiedBases(), kept.reads.verifiedBases()]);
    expect(together).toEqual([[{ lat: 1, lng: 0 }], [{ lat: 1, lng: 0 }]]);
    kept.advance(BASES_TTL_MS);
    expect(await kept.reads.verifiedBases()).toEqual([{ lat: 2, lng: 0 }]);
  });

  it('keeps the rate card while hearing changes, until its key is announced', async () => {
    const kept = counted();
    kept.changes.hearing(true);
    expect((await kept.reads.rateCard()).per_km).toBe(1);
    expect((await kept.reads.rateCard()).per_km).toBe(1);
    kept.changes.notify('figure_thresholds');
    expect((await kept.reads.rateCard()).per_km).toBe(1);
    kept.changes.notify(RATE_CARD_KEY);
    expect((await kept.reads.rateCard()).per_km).toBe(2);
    kept.changes.notify('');
    expect((await kept.reads.rateCard()).per_km).toBe(3);
  });

  it('reads the rate card for every estimate while not hearing changes', async () => {
    const kept = counted();
    expect((await kept.reads.rateCard()).per_km).toBe(1);
    expect((await kept.reads.rateCard()).per_km).toBe(2);
    kept.changes.hearing(true);
    expect((await kept.reads.rateCard()).per_km).toBe(3);
    expect((await kept.reads.rateCard()).per_km).toBe(3);
    kept.changes.hearing(false);
    expect((await kept.reads.rateCard()).per_km).toBe(4);
    expect((await kept.reads.rateCard()).per_km).toBe(5);
  });
});
