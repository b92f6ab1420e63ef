import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEvents, leadInvites, leads, messages } from '../../db/schema';
import { signLink } from '../../lib/signed-links';
import { inDays, seedLeads } from '../../test/leads';
import { inviteOperator, quotesToken, seedOperator } from '../../test/marketplace';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ app, cleanup } = await createTestApp({ JOB_POLL_MS: '0' }));
});
afterAll(async () => cleanup());

const CUSTOMER = {
  full_name: 'Siobhán Customer',
  email: 'siobhan@example.ie',
  mobile_number: '087 765 4321',
};

/** A fresh lead in 30 days with two invited companies. */
async function setUp(leadOverrides: Partial<typeof leads.$inferInsert> = {}) {
  const [lead] = await seedLeads(app, [
    { ...CUSTOMER, date_of_travel: inDays(30), number_of_people: 40, ...leadOverrides },
  ]);
  const first = await seedOperator(app.db, { company_name: 'Lee Valley Coaches' });
  const second = await seedOperator(app.db, { company_name: 'Rebel Buses' });
  return {
    lead: lead!,
    first: { operator: first, ...(await inviteOperator(app, lead!.id, first.id)) },
    second: { operator: second, ...(await inviteOperator(app, lead!.id, second.id)) },
  };
}

const validQuote = (overrides: Record<string, unknown> = {}) => ({
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

const view = (token: string) => app.inject({ method: 'GET', url: `/api/respond/${token}` });
const sendQuote = (token: string, payload: object = validQuote()) =>
  app.inject({ method: 'POST', url: `/api/respond/${token}/quote`, payload });
const decline = (token: string, reason = 'No coach free that day') =>
  app.inject({ method: 'POST', url: `/api/respond/${token}/decline`, payload: { reason } });
const choose = (leadId: number, quoteId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/quotes/${quotesToken(app, leadId)}/choose`,
    payload: { quote_id: quoteId },
  });
const eventsOf = (leadId: number) =>
  app.db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.lead_id, leadId))
    .orderBy(asc(leadEvents.id));

describe('GET /api/respond/:token', () => {
  it("shows the company the journey and nothing of the customer's contact details", async () => {
    const { lead, first } = await setUp({ additional_info: 'Two wheelchairs' });
    const response = await view(first.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      company_name: 'Lee Valley Coaches',
      journey: expect.objectContaining({
        pickup_location: lead.pickup_location,
        date_of_travel: lead.date_of_travel,
        number_of_people: 40,
        additional_info: 'Two wheelchairs',
      }),
      status: 'invited',
      open: true,
      quote: null,
      decline_reason: null,
      customer: null,
    });
    for (const detail of Object.values(CUSTOMER)) expect(response.body).not.toContain(detail);
  });

  it('hides contact details typed into the notes until the customer chooses the company', async () => {
    const notes = 'Two wheelchairs; ring me on 087 765 4321 or mail roisin@example.ie';
    const { lead, first, second } = await setUp({ additional_info: notes });
    const before = (await view(first.token)).json().journey.additional_info;
    expect(before).toBe('Two wheelchairs; ring me on [phone removed] or mail [email removed]');
    const quoteId = (await sendQuote(first.token)).json().quote.id;
    expect((await choose(lead.id, quoteId)).statusCode).toBe(200);
    expect((await view(first.token)).json().journey.additional_info).toBe(notes);
    expect((await view(second.token)).json().journey.additional_info).not.toContain('087');
  });

  it('answers every token it cannot trust with the same 404', async () => {
    const { lead, first } = await setUp();
    const lastChar = first.token.at(-1) === 'A' ? 'B' : 'A';
    const missingInvite = signLink(app.linkSecret, 'respond', 2_000_000_000);
    const tokens = [
      first.token.slice(0, -1) + lastChar, // tampered signature
      first.token.replace(/^\d+/, String(first.invite.id + 1)), // another invite's id, same signature
      signLink(app.linkSecret, 'quotes', first.invite.id), // the customer's kind of link
      quotesToken(app, lead.id),
      signLink('another-secret-that-is-long-enough', 'respond', first.invite.id),
      missingInvite, // well signed, but no such invitation
      'not-a-token',
      `${first.invite.id}`,
    ];
    for (const token of tokens) {
      for (const response of [await view(token), await sendQuote(token), await decline(token)]) {
        expect(response.statusCode, token).toBe(404);
        expect(response.json()).toEqual({ message: 'This link is not valid' });
      }
    }
    expect((await view(first.token)).json()).toMatchObject({ status: 'invited', quote: null });
  });

  it("scopes a link to one company and one lead: a quote never touches another's invitation", async () => {
    const { first, second } = await setUp();
    const other = await setUp();
    expect((await sendQuote(first.token, validQuote({ price_eur: 700 }))).statusCode).toBe(201);
    expect((await view(second.token)).json()).toMatchObject({ status: 'invited', quote: null });
    expect((await view(other.first.token)).json()).toMatchObject({
      status: 'invited',
      quote: null,
    });
    const mine = (await view(first.token)).json();
    expect(mine.quote).toMatchObject({ price_eur: 700, operator_id: first.operator.id });
  });

  it('answers 410 once the lead is lost or its travel date has passed', async () => {
    const lost = await setUp({ status: 'lost' });
    const past = await setUp({ date_of_travel: inDays(-1) });
    for (const token of [lost.first.token, past.first.token]) {
      for (const response of [await view(token), await sendQuote(token), await decline(token)]) {
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual({ message: 'This request is closed' });
      }
    }
    const today = await setUp({ date_of_travel: inDays(0) });
    expect((await view(today.first.token)).json()).toMatchObject({ open: true });
  });
});

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
      app.db.select().from(messages).where(eq(messages.lead_id, lead.id)).orderBy(asc(messages.id));
    expect(await toCustomer()).toEqual([]);
    expect((await sendQuote(first.token)).statusCode).toBe(201);
    const sent = await toCustomer();
    expect(
      sent.map((message) => [message.channel, message.recipient, message.message_key]),
    ).toEqual([
      ['email', CUSTOMER.email, `lead:${lead.id}:first-quote-email`],
      ['sms', '+353877654321', `lead:${lead.id}:first-quote-sms`],
    ]);
    const quotesUrl = `${app.config.PUBLIC_URL}/quotes/${quotesToken(app, lead.id)}`;
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
      const [stored] = await app.db.select().from(leads).where(eq(leads.id, lead.id));
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
  ])('refuses %j with 422 on %s', async (overrides, field) => {
    const { first } = await setUp();
    const response = await sendQuote(first.token, validQuote(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBeDefined();
    expect((await view(first.token)).json().quote).toBeNull();
  });

  it('stores injection-looking text as plain text', async () => {
    const { first } = await setUp();
    const notes = "'); drop table quotes; -- <script>alert(1)</script>";
    const response = await sendQuote(first.token, validQuote({ notes, unknown_field: 'x' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().quote.notes).toBe(notes);
    expect(response.json().quote).not.toHaveProperty('unknown_field');
  });
});

describe('POST /api/respond/:token/decline', () => {
  it('records the reason; a company that declined may still quote while the lead is open', async () => {
    const { lead, first } = await setUp();
    const declined = await decline(first.token, 'Fleet fully booked');
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'declined',
      decline_reason: 'Fleet fully booked',
      open: true,
      quote: null,
    });
    const events = await eventsOf(lead.id);
    expect(events.at(-1)).toMatchObject({
      kind: 'declined',
      to_value: 'Lee Valley Coaches',
      from_value: 'Fleet fully booked',
    });
    // Declining is not an answer to the lead's status: only a quote moves it.
    expect(events.some((event) => event.kind === 'status')).toBe(false);
    const quoted = await sendQuote(first.token);
    expect(quoted.statusCode).toBe(201);
    expect(quoted.json()).toMatchObject({ status: 'quoted', decline_reason: null });
  });

  it('withdraws a quote already sent: the customer no longer sees it', async () => {
    const { lead, first, second } = await setUp();
    await sendQuote(first.token);
    await sendQuote(second.token, validQuote({ price_eur: 990 }));
    const withdrawn = await decline(first.token, 'Our coach broke down');
    expect(withdrawn.json()).toMatchObject({ status: 'declined', quote: { status: 'declined' } });
    const comparison = await app.inject({
      method: 'GET',
      url: `/api/quotes/${quotesToken(app, lead.id)}`,
    });
    expect(comparison.json().quotes.map((quote: { price_eur: number }) => quote.price_eur)).toEqual(
      [990],
    );
    const requoted = await sendQuote(first.token, validQuote({ price_eur: 820 }));
    expect(requoted.statusCode).toBe(200);
    expect(requoted.json().quote).toMatchObject({ price_eur: 820, revision: 2, status: 'quoted' });
  });

  it.each([[''], ['   '], ['x'.repeat(1001)]])('refuses the reason %j with 422', async (reason) => {
    const { first } = await setUp();
    const response = await decline(first.token, reason);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.reason).toBeDefined();
  });
});

describe("after the customer's choice", () => {
  it('reveals the customer to the chosen company only; nobody can quote or decline any more', async () => {
    const { lead, first, second } = await setUp();
    const declinedCompany = await seedOperator(app.db, { company_name: 'No Thanks Ltd' });
    const third = await inviteOperator(app, lead.id, declinedCompany.id);
    const quoteId = (await sendQuote(first.token)).json().quote.id;
    await sendQuote(second.token, validQuote({ price_eur: 990 }));
    await decline(third.token);
    expect((await choose(lead.id, quoteId)).statusCode).toBe(200);

    const chosen = (await view(first.token)).json();
    expect(chosen).toMatchObject({ status: 'chosen', open: false, customer: CUSTOMER });
    const other = await view(second.token);
    expect(other.json()).toMatchObject({ status: 'not_chosen', open: false, customer: null });
    for (const detail of Object.values(CUSTOMER)) expect(other.body).not.toContain(detail);
    expect((await view(third.token)).json()).toMatchObject({
      status: 'declined',
      open: false,
      customer: null,
    });

    for (const token of [first.token, second.token, third.token]) {
      for (const response of [await sendQuote(token), await decline(token)]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: 'This request is no longer taking quotes' });
      }
    }
    const [invite] = await app.db
      .select()
      .from(leadInvites)
      .where(eq(leadInvites.id, first.invite.id));
    expect(invite!.status).toBe('chosen');
  });

  it('refuses answers with 409 when staff converted the lead without a choice', async () => {
    const { first } = await setUp({ status: 'converted' });
    expect((await view(first.token)).json()).toMatchObject({ open: false, status: 'invited' });
    expect((await sendQuote(first.token)).statusCode).toBe(409);
  });
});

describe('link rate limit', () => {
  it('caps writes per link at 20 a minute with 429 and Retry-After', async () => {
    const { first, second } = await setUp();
    // The window is a fixed minute: if one boundary falls inside the loop, the cap comes later.
    let limited;
    let allowed = 0;
    for (let attempt = 0; attempt < 41 && !limited; attempt += 1) {
      const response = await decline(first.token, `Reason ${attempt}`);
      if (response.statusCode === 429) limited = response;
      else if (response.statusCode === 200) allowed += 1;
    }
    expect(limited?.json()).toEqual({
      message: 'Too many attempts from this link. Please wait a minute and try again.',
    });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(allowed).toBeGreaterThanOrEqual(20);
    // Another link is counted on its own.
    expect((await decline(second.token)).statusCode).toBe(200);
  });
});
