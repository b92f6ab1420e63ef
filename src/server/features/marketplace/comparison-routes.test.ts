import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobs,
  leadEvents,
  leadInvites,
  leads,
  messages,
  operatorRatings,
  operators,
  quotes,
} from '../../db/schema';
import { signLink } from '../../lib/signed-links';
import { inDays, seedLeads } from '../../test/leads';
import { inviteOperator, quotesToken, seedOperator } from '../../test/marketplace';
import { createTestApp } from '../../test/test-app';
import { ratingRequestAt } from './rating-job';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await createTestApp({
    JOB_POLL_MS: '0',
    PUBLIC_URL: 'https://coachhire.example.ie',
  }));
});
afterAll(async () => cleanup());

const CUSTOMER = {
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

/**
 * A lead for 40 people in 30 days and five invited companies: three quote (990, 700 and 850,
 * the last from a company since suspended), one declines, one never answers.
 */
async function setUp(leadOverrides: Partial<typeof leads.$inferInsert> = {}) {
  const [lead] = await seedLeads(app, [
    { ...CUSTOMER, date_of_travel: inDays(30), number_of_people: 40, ...leadOverrides },
  ]);
  const invite = async (overrides: Partial<Company>) => {
    const operator = await seedOperator(app.db, overrides);
    return { operator, ...(await inviteOperator(app, lead!.id, operator.id)) };
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
    const response = await app.inject({
      method: 'POST',
      url: `/api/respond/${company.token}/quote`,
      payload: validQuote(price),
    });
    expect(response.statusCode).toBe(201);
    quoteIds[company.operator.company_name] = response.json().quote.id;
  }
  await app.inject({
    method: 'POST',
    url: `/api/respond/${decliner.token}/decline`,
    payload: { reason: 'Booked' },
  });
  await app.db
    .update(operators)
    .set({ status: 'suspended' })
    .where(eq(operators.id, middle.operator.id));
  return {
    lead: lead!,
    token: quotesToken(app, lead!.id),
    companies: { expensive, cheap, middle, decliner, silent },
    quoteIds,
  };
}

const view = (token: string) => app.inject({ method: 'GET', url: `/api/quotes/${token}` });
const choose = (token: string, quoteId: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/quotes/${token}/choose`,
    payload: { quote_id: quoteId },
  });
const rate = (token: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/quotes/${token}/rating`, payload });
const messagesOf = (leadId: number) =>
  app.db.select().from(messages).where(eq(messages.lead_id, leadId)).orderBy(asc(messages.id));
const eventsOf = (leadId: number) =>
  app.db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.lead_id, leadId))
    .orderBy(asc(leadEvents.id));
const moveTrip = (leadId: number, changes: Partial<typeof leads.$inferInsert>) =>
  app.db.update(leads).set(changes).where(eq(leads.id, leadId));

describe('GET /api/quotes/:token', () => {
  it('shows the journey, who replied, and the quotes cheapest first with what sets them apart', async () => {
    const { lead, token, companies } = await setUp();
    const [ratedA, ratedB] = await seedLeads(app, [{}, {}]);
    await app.db.insert(operatorRatings).values([
      { lead_id: ratedA!.id, operator_id: companies.cheap.operator.id, score: 4 },
      { lead_id: ratedB!.id, operator_id: companies.cheap.operator.id, score: 5 },
    ]);
    const response = await view(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      journey: { pickup_location: lead.pickup_location, number_of_people: 40 },
      customer_first_name: 'Siobhán',
      invited: 5,
      replied: 4,
      chosen_quote_id: null,
      can_rate: false,
      rating: null,
    });
    expect(body.quotes.map((quote: { company_name: string }) => quote.company_name)).toEqual([
      'Cheap Coaches',
      'Middle Coaches',
      'Dear Coaches',
    ]);
    expect(body.quotes[0]).toMatchObject({
      price_eur: 700,
      price_per_passenger_eur: 17.5,
      licence_number: 'RPTO-777',
      verified: true,
      rating: 4.5,
      rating_count: 2,
      status: 'quoted',
    });
    expect(body.quotes[1]).toMatchObject({ verified: false, rating: null, rating_count: 0 });
    // Other companies' contact details are not for the customer until they choose.
    expect(response.body).not.toContain('cheap@example.ie');
  });

  it('answers a bad, tampered or wrong-purpose token with 404 and a lost lead with 410', async () => {
    const { lead, token, companies } = await setUp();
    const [spam] = await seedLeads(app, [{ is_spam: true }]);
    for (const bad of [
      token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'),
      signLink(app.linkSecret, 'respond', lead.id),
      companies.cheap.token,
      quotesToken(app, 2_000_000_000),
      quotesToken(app, spam!.id),
      'nonsense',
    ]) {
      for (const response of [
        await view(bad),
        await choose(bad, 1),
        await rate(bad, { score: 5 }),
      ]) {
        expect(response.statusCode, bad).toBe(404);
        expect(response.json()).toEqual({ message: 'This link is not valid' });
      }
    }
    await moveTrip(lead.id, { status: 'lost' });
    for (const response of [await view(token), await choose(token, 1)]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ message: 'This request is closed' });
    }
  });
});

