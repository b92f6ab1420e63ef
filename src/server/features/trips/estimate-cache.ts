import type { DatabaseHandle } from '../../db/client';
import { type ChannelHandlers, SETTING_CHANGES_CHANNEL } from '../../db/notifications';
import { createExpiringValue } from '../../lib/expiring-value';
import type { TripBands } from './estimate-bands';
import {
  type EstimateReads,
  RATE_CARD_KEY,
  type SimilarQuotes,
  databaseEstimateReads,
} from './estimate-repository';

/**
 * How long the quotes for one band of similar trips are kept: a quote received meanwhile shows in
 * the estimates of its band within a minute (docs/decisions/042-estimate-inputs-in-memory.md).
 */
export const SIMILAR_QUOTES_TTL_MS = 60_000;
/** How long the verified companies' bases are kept: a company verified shows within a minute. */
export const BASES_TTL_MS = 60_000;
/**
 * How long the rate card is kept unread while every save is heard of: the safety net for an
 * announcement lost unnoticed. Not hearing, the card is read for each estimate.
 */
export const RATE_CARD_TRUST_MS = 60_000;
/** Bands kept at most (about 2,000 × 200 bytes); the least recently used go first. */
const MAX_BANDS = 2_000;

const bandKey = (bands: TripBands) =>
  [bands.distance_band, bands.days_band, bands.group_band, bands.month, bands.region].join('|');

type Kept<T> = ReturnType<typeof createExpiringValue<T>>;

/**
 * The estimate's inputs kept in memory per instance, so `POST /trips/plan` reads no database
 * once warm (docs/decisions/042-estimate-inputs-in-memory.md): the rate card until a save is
 * announced on the setting-changes channel (`changes`), the quotes for similar trips per band
 * and the verified bases for a minute each. Callers arriving together share one read; a failed
 * read is not kept.
 */
export function createCachedEstimateReads(source: EstimateReads, now: () => number = Date.now) {
  const rateCard = createExpiringValue(source.rateCard, RATE_CARD_TRUST_MS, now);
  const bases = createExpiringValue(source.verifiedBases, BASES_TTL_MS, now);
  const bands = new Map<string, Kept<SimilarQuotes | null>>();
  let hearing = false;

  /** The band's kept entry, made by `make` when there is none; the most recently used last. */
  function entry(key: string, make: () => Kept<SimilarQuotes | null>): Kept<SimilarQuotes | null> {
    let kept = bands.get(key);
    if (kept) {
      // A Map keeps insertion order.
      bands.delete(key);
    } else {
      kept = make();
      for (const oldest of bands.keys()) {
        if (bands.size < MAX_BANDS) break;
        bands.delete(oldest);
      }
    }
    bands.set(key, kept);
    return kept;
  }

  function similarQuotes(trip: TripBands): Promise<SimilarQuotes | null> {
    return entry(bandKey(trip), () =>
      createExpiringValue(() => source.similarQuotes(trip), SIMILAR_QUOTES_TTL_MS, now),
    ).get();
  }

  /**
   * Several trips' bands: those not kept fresh are read in one statement, and each is then kept
   * as a read of its own would be (read alone again once it expires).
   */
  function similarQuotesOfBands(trips: TripBands[]): Promise<(SimilarQuotes | null)[]> {
    const stale = new Map<string, TripBands>();
    for (const trip of trips) {
      const key = bandKey(trip);
      if (!bands.get(key)?.isFresh()) stale.set(key, trip);
    }
    if (stale.size > 0) {
      const asked = [...stale.values()];
      const read = source.similarQuotesOfBands(asked);
      [...stale.keys()].forEach((key, at) => {
        let together: Promise<SimilarQuotes | null> | undefined = read.then(
          (found) => found[at] ?? null,
        );
        const readOnce = () => {
          const first = together;
          together = undefined;
          return first ?? source.similarQuotes(asked[at]!);
        };
        bands.delete(key);
        entry(key, () => createExpiringValue(readOnce, SIMILAR_QUOTES_TTL_MS, now));
      });
    }
    return Promise.all(trips.map(similarQuotes));
  }

  const reads: EstimateReads = {
    rateCard: () => (hearing ? rateCard.get() : source.rateCard()),
    similarQuotes,
    similarQuotesOfBands,
    verifiedBases: () => bases.get(),
  };

  return {
    reads,
    /** What the setting-changes channel tells it: the key of a setting saved, or '' for all. */
    changes: {
      notify(payload: string) {
        if (payload === '' || payload === RATE_CARD_KEY) rateCard.forget();
      },
      hearing(live: boolean) {
        hearing = live;
        rateCard.forget();
      },
    } satisfies ChannelHandlers,
  };
}

/** The app's estimate inputs: read through memory, told of rate card saves by the database. */
export function keepEstimateInputs(database: DatabaseHandle): EstimateReads {
  const kept = createCachedEstimateReads(databaseEstimateReads(database.db));
  database.notifications.listen(SETTING_CHANGES_CHANNEL, kept.changes);
  return kept.reads;
}
