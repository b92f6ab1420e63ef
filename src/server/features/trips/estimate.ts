import { MIN_SIMILAR_QUOTES, type PriceEstimate } from '@shared/trips/rate-card';
import type { Database } from '../../db/client';
import { type TripFacts, tripBands } from './estimate-bands';
import {
  nearestBase,
  rateCardMinimum,
  rateCardPrice,
  vehiclesForGroup,
} from './estimate-rate-card';
import { type EstimateReads, type SimilarQuotes, insertLeadEstimates } from './estimate-repository';

/**
 * The instant price range of a planned trip (docs/product.md#price-estimate): the median and the
 * middle half (first to third quartile) of the quotes received for similar trips when at least
 * MIN_SIMILAR_QUOTES exist, otherwise the rate card's typical price ± its spread; never below
 * the rate card's minimum. Whole euro. A plan without vehicles gets the card's for its group.
 */
export function estimateTripPrice(
  reads: EstimateReads,
  planned: TripFacts,
): Promise<PriceEstimate> {
  return estimateWith(reads, planned, reads.similarQuotes(tripBands(planned)));
}

/** `estimateTripPrice` with the quotes for similar trips already asked for. */
async function estimateWith(
  reads: EstimateReads,
  planned: TripFacts,
  similarQuotes: Promise<SimilarQuotes | null>,
): Promise<PriceEstimate> {
  const [card, similar, bases] = await Promise.all([
    reads.rateCard(),
    similarQuotes,
    reads.verifiedBases(),
  ]);
  const trip = planned.vehicles.length
    ? planned
    : { ...planned, vehicles: vehiclesForGroup(card, planned.number_of_people) };
  const floor = rateCardMinimum(card, trip);
  const range = (low: number, typical: number, high: number) => ({
    low: Math.round(Math.max(low, floor)),
    high: Math.round(Math.max(high, floor)),
    typical: Math.round(Math.max(typical, floor)),
    currency: 'EUR' as const,
  });
  if (similar && similar.count >= MIN_SIMILAR_QUOTES) {
    return {
      ...range(similar.q1, similar.median, similar.q3),
      source: 'quotes',
      based_on: similar.count,
    };
  }
  const typical = rateCardPrice(card, trip, nearestBase(bases, planned.start));
  const spread = card.spread_percent / 100;
  return {
    ...range(typical * (1 - spread), typical, typical * (1 + spread)),
    source: 'rate_card',
    based_on: 0,
  };
}

/**
 * Estimates a lead's trip and records it with the trip's bands (once per lead), for later
 * estimates of similar trips and for the accuracy report.
 */
export async function recordLeadEstimate(
  db: Database,
  reads: EstimateReads,
  leadId: number,
  trip: TripFacts,
): Promise<PriceEstimate> {
  const [estimate] = await recordLeadEstimates(db, reads, [{ leadId, trip }]);
  return estimate!;
}

/** `recordLeadEstimate` for several leads, written in one statement (a job batch, decision 052). */
export async function recordLeadEstimates(
  db: Database,
  reads: EstimateReads,
  trips: { leadId: number; trip: TripFacts }[],
): Promise<PriceEstimate[]> {
  const bands = trips.map(({ trip }) => tripBands(trip));
  // The similar quotes of the whole batch in one read, not one per band.
  const similar = await reads.similarQuotesOfBands(bands);
  const estimates: PriceEstimate[] = [];
  for (const [index, { trip }] of trips.entries()) {
    estimates.push(await estimateWith(reads, trip, Promise.resolve(similar[index] ?? null)));
  }
  await insertLeadEstimates(
    db,
    trips.map(({ leadId }, index) => {
      const { low, high, typical, source, based_on } = estimates[index]!;
      return { lead_id: leadId, low, high, typical, source, based_on, ...bands[index]! };
    }),
  );
  return estimates;
}