describe('POST /api/quotes/:token/choose', () => {
  it('converts the lead, records the choice, and introduces customer and company by email', async () => {
    const { lead, token, companies, quoteIds } = await setUp();
    const response = await choose(token, quoteIds['Cheap Coaches']);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ chosen_quote_id: quoteIds['Cheap Coaches'] });
    expect(response.json().quotes.map((quote: { status: string }) => quote.status)).toEqual([
      'chosen',
      'not_chosen',
      'not_chosen',
    ]);

    const [stored] = await app.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored).toMatchObject({ status: 'converted', is_confirmation: true });
    const invites = await app.db
      .select()
      .from(leadInvites)
      .where(eq(leadInvites.lead_id, lead.id))
      .orderBy(asc(leadInvites.id));
    expect(invites.map((invite) => invite.status)).toEqual([
      'not_chosen',
      'chosen',
      'not_chosen',
      'declined',
      'not_chosen',
    ]);
    const events = (await eventsOf(lead.id)).slice(-2);
    expect(events).toEqual([
      expect.objectContaining({ kind: 'status', from_value: 'quoted', to_value: 'converted' }),
      expect.objectContaining({ kind: 'chosen', to_value: 'Cheap Coaches', from_value: '700.00' }),
    ]);

    const sent = await messagesOf(lead.id);
    const to = (email: string) => sent.filter((message) => message.recipient === email);
    const [toCompany] = to('cheap@example.ie');
    expect(toCompany).toMatchObject({
      message_key: `lead:${lead.id}:chosen:company:${companies.cheap.operator.id}`,
      channel: 'email',
      status: 'captured',
    });
    for (const detail of Object.values(CUSTOMER)) expect(toCompany!.body_text).toContain(detail);
    expect(toCompany!.body_text).toContain(
      `https://coachhire.example.ie/respond/${companies.cheap.token}`,
    );
    // The customer had the news of the first quote; now the chosen company's details.
    const [firstQuote, toCustomer] = to(CUSTOMER.email);
    expect(firstQuote!.message_key).toBe(`lead:${lead.id}:first-quote-email`);
    expect(toCustomer!.message_key).toBe(`lead:${lead.id}:chosen:customer`);
    for (const detail of ['Cheap Coaches', 'Pádraig Driver', '021 555 1234', 'cheap@example.ie']) {
      expect(toCustomer!.body_text).toContain(detail);
    }
    expect(toCustomer!.body_text).toContain('€700.00');
    for (const email of ['dear@example.ie', 'middle@example.ie', 'silent@example.ie']) {
      const [note] = to(email);
      expect(note?.subject, email).toMatch(/^Quote request closed/);
      expect(note!.body_text).toContain('chosen another quote');
      for (const detail of Object.values(CUSTOMER)) expect(note!.body_text).not.toContain(detail);
    }
    // The company that declined has already said no; it gets nothing more.
    expect(to('busy@example.ie')).toEqual([]);
    // Five introductions and closes, and the first quote's email and SMS before them.
    expect(sent).toHaveLength(7);
    expect(sent.filter((message) => message.message_key.includes(':first-quote-'))).toHaveLength(2);
  });

  it('schedules the rating request for 10:00 Irish time the day after the trip', async () => {
    const { lead, token, quoteIds } = await setUp({
      is_return_trip: true,
      return_date: inDays(33),
      return_time: '18:00',
    });
    await choose(token, quoteIds['Dear Coaches']);
    const [job] = await app.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'lead.rating-request'),
          sql`${jobs.payload}->>'lead_id' = ${String(lead.id)}`,
        ),
      );
    expect(job!.run_at.toISOString()).toBe(ratingRequestAt(inDays(33)).toISOString());
  });

  it('lets exactly one of two simultaneous choices win', async () => {
    const { lead, token, quoteIds } = await setUp();
    const responses = await Promise.all([
      choose(token, quoteIds['Cheap Coaches']),
      choose(token, quoteIds['Dear Coaches']),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409)!;
    expect(loser.json()).toEqual({ message: 'A quote has already been chosen' });
    const chosen = await app.db
      .select()
      .from(leadInvites)
      .where(and(eq(leadInvites.lead_id, lead.id), eq(leadInvites.status, 'chosen')));
    expect(chosen).toHaveLength(1);
    const chosenEvents = (await eventsOf(lead.id)).filter((event) => event.kind === 'chosen');
    expect(chosenEvents).toHaveLength(1);
    const introductions = (await messagesOf(lead.id)).filter((message) =>
      message.message_key.endsWith(':chosen:customer'),
    );
    expect(introductions).toHaveLength(1);
    // Choosing again later is refused the same way.
    expect((await choose(token, quoteIds['Cheap Coaches'])).statusCode).toBe(409);
  });

  it("refuses another lead's quote, a withdrawn or expired quote, and a trip already past", async () => {
    const { lead, token, companies, quoteIds } = await setUp();
    const other = await setUp();
    const notHere = await choose(token, other.quoteIds['Cheap Coaches']);
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json()).toEqual({ message: 'Quote not found' });
    expect((await choose(token, 2_000_000_000)).statusCode).toBe(404);

    await app.inject({
      method: 'POST',
      url: `/api/respond/${companies.expensive.token}/decline`,
      payload: { reason: 'Coach sold' },
    });
    const withdrawn = await choose(token, quoteIds['Dear Coaches']);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toEqual({ message: 'This company has withdrawn its quote' });

    await app.db
      .update(quotes)
      .set({ valid_until: inDays(-1) })
      .where(eq(quotes.id, quoteIds['Cheap Coaches']!));
    const expired = await choose(token, quoteIds['Cheap Coaches']);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({ message: 'This quote has expired' });

    await moveTrip(lead.id, { date_of_travel: inDays(-1) });
    const past = await choose(token, quoteIds['Middle Coaches']);
    expect(past.statusCode).toBe(410);
    const [stored] = await app.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored!.status).toBe('quoted');
  });

  it.each([[undefined], ['1'], [0], [-1], [1.5]])('refuses quote_id %j with 422', async (id) => {
    const response = await choose(quotesToken(app, 1), id);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.quote_id).toBeDefined();
  });
});

