import type { Quote } from '@shared/marketplace/quotes';

export const SORT_ORDERS = ['price-asc', 'price-desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const sortOrderLabels: Record<SortOrder, string> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

export function isSortOrder(value: string): value is SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value);
}

/** Quotes by total price; equal prices keep the order they arrived in. */
export function sortQuotes(quotes: readonly Quote[], order: SortOrder): Quote[] {
  const direction = order === 'price-asc' ? 1 : -1;
  return [...quotes].sort(
    (a, b) => direction * (a.price_eur - b.price_eur) || a.created_at.localeCompare(b.created_at),
  );
}

export const FINDING_COMPANIES = 'We are finding bus companies for your area and will be in touch.';

/**
 * '3 of 5 companies have replied' (one company is a company). Before any company is invited,
 * staff are still finding some: the page says so instead of promising replies.
 */
export function describeReplies(replied: number, invited: number): string {
  if (invited === 0) return FINDING_COMPANIES;
  return invited === 1
    ? `${replied} of 1 company has replied`
    : `${replied} of ${invited} companies have replied`;
}

/** `?rate=4` from the rating email: a whole number of stars from 1 to 5, else none. */
export function parseRateParam(value: string | null): number | null {
  if (value === null || !/^[1-5]$/.test(value.trim())) return null;
  return Number(value.trim());
}
