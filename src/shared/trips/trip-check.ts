import { z } from 'zod';
import { DRIVER_VERDICTS, type DriverVerdict } from './itinerary';

/**
 * What a stored request's trip needs, as the invited companies and the customer read it
 * (docs/product.md#trip-check): per day the driver-hours verdict and its reasons from the same
 * planner as `POST /trips/plan`, and the tolled roads its straight legs likely use
 * (docs/product.md#likely-tolls). Null on a request the planner cannot follow (a place typed
 * without choosing it from the list, a return with no time).
 */
export const tripCheckSchema = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      verdict: z.enum(DRIVER_VERDICTS),
      reasons: z.array(z.string()),
    }),
  ),
  tolled_roads: z.array(z.string()),
});
export type TripCheck = z.infer<typeof tripCheckSchema>;

/** The words for each verdict (docs/product.md#driver-hours). */
export const VERDICT_WORDS: Record<DriverVerdict, string> = {
  one_driver: 'one driver',
  breaks: 'one driver with planned breaks',
  second_driver: 'second driver needed',
  overnight: 'driver overnight needed',
};

/** 'a tolled road (M1)', 'tolled roads (M4, M6)'. */
export const tolledRoadWords = (roads: readonly string[]) =>
  `${roads.length === 1 ? 'a tolled road' : 'tolled roads'} (${roads.join(', ')})`;

/** 'This route likely uses a tolled road (M1).' — "likely": the legs are straight lines. */
export const likelyTollsSentence = (roads: readonly string[]) =>
  `This route likely uses ${tolledRoadWords(roads)}.`;
