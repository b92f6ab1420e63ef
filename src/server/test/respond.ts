import { expect } from 'vitest';
import { leads } from '../db/schema';
import { eventsOfLead, inDays, seedLeads } from './leads';
import { inviteOperator, quotesToken, seedOperator } from './marketplace';
import { useTestApp } from './test-app';

export const CUSTOMER = {
  full_name: 'Siobhán Customer',
  email: 'siobhan@example.ie',
  mobile_number: '087 765 4321',
};

export const validQuote = (overrides: Record<string, unknown> = {}) => ({
  price_eur: 850,
  vehicle_type: 'Coach',
  seats: 49,
  includes_driver: true,
  includes_tolls: true,
  includes_parking: false,
  includes_waiting_time: false,
  valid_until: inDays(14),
  notes: 'Toilet on board',
  ...overrides,
});

/**
 * The company's answer page tests (`marketplace/respond-*.test.ts`): an app whose worker never
 * polls, a lead with two invited companies, and the page's requests.
 */
export function useRespond() {
  const app = useTestApp({ JOB_POLL_MS: '0' });

  /** A fresh lead in 30 days with two invited companies. */
  async function setUp(leadOverrides: Partial<typeof leads.$inferInsert> = {}) {
    const [lead] = await seedLeads(app(), [
      { ...CUSTOMER, date_of_travel: inDays(30), number_of_people: 40, ...leadOverrides },
    ]);
    const first = await seedOperator(app().db, { company_name: 'Lee Valley Coaches' });
    const second = await seedOperator(app().db, { company_name: 'Rebel Buses' });
    return {
      lead: lead!,
      first: { operator: first, ...(await inviteOperator(app(), lead!.id, first.id)) },
      second: { operator: second, ...(await inviteOperator(app(), lead!.id, second.id)) },
    };
  }

  const view = (token: string) => app().inject({ method: 'GET', url: `/api/respond/${token}` });
  const sendQuote = (token: string, payload: object = validQuote()) =>
    app().inject({ method: 'POST', url: `/api/respond/${token}/quote`, payload });

  /** A valid quote but for `overrides` is refused with 422 on `field`, and nothing is stored. */
  async function expectQuoteRefused(overrides: Record<string, unknown>, field: string) {
    const { first } = await setUp();
    const response = await sendQuote(first.token, validQuote(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBeDefined();
    expect((await view(first.token)).json().quote).toBeNull();
  }

  return {
    app,
    setUp,
    view,
    sendQuote,
    expectQuoteRefused,
    decline: (token: string, reason = 'No coach free that day') =>
      app().inject({ method: 'POST', url: `/api/respond/${token}/decline`, payload: { reason } }),
    choose: (leadId: number, quoteId: number) =>
      app().inject({
        method: 'POST',
        url: `/api/quotes/${quotesToken(app(), leadId)}/choose`,
        payload: { quote_id: quoteId },
      }),
    eventsOf: (leadId: number) => eventsOfLead(app(), leadId),
  };
}
