import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { quotes } from '../db/schema';
import { useComparison } from './comparison';

export const BOOKED_LINES = [
  { kind: 'base', label: null, amount_eur: 1200, included: true },
  { kind: 'tolls', label: null, amount_eur: 14.5, included: true },
  { kind: 'parking', label: null, amount_eur: 25, included: false },
] as const;

/**
 * The booking tests (`bookings/*.test.ts`, docs/product.md#bookings): the comparison's set-up,
 * with the cheapest company's quote itemised (deposit 20 %, a two-step scale) and chosen.
 */
export function useBooking() {
  const comparison = useComparison();
  const { app, setUp, choose } = comparison;

  /** A lead whose cheapest company has an itemised quote with a deposit and a scale, chosen. */
  async function setUpBooked(leadOverrides: Parameters<typeof setUp>[0] = {}) {
    const setup = await setUp(leadOverrides);
    await app()
      .db.update(quotes)
      .set({
        lines: [...BOOKED_LINES],
        price_cents: 121_450,
        deposit: { kind: 'percent', value: 20 },
        cancellation: [
          { days_before: 14, percent: 25 },
          { days_before: 2, percent: 100 },
        ],
      })
      .where(eq(quotes.id, setup.quoteIds['Cheap Coaches']!));
    const chosen = await choose(setup.token, setup.quoteIds['Cheap Coaches']);
    expect(chosen.statusCode).toBe(200);
    return setup;
  }

  return {
    ...comparison,
    setUpBooked,
    getBooking: (token: string) =>
      app().inject({ method: 'GET', url: `/api/quotes/${token}/booking` }),
    accept: (token: string, ip = '198.51.100.7') =>
      app().inject({
        method: 'POST',
        url: `/api/quotes/${token}/booking/accept`,
        remoteAddress: ip,
      }),
    download: (url: string) => app().inject({ method: 'GET', url }),
  };
}
