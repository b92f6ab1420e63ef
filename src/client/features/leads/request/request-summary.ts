import type { LeadReceipt } from '@shared/leads/leads';
import { type PriceEstimate, priceEstimateSchema } from '@shared/trips/rate-card';

/**
 * What the thank-you page shows of the request just sent (docs/product.md#thank-you-page): its
 * reference, the journey, the comparison page's path, and the price range the form showed for
 * it (null when it showed none). Kept in the tab's session storage, so a reload of the thank-you
 * page still shows it and another tab or a later visit does not.
 */
export type RequestSummary = Pick<
  LeadReceipt,
  | 'reference'
  | 'quotes_path'
  | 'pickup_location'
  | 'dropoff_location'
  | 'date_of_travel'
  | 'pickup_time'
  | 'is_return_trip'
  | 'return_date'
  | 'return_time'
  | 'number_of_people'
> & { estimate: PriceEstimate | null };

const STORAGE_KEY = 'coachhire:request-summary';

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);

/**
 * The summary in a 201 answer (with the range the form showed, if any) or in storage; null when
 * anything it needs is missing or odd. A range that does not read as one is left out.
 */
export function toRequestSummary(
  value: unknown,
  shown: PriceEstimate | null = null,
): RequestSummary | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<keyof RequestSummary, unknown>;
  const estimate = priceEstimateSchema.safeParse(shown ?? v.estimate);
  const valid =
    isText(v.reference) &&
    isText(v.quotes_path) &&
    v.quotes_path.startsWith('/quotes/') &&
    isText(v.pickup_location) &&
    isText(v.dropoff_location) &&
    isText(v.date_of_travel) &&
    isText(v.pickup_time) &&
    typeof v.is_return_trip === 'boolean' &&
    isTextOrNull(v.return_date) &&
    isTextOrNull(v.return_time) &&
    typeof v.number_of_people === 'number';
  if (!valid) return null;
  return {
    reference: v.reference as string,
    quotes_path: v.quotes_path as string,
    pickup_location: v.pickup_location as string,
    dropoff_location: v.dropoff_location as string,
    date_of_travel: v.date_of_travel as string,
    pickup_time: v.pickup_time as string,
    is_return_trip: v.is_return_trip as boolean,
    return_date: v.return_date as string | null,
    return_time: v.return_time as string | null,
    number_of_people: v.number_of_people as number,
    estimate: estimate.success ? estimate.data : null,
  };
}

/** Storage can be full or switched off (private modes): the page then shows its general text. */
export function saveRequestSummary(summary: RequestSummary | null): void {
  try {
    if (summary) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(summary));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to do: the thank-you page copes without it.
  }
}

export function readRequestSummary(): RequestSummary | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? toRequestSummary(JSON.parse(stored)) : null;
  } catch {
    return null;
  }
}
