import { type FigureKey } from './figure-keys';
import type { FigureThresholds, LiveFigures, SiteFigures } from './figures-schema';

export { DEFAULT_FIGURE_THRESHOLDS, FIGURE_KEYS, type FigureKey } from './figure-keys';

/**
 * Live figures (docs/product.md#figures-shown-to-visitors) without zod: the public pages format
 * them, and zod would add ~30 KB to their first load (docs/performance.md).
 */

/** How the editor names each figure. */
export const FIGURE_NAMES: Record<FigureKey, string> = {
  verified_companies: 'Verified bus companies',
  counties_covered: 'Counties covered',
  requests_this_month: 'Requests this month',
  quotes_this_month: 'Quotes sent this month',
  average_rating: 'Average rating',
};

/** What each threshold counts, for the editor ("at least 10 ratings"). */
export const THRESHOLD_UNITS: Record<FigureKey, string> = {
  verified_companies: 'companies',
  counties_covered: 'counties',
  requests_this_month: 'requests',
  quotes_this_month: 'quotes',
  average_rating: 'ratings',
};

/** The line shown where no figure has passed its threshold yet. */
export const NEUTRAL_FIGURES_LINE = 'Verified Irish bus companies, checked by our team';

/**
 * `2847` → `2,847`, as en-IE writes whole numbers. Not `toLocaleString`: its first call loads
 * the locale's data, ~20 ms in the middle of hydration here (×4 on a mid-range phone).
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+$)/g, ',');
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** A figure as visitors read it: a value and its words (`4.6/5` `from 23 ratings`). */
export type FigureText = { value: string; label: string };

/** The figure's words, or null while it is hidden (below its threshold, or not loaded). */
export function describeFigure(
  key: FigureKey,
  figures: SiteFigures | undefined,
): FigureText | null {
  if (!figures) return null;
  if (key === 'average_rating') {
    const rating = figures.average_rating;
    if (!rating) return null;
    return {
      value: `${rating.value.toFixed(1)}/5`,
      label: `from ${formatCount(rating.count)} ${plural(rating.count, 'rating', 'ratings')}`,
    };
  }
  const count = figures[key];
  if (count === null) return null;
  const words: Record<typeof key, [string, string]> = {
    verified_companies: ['verified bus company', 'verified bus companies'],
    counties_covered: ['county covered', 'counties covered'],
    requests_this_month: ['request this month', 'requests this month'],
    quotes_this_month: ['quote sent this month', 'quotes sent this month'],
  };
  const [one, many] = words[key];
  return { value: formatCount(count), label: plural(count, one, many) };
}

/** How far a figure is from its threshold: the number compared (ratings for the average). */
export function liveCount(key: FigureKey, live: LiveFigures): number {
  return key === 'average_rating' ? live.average_rating.count : live[key];
}

/** The public answer: each figure past its threshold, else null. */
export function figuresToShow(live: LiveFigures, thresholds: FigureThresholds): SiteFigures {
  const passes = (key: FigureKey) => liveCount(key, live) >= thresholds[key];
  const count = (key: Exclude<FigureKey, 'average_rating'>) => (passes(key) ? live[key] : null);
  const { value } = live.average_rating;
  return {
    verified_companies: count('verified_companies'),
    counties_covered: count('counties_covered'),
    requests_this_month: count('requests_this_month'),
    quotes_this_month: count('quotes_this_month'),
    average_rating:
      passes('average_rating') && value !== null
        ? { value, count: live.average_rating.count }
        : null,
  };
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const countOrNull = (value: unknown) => (isCount(value) ? value : null);

/**
 * The public answer read defensively, without zod (the public pages' first load stays small): a
 * value of the wrong type hides that figure, never the page.
 */
export function readSiteFigures(value: unknown): SiteFigures | null {
  if (typeof value !== 'object' || value === null) return null;
  const answer = value as Record<string, unknown>;
  const rating = answer.average_rating as Record<string, unknown> | null | undefined;
  const ratingValue = rating?.value;
  return {
    verified_companies: countOrNull(answer.verified_companies),
    counties_covered: countOrNull(answer.counties_covered),
    requests_this_month: countOrNull(answer.requests_this_month),
    quotes_this_month: countOrNull(answer.quotes_this_month),
    average_rating:
      typeof ratingValue === 'number' &&
      ratingValue >= 1 &&
      ratingValue <= 5 &&
      isCount(rating?.count)
        ? { value: ratingValue, count: rating.count }
        : null,
  };
}
