import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, messages } from '../../db/schema';
import { inDays } from '../../test/leads';
import { quotesToken } from '../../test/marketplace';
import { CUSTOMER, useRespond, validQuote } from '../../test/respond';

const { app, setUp, sendQuote, eventsOf, expectQuoteRefused } = useRespond();

describe('POST /api/respond/:token/quote', () => {
  it('sends a quote (201) and revises it (200, revision + 1), recording each in the history', async () => {
    const { lead, first } = await setUp();
    const created = await sendQuote(first.token);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'quoted',
      open: true,
      customer: null,
      quote: {
        lead_id: lead.id,
        company_name: 'Lee Valley Coaches',
        price_eur: 850,
        price_per_passenger_eur: 21.25,
        vehicle_type: 'Coach',
        seats: 49,
        includes_tolls: true,
        valid_until: inDays(14),
        notes: 'Toilet on board',
        revision: 1,
        status: 'quoted',
        verified: true,
      },
    });
    const revised = await sendQuote(first.token, validQuote({ price_eur: 799.5, notes: '' }));
    expect(revised.statusCode).toBe(200);
    expect(revised.json().quote).toMatchObject({ price_eur: 799.5, notes: null, revision: 2 });
    expect(revised.json().quote.id).toBe(created.json().quote.id);
    const quoted = (await eventsOf(lead.id)).filter((event) => event.kind === 'quoted');
    expect(quoted.map((event) => [event.to_value, event.from_value, event.actor_id])).toEqual([
      ['Lee Valley Coaches', '850.00', null],
      ['Lee Valley Coaches', '799.50', null],
    ]);
  });

  it('tells the customer once, by email and SMS, when the first quote arrives', async () => {
    const { lead, first, second } = await setUp();
    const toCustomer = () =>
      app()
        .db.select()
        .from(messages)
        .where(eq(messages.lead_id, lead.id))
        .orderBy(asc(messages.id));
    expect(await toCustomer()).toEqual([]);
    expect((await sendQuote(first.token)).statusCode).toBe(201);
    const sent = await toCustomer();
    expect(
      sent.map((message) => [message.channel, message.recipient, message.message_key]),
    ).toEqual([
      ['email', CUSTOMER.email, `lead:${lead.id}:first-quote-email`],
      ['sms', '+353877654321', `lead:${lead.id}:first-quote-sms`],
    ]);
    const quotesUrl = `${app().config.PUBLIC_URL}/quotes/${quotesToken(app(), lead.id)}`;
    expect(sent[0]!.subject).toBe('Your first coach quote has arrived');
    expect(sent[0]!.body_text).toContain(`Hi Siobhán,`);
    expect(sent[0]!.body_text).toContain(`Your quotes: ${quotesUrl}`);
    expect(sent[0]!.body_html).toContain(`href="${quotesUrl}"`);
    expect(sent[1]!.body_text).toContain(quotesUrl);
    // No SMTP or SMS provider in this test: kept in the outbox for staff to read.
    expect(sent.map((message) => message.status)).toEqual(['captured', 'captured']);

    // A revision and a second company's quote send nothing more.
    expect((await sendQuote(first.token, validQuote({ price_eur: 800 }))).statusCode).toBe(200);
    expect((await sendQuote(second.token)).statusCode).toBe(201);
    expect(await toCustomer()).toHaveLength(2);
  });

  it('moves a new or contacted lead to quoted with the first quote only', async () => {
    for (const status of ['new', 'contacted'] as const) {
      const { lead, first, second } = await setUp({ status });
      await sendQuote(first.token);
      await sendQuote(first.token, validQuote({ price_eur: 900 }));
      await sendQuote(second.token);
      const [stored] = await app().db.select().from(leads).where(eq(leads.id, lead.id));
      expect(stored!.status).toBe('quoted');
      const statusEvents = (await eventsOf(lead.id)).filter((event) => event.kind === 'status');
      expect(statusEvents).toEqual([
        expect.objectContaining({ from_value: status, to_value: 'quoted', actor_id: null }),
      ]);
    }
  });

  it.each([
    [{ price_eur: undefined }, 'price_eur'],
    [{ price_eur: '850' }, 'price_eur'],
    [{ price_eur: 0 }, 'price_eur'],
    [{ price_eur: -10 }, 'price_eur'],
    [{ price_eur: 850.123 }, 'price_eur'],
    [{ price_eur: 100_000.01 }, 'price_eur'],
    [{ vehicle_type: '  ' }, 'vehicle_type'],
    [{ vehicle_type: 'x'.repeat(61) }, 'vehicle_type'],
    [{ seats: 0 }, 'seats'],
    [{ seats: 12.5 }, 'seats'],
    [{ includes_tolls: 'yes' }, 'includes_tolls'],
    [{ valid_until: '2030-02-30' }, 'valid_until'],
    [{ valid_until: '14/12/2030' }, 'valid_until'],
    [{ valid_until: inDays(-1) }, 'valid_until'],
    [{ notes: 'x'.repeat(2001) }, 'notes'],
  ])('refuses %j with 422 on %s', (overrides, field) => expectQuoteRefused(overrides, field));

  it('stores injection-looking text as plain text', async () => {
    const { first } = await setUp();
    const notes = "'); drop table quotes; -- <script>alert(1)</script>";
    const response = await sendQuote(first.token, validQuote({ notes, unknown_field: 'x' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().quote.notes).toBe(notes);
    expect(response.json().quote).not.toHaveProperty('unknown_field');
  });
});
