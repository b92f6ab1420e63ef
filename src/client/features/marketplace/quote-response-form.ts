import type { z } from 'zod';
import { quoteInputSchema, type Quote } from '@shared/marketplace/marketplace';
import type { FieldErrors } from '@/features/marketplace/field-errors';

/** What the company's quote form holds: text for typed fields, booleans for the inclusions. */
export type QuoteResponseValues = {
  price_eur: string;
  vehicle_type: string;
  seats: string;
  includes_driver: boolean;
  includes_tolls: boolean;
  includes_parking: boolean;
  includes_waiting_time: boolean;
  valid_until: string;
  notes: string;
};

export const QUOTE_TEXT_FIELDS = ['price_eur', 'vehicle_type', 'seats', 'valid_until', 'notes'];

export const emptyQuoteResponse: QuoteResponseValues = {
  price_eur: '',
  vehicle_type: '',
  seats: '',
  includes_driver: true,
  includes_tolls: false,
  includes_parking: false,
  includes_waiting_time: false,
  valid_until: '',
  notes: '',
};

/** A revision starts from the quote as it stands. */
export function quoteToValues(quote: Quote): QuoteResponseValues {
  return {
    price_eur: String(quote.price_eur),
    vehicle_type: quote.vehicle_type,
    seats: String(quote.seats),
    includes_driver: quote.includes_driver,
    includes_tolls: quote.includes_tolls,
    includes_parking: quote.includes_parking,
    includes_waiting_time: quote.includes_waiting_time,
    valid_until: quote.valid_until,
    notes: quote.notes ?? '',
  };
}

/** '€1,250.50', '1 250' and '1250,' all read as euro amounts; anything else fails the schema. */
function toPrice(text: string): number | undefined {
  const clean = text.replace(/[€,\s]/g, '');
  return clean === '' ? undefined : Number(clean);
}

export function parseQuoteResponse(values: QuoteResponseValues) {
  return quoteInputSchema.safeParse({
    ...values,
    price_eur: toPrice(values.price_eur),
    seats: values.seats.trim() === '' ? undefined : Number(values.seats),
  });
}

/** One message per field, the first; a missing number gets words rather than 'Invalid input'. */
export function quoteErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!QUOTE_TEXT_FIELDS.includes(field) || errors[field] !== undefined) continue;
    errors[field] =
      field === 'seats' && issue.code === 'invalid_type'
        ? 'Enter the number of seats'
        : issue.message;
  }
  return errors;
}

/** The server's 422 `errors` for fields this form shows. */
export function quoteServerErrors(fieldErrors: Record<string, string[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = key.split('.')[0] ?? '';
    if (QUOTE_TEXT_FIELDS.includes(field) && messages[0] && errors[field] === undefined) {
      errors[field] = messages[0];
    }
  }
  return errors;
}
