import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, leadInvites, leads, quotes } from '../../db/schema';
import { CUSTOMER, useComparison } from '../../test/comparison';
import { inDays } from '../../test/leads';
import { quotesToken } from '../../test/marketplace';
import { ratingRequestAt } from './rating-job';

const { app, setUp, choose, messagesOf, eventsOf, moveTrip } = useComparison();

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

    const [stored] = await app().db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored).toMatchObject({ status: 'converted', is_confirmation: true });
    const invites = await app()
      .db.select()
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
    // The booking's confirmation to both sides (bookings/booking-is-made-by-the-choice.test.ts).
    expect(sent.filter((message) => message.message_key.includes(':booking:'))).toHaveLength(2);
    // Five introductions and closes, the two confirmations, and the first quote's email and SMS.
    expect(sent).toHaveLength(9);
    expect(sent.filter((message) => message.message_key.includes(':first-quote-'))).toHaveLength(2);
  });

  it('schedules the rating request for 10:00 Irish time the day after the trip', async () => {
    const { lead, token, quoteIds } = await setUp({
      is_return_trip: true,
      return_date: inDays(33),
      return_time: '18:00',
    });
    await choose(token, quoteIds['Dear Coaches']);
    const [job] = await app()
      .db.select()
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
    const chosen = await app()
      .db.select()
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

    await app().inject({
      method: 'POST',
      url: `/api/respond/${companies.expensive.token}/decline`,
      payload: { reason: 'Coach sold' },
    });
    const withdrawn = await choose(token, quoteIds['Dear Coaches']);
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json()).toEqual({ message: 'This company has withdrawn its quote' });

    await app()
      .db.update(quotes)
      .set({ valid_until: inDays(-1) })
      .where(eq(quotes.id, quoteIds['Cheap Coaches']!));
    const expired = await choose(token, quoteIds['Cheap Coaches']);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({ message: 'This quote has expired' });

    await moveTrip(lead.id, { date_of_travel: inDays(-1) });
    const past = await choose(token, quoteIds['Middle Coaches']);
    expect(past.statusCode).toBe(410);
    const [stored] = await app().db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored!.status).toBe('quoted');
  });

  it.each([[undefined], ['1'], [0], [-1], [1.5]])('refuses quote_id %j with 422', async (id) => {
    const response = await choose(quotesToken(app(), 1), id);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.quote_id).toBeDefined();
  });
});
