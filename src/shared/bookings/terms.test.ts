import { describe, expect, it } from 'vitest';
import { bookingTerms, cancellationChargeCents } from './terms';

// docs/product.md#bookings
const SCALE = [
  { days_before: 30, percent: 10 },
  { days_before: 7, percent: 50 },
  { days_before: 1, percent: 100 },
];

describe('cancellationChargeCents', () => {
  it.each([
    [SCALE, 100_000, 45, 0],
    [SCALE, 100_000, 31, 0],
    [SCALE, 100_000, 30, 10_000],
    [SCALE, 100_000, 8, 10_000],
    [SCALE, 100_000, 7, 50_000],
    [SCALE, 100_000, 2, 50_000],
    [SCALE, 100_000, 1, 100_000],
    [SCALE, 100_000, 0, 100_000],
    [SCALE, 149_470, 10, 14_947],
    [SCALE, 33_333, 7, 16_667],
    [[], 100_000, 0, 0],
    [[{ days_before: 0, percent: 75 }], 80_000, 0, 60_000],
    [[{ days_before: 0, percent: 75 }], 80_000, 1, 0],
  ])('scale %j, total %i cents, %i days before: %i cents', (scale, total, days, charge) => {
    expect(cancellationChargeCents(scale, total, days)).toBe(charge);
  });
});

describe('bookingTerms', () => {
  it('states the total, the deposit, each step of the scale, and never "incl. VAT"', () => {
    const terms = bookingTerms({
      total_eur: 1214.5,
      deposit_eur: 242.9,
      cancellation: [SCALE[0]!, { days_before: 0, percent: 100 }],
      vat_status: 'exempt',
    });
    expect(terms).toEqual([
      'The total price is €1,214.50. VAT: exempt (passenger transport).',
      'A deposit of €242.90 is due to the company when you accept these terms.',
      'Cancelling 30 days or fewer before the trip costs 10% of the total.',
      'Cancelling on the day of the trip costs 100% of the total.',
      'Lines marked as not in the total are charged only if they arise.',
    ]);
    expect(terms.join(' ')).not.toMatch(/incl\.? VAT/i);
  });

  it('says when there is no deposit and no scale', () => {
    const terms = bookingTerms({
      total_eur: 700,
      deposit_eur: null,
      cancellation: [],
      vat_status: 'exempt',
    });
    expect(terms).toContain('No deposit is asked; the company says when the price is due.');
    expect(terms).toContain('The company set no cancellation charges.');
  });
});
