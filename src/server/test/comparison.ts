import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { leads, operators } from '../db/schema';
import { eventsOfLead, inDays, messagesOfLead, seedLeads } from './leads';
import { inviteOperator, quotesToken, seedOperator } from './marketplace';
import { useTestApp } from './test-app';

export const CUSTOMER = {
  full_name: 'Siobhán Ní Bhriain',
  email: 'siobhan@example.ie',
  mobile_number: '087 765 4321',
};

const validQuote = (price_eur: number) => ({
  price_eur,
  vehicle_type: 'Coach',
  seats: 49,
  valid_until: inDays(14),
});

type Company = Awaited<ReturnType<typeof seedOperator>>;
type LeadChanges = Partial<typeof leads.$inferInsert>;

/**
 * The customer's comparison page tests (`marketplace/comparison-*.test.ts`): an app with a public
 * URL whose worker never polls, a lead with replies to compare, and the page's requests.
 */
export function useComparison(env: Parameters<typeof useTestApp>[0] = {}) {
  const app = useTestApp({ JOB_POLL_MS: '0', PUBLIC_URL: 'https://coachhire.example.ie', ...env });

  /**
   * A lead for 40 people in 30 days and five invited companies: three quote (990, 700 and 850,
   * the last from a company since suspended), one declines, one never answers.
   */
  async function setUp(leadOverrides: LeadChanges = {}) {
    const [lead] = await seedLeads(app(), [
      { ...CUSTOMER, date_of_travel: inDays(30), number_of_people: 40, ...leadOverrides },
    ]);
    const invite = async (overrides: Partial<Company>) => {
      const operator = await seedOperator(app().db, overrides);
      return { operator, ...(await inviteOperator(app(), lead!.id, operator.id)) };
    };
    const expensive = await invite({ company_name: 'Dear Coaches', email: 'dear@example.ie' });
    const cheap = await invite({
      company_name: 'Cheap Coaches',
      contact_name: 'Pádraig Driver',
      email: 'cheap@example.ie',
      phone: '021 555 1234',
      website: 'https://cheap.example.ie',
      licence_number: 'RPTO-777',
    });
    const middle = await invite({ company_name: 'Middle Coaches', email: 'middle@example.ie' });
    const decliner = await invite({ company_name: 'Busy Coaches', email: 'busy@example.ie' });
    const silent = await invite({ company_name: 'Silent Coaches', email: 'silent@example.ie' });
    const quoteIds: Record<string, number> = {};
    for (const [company, price] of [
      [expensive, 990],
      [cheap, 700],
      [middle, 850],
    ] as const) {
      const response = await app().inject({
        method: 'POST',
        url: `/api/respond/${company.token}/quote`,
        payload: validQuote(price),
      });
      expect(response.statusCode).toBe(201);
      quoteIds[company.operator.company_name] = response.json().quote.id;
    }
    await app().inject({
      method: 'POST',
      url: `/api/respond/${decliner.token}/decline`,
      payload: { reason: 'Booked' },
    });
    await app()
      .db.update(operators)
      .set({ status: 'suspended' })
      .where(eq(operators.id, middle.operator.id));
    return {
      lead: lead!,
      token: quotesToken(app(), lead!.id),
      companies: { expensive, cheap, middle, decliner, silent },
      quoteIds,
    };
  }

  return {
    app,
    setUp,
    view: (token: string) => app().inject({ method: 'GET', url: `/api/quotes/${token}` }),
    choose: (token: string, quoteId: unknown) =>
      app().inject({
        method: 'POST',
        url: `/api/quotes/${token}/choose`,
        payload: { quote_id: quoteId },
      }),
    rate: (token: string, payload: object) =>
      app().inject({ method: 'POST', url: `/api/quotes/${token}/rating`, payload }),
    messagesOf: (leadId: number) => messagesOfLead(app(), leadId),
    eventsOf: (leadId: number) => eventsOfLead(app(), leadId),
    moveTrip: (leadId: number, changes: LeadChanges) =>
      app().db.update(leads).set(changes).where(eq(leads.id, leadId)),
  };
}
