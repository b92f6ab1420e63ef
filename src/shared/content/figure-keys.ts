/** The live figures' names and default thresholds, shared by the schemas and the zod-free helpers. */
export const FIGURE_KEYS = [
  'verified_companies',
  'counties_covered',
  'requests_this_month',
  'quotes_this_month',
  'average_rating',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

/**
 * Until an admin sets them: small enough for a young site, large enough to mean something. For
 * the average rating, the number of ratings.
 */
export const DEFAULT_FIGURE_THRESHOLDS: Record<FigureKey, number> = {
  verified_companies: 5,
  counties_covered: 5,
  requests_this_month: 20,
  quotes_this_month: 20,
  average_rating: 10,
};
