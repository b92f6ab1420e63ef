import { z } from 'zod';

/**
 * The rate card admins edit (docs/product.md#rate-card): what the instant price range is built
 * from while too few quotes exist for similar trips (docs/product.md#price-estimate). Amounts are
 * euro; the defaults are a starting point to edit, not market data
 * (docs/decisions/039-price-estimate-and-rate-card.md).
 */

const euro = (max: number) =>
  z
    .number({ error: 'Enter an amount in euro' })
    .min(0, 'Enter 0 or more')
    .max(max, `Enter at most €${max.toLocaleString('en-IE')}`)
    .multipleOf(0.01, 'Enter euro and cent (at most 2 decimals)');

const factor = z
  .number({ error: 'Enter a factor such as 1.1' })
  .min(0.1, 'Enter at least 0.1')
  .max(5, 'Enter at most 5')
  .multipleOf(0.01, 'Enter at most 2 decimals');

export const vehicleBandSchema = z.object({
  /** The band covers vehicles up to this many seats (and above the band before it). */
  max_seats: z.number().int('Enter a whole number').min(1).max(100),
  /** Multiplies the per-km, per-hour and day-rate charges for a vehicle of this size. */
  factor,
});

export const rateCardSchema = z.object({
  per_km: euro(100),
  per_hour: euro(1_000),
  /** The least hours charged for a day, whatever its duty time. */
  minimum_hours: z.number().int('Enter a whole number').min(0).max(24),
  /** The most the hours of one day are charged: a full day's hire. */
  day_rate: euro(10_000),
  /** Per km driven empty from the nearest verified company's base to the start, and back. */
  empty_running_per_km: euro(100),
  /** Per vehicle, per day the driver-hours check says a second driver is needed. */
  second_driver: euro(10_000),
  /** Per vehicle, per night the driver stays away (a multi-day trip's days but the last). */
  driver_overnight: euro(10_000),
  /** January to December: multiplies the whole price by the month of the first day. */
  season_factors: z.array(factor).length(12, 'Enter a factor for each of the 12 months'),
  /** Sorted by seats; the largest band's seats is the largest vehicle priced. */
  vehicle_bands: z
    .array(vehicleBandSchema)
    .min(1, 'Keep at least one vehicle size')
    .max(10)
    .refine(
      (bands) =>
        bands.every((band, index) => index === 0 || band.max_seats > bands[index - 1]!.max_seats),
      'List vehicle sizes from smallest to largest, each larger than the one before',
    ),
  /** The range shown around the rate card's typical price: ± this percentage. */
  spread_percent: z.number().int('Enter a whole number').min(0).max(50),
});
export type RateCard = z.infer<typeof rateCardSchema>;

/** Irish starting values (decision 039): defaults, not market data; admins replace them. */
export const DEFAULT_RATE_CARD: RateCard = {
  per_km: 1.6,
  per_hour: 40,
  minimum_hours: 4,
  day_rate: 480,
  empty_running_per_km: 1.2,
  second_driver: 220,
  driver_overnight: 140,
  season_factors: [0.9, 0.9, 0.95, 1.05, 1.15, 1.2, 1.15, 1.1, 1.05, 1, 0.95, 1.1],
  vehicle_bands: [
    { max_seats: 16, factor: 0.6 },
    { max_seats: 33, factor: 0.8 },
    { max_seats: 53, factor: 1 },
    { max_seats: 70, factor: 1.25 },
  ],
  spread_percent: 15,
};

/** GET/PUT /api/rate-card (admin): the card in force; `is_default` while none was saved. */
export const rateCardViewSchema = z.object({
  rate_card: rateCardSchema,
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});
export type RateCardView = z.infer<typeof rateCardViewSchema>;

/**
 * The fewest quotes for similar trips a range is built from (docs/product.md#price-estimate):
 * below it, the interquartile range of so few prices says more about one company than the
 * market, and the rate card answers instead.
 */
export const MIN_SIMILAR_QUOTES = 8;

export const ESTIMATE_SOURCES = ['quotes', 'rate_card'] as const;

/** The instant price range of `POST /trips/plan` (docs/product.md#price-estimate), whole euro. */
export const priceEstimateSchema = z.object({
  low: z.number().int(),
  high: z.number().int(),
  /** The middle: the median of the similar quotes, or the rate card's typical price. */
  typical: z.number().int(),
  currency: z.literal('EUR'),
  source: z.enum(ESTIMATE_SOURCES),
  /** How many quotes for similar trips the range is built from; 0 for the rate card. */
  based_on: z.number().int().min(0),
});
export type PriceEstimate = z.infer<typeof priceEstimateSchema>;

/** The words shown beside the range: "based on 23 quotes for similar trips" or "typical price". */
export function describeEstimate(estimate: PriceEstimate): string {
  return estimate.source === 'quotes'
    ? `based on ${estimate.based_on} quotes for similar trips`
    : 'typical price';
}

const accuracyRowSchema = z.object({
  band: z.string(),
  /** Quotes compared with the estimate their lead was shown. */
  quotes: z.number().int(),
  leads: z.number().int(),
  /** Median of |typical estimate − quote| / quote, in percent, one decimal; null with no quote. */
  median_ape_percent: z.number().nullable(),
});
export type AccuracyRow = z.infer<typeof accuracyRowSchema>;

/** GET /api/estimates/accuracy (admin): estimates vs quotes that came, last 90 days. */
export const estimateAccuracySchema = z.object({
  since: z.string(),
  overall: accuracyRowSchema,
  by_source: z.array(accuracyRowSchema),
  by_distance_band: z.array(accuracyRowSchema),
  by_group_band: z.array(accuracyRowSchema),
});
export type EstimateAccuracy = z.infer<typeof estimateAccuracySchema>;
