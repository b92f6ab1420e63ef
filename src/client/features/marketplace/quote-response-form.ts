import type { z } from 'zod';
import type { QuoteLineKind } from '@shared/marketplace/quote-lines';
import type { Quote, QuoteInput } from '@shared/marketplace/quotes';

type QuoteLineValues = NonNullable<QuoteInput['lines']>[number];

/**
 * A line the company adds: included in the total unless it is the standby rate. Its amount is
 * still to type: left out, so the box starts blank and the schema asks for it.
 */
export const newQuoteLine = (kind: QuoteLineKind) =>
  ({ kind, label: kind === 'extra' ? '' : null, included: kind !== 'standby' }) as QuoteLineValues;

/**
 * A new quote: the vehicle and driver line to price, then the lines the trip check proposes
 * (docs/product.md#quote-gaps), in the total with their amounts blank; no deposit, no scale,
 * seats still to type (docs/product.md#itemised-quotes). The server works out the total.
 */
export const emptyQuoteResponse = (
  proposed: readonly QuoteLineKind[] = [],
): Partial<QuoteInput> => ({
  lines: [newQuoteLine('base'), ...proposed.map(newQuoteLine)],
  deposit: null,
  cancellation: [],
  vehicle_type: '',
  valid_until: '',
  notes: '',
});

/** A revision starts from the quote as it stands; an older quote's price is its base line. */
export function quoteToValues(quote: Quote): QuoteInput {
  return {
    lines: quote.lines.map((line) => ({ ...line })),
    deposit: quote.deposit,
    cancellation: quote.cancellation.map((step) => ({ ...step })),
    vehicle_type: quote.vehicle_type,
    seats: quote.seats,
    valid_until: quote.valid_until,
    notes: quote.notes ?? '',
  };
}

/** '€1,250.50', '1 250' and '1250,' all read as euro amounts; anything else fails the schema. */
export function toPrice(text: unknown): number | undefined {
  const clean = String(text ?? '').replace(/[€,\s]/g, '');
  return clean === '' ? undefined : Number(clean);
}

/** Blank numbers get words rather than the schema's 'expected number'. */
export function quoteFormError(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  const [first, , field] = issue.path ?? [];
  if (first === 'seats') return 'Enter the number of seats';
  if (first === 'lines' && field === 'amount_eur') return 'Enter the amount in euro';
  if (first === 'deposit') return 'Enter the deposit';
  if (first === 'cancellation')
    return field === 'percent' ? 'Enter a percentage' : 'Enter a number of days';
  return undefined;
}