describe('rating the trip', () => {
  it('is possible once, after the trip, for the chosen company; a rating request is emailed', async () => {
    const { lead, token, companies, quoteIds } = await setUp({
      is_return_trip: true,
      return_date: inDays(32),
      return_time: '18:00',
    });
    const early = await rate(token, { score: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'You can rate a company once you have chosen its quote',
    });
    await choose(token, quoteIds['Cheap Coaches']);
    expect((await view(token)).json().can_rate).toBe(false);
    const beforeTrip = await rate(token, { score: 5 });
    expect(beforeTrip.statusCode).toBe(409);
    expect(beforeTrip.json()).toEqual({
      message: 'You can rate the company once your trip has taken place',
    });
    // Out on the 1st, home today: the trip is not over until the return date has passed.
    await moveTrip(lead.id, { date_of_travel: inDays(-1), return_date: inDays(0) });
    expect((await rate(token, { score: 5 })).statusCode).toBe(409);
    await moveTrip(lead.id, { date_of_travel: inDays(-3), return_date: inDays(-1) });
    expect((await view(token)).json().can_rate).toBe(true);

    // The request email, sent by the job once it is due, links each star to the page.
    await app.db
      .update(jobs)
      .set({ run_at: new Date(Date.now() - 1000) })
      .where(
        sql`${jobs.kind} = 'lead.rating-request' and ${jobs.payload}->>'lead_id' = ${String(lead.id)}`,
      );
    await app.jobs.runDueJobs();
    const [request] = (await messagesOf(lead.id)).filter((m) =>
      m.message_key.endsWith('rating-request'),
    );
    expect(request).toMatchObject({
      recipient: CUSTOMER.email,
      subject: 'How was your trip with Cheap Coaches?',
    });
    for (const score of [1, 2, 3, 4, 5]) {
      expect(request!.body_text).toContain(
        `https://coachhire.example.ie/quotes/${token}?rate=${score}`,
      );
    }

    const rated = await rate(token, { score: 4, comment: 'Driver was great' });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({
      can_rate: false,
      rating: { score: 4, comment: 'Driver was great' },
    });
    expect((await eventsOf(lead.id)).at(-1)).toMatchObject({
      kind: 'rated',
      to_value: '4',
      from_value: 'Cheap Coaches',
    });
    const again = await rate(token, { score: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This trip has already been rated' });
    const stored = await app.db
      .select()
      .from(operatorRatings)
      .where(eq(operatorRatings.lead_id, lead.id));
    expect(stored).toEqual([
      expect.objectContaining({ operator_id: companies.cheap.operator.id, score: 4 }),
    ]);
    // Rated already: a second run of the request job sends nothing new.
    await app.db
      .insert(jobs)
      .values({ kind: 'lead.rating-request', payload: { lead_id: lead.id } });
    await app.jobs.runDueJobs();
    expect(
      (await messagesOf(lead.id)).filter((m) => m.message_key.endsWith('rating-request')),
    ).toHaveLength(1);
  });

  it.each([
    [{}],
    [{ score: 0 }],
    [{ score: 6 }],
    [{ score: 4.5 }],
    [{ score: 3, comment: 'x'.repeat(2001) }],
  ])('refuses %j with 422', async (payload) => {
    const response = await rate(quotesToken(app, 1), payload);
    expect(response.statusCode).toBe(422);
  });
});

describe('ratingRequestAt', () => {
  it.each([
    ['2030-07-01', '2030-07-02T09:00:00.000Z'],
    ['2030-01-10', '2030-01-11T10:00:00.000Z'],
    // Summer time starts on 31 March 2030 at 01:00 UTC; 10:00 that morning is already IST.
    ['2030-03-30', '2030-03-31T09:00:00.000Z'],
    ['2030-10-26', '2030-10-27T10:00:00.000Z'],
    ['2030-12-31', '2031-01-01T10:00:00.000Z'],
  ])('asks after a trip ending %s at %s', (tripEnd, expected) => {
    expect(ratingRequestAt(tripEnd).toISOString()).toBe(expected);
  });
});
