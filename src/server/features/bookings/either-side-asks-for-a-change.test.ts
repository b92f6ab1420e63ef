import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingChanges, bookings } from '../../db/schema';
import { useBooking } from '../../test/bookings';
import { cancelByCompany } from './cancellation';
import { requestChange } from './changes';

// docs/product.md#booking-changes
const { app, setUpBooked, messagesOf } = useBooking();

const changesUrl = (side: 'quotes' | 'respond', token: string) =>
  `/api/${side}/${token}/booking/changes`;
const ask = (side: 'quotes' | 'respond', token: string, payload: object) =>
  app().inject({ method: 'POST', url: changesUrl(side, token), payload });
const list = (side: 'quotes' | 'respond', token: string) =>
  app().inject({ method: 'GET', url: changesUrl(side, token) });

describe('POST /api/quotes/:token/booking/changes and /api/respond/:token/booking/changes', () => {
  it('records the customer’s request, shows it to both sides and emails the company', async () => {
    const { lead, token, companies } = await setUpBooked();
    const response = await ask('quotes', token, {
      message: '  The match moved; can we leave later?  ',
      pickup_times: [{ day: 1, start_time: '10:15' }],
      number_of_people: 44,
    });
    expect(response.statusCode).toBe(201);
    const { change, booking } = response.json();
    expect(change).toMatchObject({
      requested_by: 'customer',
      message: 'The match moved; can we leave later?',
      pickup_times: [{ day: 1, start_time: '10:15' }],
      number_of_people: 44,
      price_eur: null,
      status: 'pending',
      answered_at: null,
    });
    // Asking changes nothing yet.
    expect(booking).toMatchObject({ status: 'confirmed', number_of_people: 40, revision: 0 });

    for (const [side, link] of [
      ['quotes', token],
      ['respond', companies.cheap.token],
    ] as const) {
      const listed = await list(side, link);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().changes).toEqual([change]);
    }

    const toCompany = (await messagesOf(lead.id)).filter((message) =>
      message.message_key.includes(`:booking:change:${change.id}:requested:company`),
    );
    expect(toCompany).toHaveLength(1);
    expect(toCompany[0]).toMatchObject({
      channel: 'email',
      recipient: 'cheap@example.ie',
      subject: `Change requested: ${lead.reference}`,
    });
    expect(toCompany[0]!.body_text).toContain('The match moved; can we leave later?');
    expect(toCompany[0]!.body_text).toContain('pick-up: 09:00 → 10:15');
    expect(toCompany[0]!.body_text).toContain('Number of people: 40 → 44');
  });

  it('lets the company propose a new total, and tells the customer', async () => {
    const { lead, companies } = await setUpBooked();
    const response = await ask('respond', companies.cheap.token, {
      message: 'A bigger coach is needed for 52 people',
      number_of_people: 52,
      price_eur: 1350.5,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().change).toMatchObject({ requested_by: 'company', price_eur: 1350.5 });
    const [toCustomer] = (await messagesOf(lead.id)).filter((message) =>
      message.message_key.endsWith(':requested:customer'),
    );
    expect(toCustomer).toMatchObject({ recipient: lead.email, channel: 'email' });
    expect(toCustomer!.body_text).toContain('Total price: €1,214.50 → €1,350.50');
  });

  it('allows one pending request at a time per booking (409)', async () => {
    const { token, companies } = await setUpBooked();
    expect((await ask('quotes', token, { message: 'Leave at ten' })).statusCode).toBe(201);
    for (const [side, link] of [
      ['quotes', token],
      ['respond', companies.cheap.token],
    ] as const) {
      const second = await ask(side, link, { message: 'And another thing' });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        message: 'A change request is already waiting for an answer',
      });
    }
  });

  it('refuses a change to a cancelled or completed booking (409)', async () => {
    const { lead, token } = await setUpBooked();
    await app()
      .db.update(bookings)
      .set({ status: 'completed' })
      .where(eq(bookings.lead_id, lead.id));
    const completed = await ask('quotes', token, { message: 'Leave at ten' });
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toEqual({ message: 'This booking is completed' });

    await app()
      .db.update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.lead_id, lead.id));
    const cancelled = await ask('quotes', token, { message: 'Leave at ten' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ message: 'This booking is cancelled' });
  });

  it.each([
    ['no message', {}, 'message'],
    ['a blank message', { message: '   ' }, 'message'],
    ['a message too long', { message: 'x'.repeat(1001) }, 'message'],
    [
      'a time that is not HH:MM',
      { message: 'm', pickup_times: [{ day: 1, start_time: '25:00' }] },
      'pickup_times',
    ],
    [
      'an injected time',
      { message: 'm', pickup_times: [{ day: 1, start_time: "08:00'; drop" }] },
      'pickup_times',
    ],
    [
      'a day the trip does not have',
      { message: 'm', pickup_times: [{ day: 3, start_time: '08:00' }] },
      'pickup_times',
    ],
    [
      'a day twice',
      {
        message: 'm',
        pickup_times: [
          { day: 1, start_time: '08:00' },
          { day: 1, start_time: '09:00' },
        ],
      },
      'pickup_times',
    ],
    ['no people', { message: 'm', number_of_people: 0 }, 'number_of_people'],
    ['people as text', { message: 'm', number_of_people: 'forty' }, 'number_of_people'],
    ['a price from the customer', { message: 'm', price_eur: 900 }, ''],
  ])('refuses %s with 422 and records nothing', async (_name, payload, field) => {
    const { lead, token } = await setUpBooked();
    const response = await ask('quotes', token, payload);
    expect(response.statusCode).toBe(422);
    if (field) {
      const fields = Object.keys(response.json().errors);
      expect(fields.some((key) => key === field || key.startsWith(`${field}.`))).toBe(true);
    }
    const rows = await app()
      .db.select()
      .from(bookingChanges)
      .where(eq(bookingChanges.lead_id, lead.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a bad company price with 422', async () => {
    const { companies } = await setUpBooked();
    for (const price_eur of [0, -5, 12.345, '1200']) {
      const response = await ask('respond', companies.cheap.token, { message: 'm', price_eur });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.price_eur).toBeDefined();
    }
  });

  it('answers 404 to a forged link, to a company that was not chosen and before the choice', async () => {
    const { token, companies } = await setUpBooked();
    expect((await ask('quotes', `${token}x`, { message: 'm' })).statusCode).toBe(404);
    const notChosen = await ask('respond', companies.middle.token, { message: 'm' });
    expect(notChosen.statusCode).toBe(404);
    expect(notChosen.json()).toEqual({ message: 'There is no booking for this request yet' });
    expect((await list('respond', companies.middle.token)).statusCode).toBe(404);
  });

  it('texts the other side too when an SMS transport is configured', async () => {
    const { lead, companies } = await setUpBooked();
    const deps = {
      transports: { sendSms: async () => {} },
      publicUrl: 'https://coachhire.example.ie',
      linkSecret: app().linkSecret,
    };
    const company = { side: 'company' as const, linkId: companies.cheap.invite.id };
    const { change } = await requestChange(app().db, deps, company, { message: 'Earlier start?' });
    await cancelByCompany(app().db, deps, companies.cheap.invite.id, 'The coach failed its test');
    const texts = (await messagesOf(lead.id)).filter(
      (message) => message.channel === 'sms' && message.message_key.includes(':booking:'),
    );
    expect(texts.map((text) => text.message_key).sort()).toEqual([
      `lead:${lead.id}:booking:cancelled:customer:sms`,
      `lead:${lead.id}:booking:change:${change.id}:requested:customer:sms`,
    ]);
    for (const text of texts) expect(text.recipient).toMatch(/^\+353/);
    expect(texts.map((text) => text.body_text).join(' ')).toContain(
      'https://coachhire.example.ie/quotes/',
    );
  });
});
