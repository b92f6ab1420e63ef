import type { z } from 'zod';
import type { Quote, QuoteInput } from '@shared/marketplace/quotes';

/** A new quote: the driver included, nothing else, price and seats still to type. */
export const emptyQuoteResponse: Partial<QuoteInput> = {
  vehicle_type: '',
  includes_driver: true,
  includes_tolls: false,
  includes_parking: false,
  includes_waiting_time: false,
  valid_until: '',
  notes: '',
};

/** A revision starts from the quote as it stands. */
export function quoteToValues(quote: Quote): QuoteInput {
  return {
    price_eur: quote.price_eur,
    vehicle_type: quote.vehicle_type,
    seats: quote.seats,
    includes_driver: quote.includes_driver,
    includes_tolls: quote.includes_tolls,
    includes_parking: quote.includes_parking,
    includes_waiting_time: quote.includes_waiting_time,
    valid_until: quote.valid_until,
    notes: quote.notes ?? '',
  };
}

/** '€1,250.50', '1 250' and '1250,' all read as euro amounts; anything else fails the schema. */
export function toPrice(text: unknown): number | undefined {
  const clean = String(text ?? '').replace(/[€,\s]/g, '');
  return clean === '' ? undefined : Number(clean);
}

/** Seats left blank get words rather than the schema's 'expected number'. */
export function quoteFormError(issue: z.core.$ZodRawIssue): string | undefined {
  return issue.code === 'invalid_type' && issue.path?.[0] === 'seats'
    ? 'Enter the number of seats'
    : undefined;
}
