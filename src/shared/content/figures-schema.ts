import { z } from 'zod';
import { FIGURE_KEYS } from './figure-keys';

/**
 * The live figures of docs/product.md#figures-shown-to-visitors: counted from the data, shown to
 * visitors only past the thresholds an admin sets.
 */

export const figureKeySchema = z.enum(FIGURE_KEYS);

const count = z.number().int().min(0);
const averageRatingSchema = z.object({
  /** 1–5, one decimal. */
  value: z.number(),
  /** How many ratings the average is over. */
  count,
});

/**
 * GET /api/site/figures (public): each figure, or null while it is below its threshold, so a
 * visitor never learns a figure the site does not show.
 */
export const siteFiguresSchema = z.object({
  verified_companies: count.nullable(),
  counties_covered: count.nullable(),
  requests_this_month: count.nullable(),
  quotes_this_month: count.nullable(),
  average_rating: averageRatingSchema.nullable(),
});
export type SiteFigures = z.infer<typeof siteFiguresSchema>;

const threshold = (max: number) =>
  z
    .number({ error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(1, 'Enter at least 1')
    .max(max, `Enter at most ${max.toLocaleString('en-IE')}`);

/**
 * The least each figure must reach before visitors see it; for the average rating, the number of
 * ratings. Stored in `site_settings` (docs/decisions/027-live-figures.md).
 */
export const figureThresholdsSchema = z.object({
  verified_companies: threshold(100_000),
  counties_covered: threshold(32),
  requests_this_month: threshold(1_000_000),
  quotes_this_month: threshold(1_000_000),
  average_rating: threshold(1_000_000),
});
export type FigureThresholds = z.infer<typeof figureThresholdsSchema>;

/** What the figures are now, whatever the thresholds: for the editor's "Live" badges. */
export const liveFiguresSchema = z.object({
  verified_companies: count,
  counties_covered: count,
  requests_this_month: count,
  quotes_this_month: count,
  average_rating: z.object({ value: z.number().nullable(), count }),
});
export type LiveFigures = z.infer<typeof liveFiguresSchema>;

/** GET/PUT /api/site/figure-settings (admin). */
export const figureSettingsSchema = z.object({
  thresholds: figureThresholdsSchema,
  live: liveFiguresSchema,
  /** The public answer as it stands: a figure is shown when it is not null. */
  shown: siteFiguresSchema,
});
export type FigureSettings = z.infer<typeof figureSettingsSchema>;
