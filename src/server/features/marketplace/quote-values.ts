import {
  type QuoteLine,
  baseLineOnly,
  depositCents,
  quoteTotalCents,
} from '@shared/marketplace/quote-lines';
import {
  type Quote,
  type ValidQuoteInput,
  centsToEur,
  eurToCents,
} from '@shared/marketplace/quotes';
import type { quotes } from '../../db/schema';

type QuoteValues = Omit<
  typeof quotes.$inferInsert,
  'id' | 'invite_id' | 'lead_id' | 'operator_id' | 'revision' | 'created_at' | 'updated_at'
>;

const includes = (lines: readonly QuoteLine[], kind: QuoteLine['kind']) =>
  lines.some((line) => line.kind === kind && line.included);

/**
 * The row a company's quote is stored as (docs/product.md#itemised-quotes). With lines, the total
 * is their sum, whatever `price_eur` says, and the older yes/no inclusions follow the lines (the
 * base is a vehicle with its driver; an included standby line means waiting costs nothing more).
 */
export function quoteValues(input: ValidQuoteInput): QuoteValues {
  const { price_eur, lines, ...fields } = input;
  if (!lines) return { ...fields, lines: null, price_cents: eurToCents(price_eur ?? 0) };
  return {
    ...fields,
    // Only an extra is named by its company; the other kinds by their kind.
    lines: lines.map((line) => ({ ...line, label: line.kind === 'extra' ? line.label! : null })),
    price_cents: quoteTotalCents(lines),
    includes_driver: true,
    includes_tolls: includes(lines, 'tolls'),
    includes_parking: includes(lines, 'parking'),
    includes_waiting_time: includes(lines, 'standby'),
  };
}

type StoredQuote = Pick<
  typeof quotes.$inferSelect,
  'lines' | 'price_cents' | 'deposit' | 'cancellation'
>;

/** A stored quote's lines, deposit and scale as shown; an older quote is one base line. */
export function itemisation(
  quote: StoredQuote,
): Pick<Quote, 'lines' | 'deposit' | 'deposit_eur' | 'cancellation'> {
  return {
    lines: quote.lines ?? baseLineOnly(centsToEur(quote.price_cents)),
    deposit: quote.deposit,
    deposit_eur: quote.deposit ? centsToEur(depositCents(quote.deposit, quote.price_cents)) : null,
    cancellation: quote.cancellation,
  };
}
