import type { CancellationStep } from '../marketplace/quote-lines';
import { VAT_LABELS, type VatStatus } from '../marketplace/vat';

const EURO = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
export const formatBookingEuro = (eur: number) => EURO.format(eur);

/**
 * What cancelling `daysBefore` days before the first day costs under a scale (docs/product.md#bookings):
 * the share of the first step that covers that many days (`days_before` or fewer), the dearest if
 * several do; nothing when no step covers it. In cents, rounded to the cent.
 */
export function cancellationChargeCents(
  scale: readonly CancellationStep[],
  totalCents: number,
  daysBefore: number,
): number {
  const applying = scale.filter((step) => daysBefore <= step.days_before);
  if (applying.length === 0) return 0;
  const percent = Math.max(...applying.map((step) => step.percent));
  return Math.round((totalCents * percent) / 100);
}

/** '3 days or fewer before', 'on the day'. */
export function cancellationStepWhen(step: Pick<CancellationStep, 'days_before'>): string {
  if (step.days_before === 0) return 'On the day';
  return `${step.days_before} ${step.days_before === 1 ? 'day' : 'days'} or fewer before`;
}

type TermsInput = {
  total_eur: number;
  deposit_eur: number | null;
  cancellation: readonly CancellationStep[];
  vat_status: VatStatus;
};

/**
 * The terms the customer accepts, as sentences the booking page and the PDF both print: the
 * price and how VAT applies, the deposit, the cancellation scale, and what is charged apart.
 */
export function bookingTerms(booking: TermsInput): string[] {
  const terms = [
    `The total price is ${formatBookingEuro(booking.total_eur)}. ${VAT_LABELS[booking.vat_status]}.`,
    booking.deposit_eur === null
      ? 'No deposit is asked; the company says when the price is due.'
      : `A deposit of ${formatBookingEuro(booking.deposit_eur)} is due to the company when you accept these terms.`,
  ];
  if (booking.cancellation.length === 0) {
    terms.push('The company set no cancellation charges.');
  } else {
    for (const step of booking.cancellation) {
      const when = step.days_before === 0 ? 'on the day of' : cancellationStepWhen(step);
      terms.push(`Cancelling ${when} the trip costs ${step.percent}% of the total.`);
    }
  }
  terms.push('Lines marked as not in the total are charged only if they arise.');
  return terms;
}
