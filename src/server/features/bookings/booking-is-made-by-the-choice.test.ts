import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, leads, operators, quotes } from '../../db/schema';
import { BOOKED_LINES, useBooking } from '../../test/bookings';
import { CUSTOMER } from '../../test/comparison';
import { inDays } from '../../test/leads';
import { insertBooking } from './repository';

// docs/product.md#bookings
const { app, setUp, setUpBooked, choose, messagesOf, getBooking, accept } = useBooking();

describe('the booking a choice makes', () => {
  it('copies the quote, the itinerary and both contacts, and confirms it to both sides', async () => {
    const { lead, token, companies } = await setUpBooked();
    const response = await getBooking(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      reference: lead.reference,
      status: 'confirmed',
      itinerary: [{ date: inDays(30), stops: [{ place: lead.pickup_location }, {}] }],
      lines: BOOKED_LINES,
      total_eur: 1214.5,
      deposit: { kind: 'percent', value: 20 },
      deposit_eur: 242.9,
      cancellation: [
        { days_before: 14, percent: 25 },
        { days_before: 2, percent: 100 },
      ],
      vat_status: 'exempt',
      customer: { name: CUSTOMER.full_name, email: CUSTOMER.email, phone: CUSTOMER.mobile_number },
      company: { name: 'Cheap Coaches', contact_name: 'Pádraig Driver', phone: '021 555 1234' },
      terms_accepted_at: null,
      trip_details: null,
    });

    // A snapshot: the company editing its quote or its details later changes nothing agreed.
    await app()
      .db.update(quotes)
      .set({ price_cents: 999_900 })
      .where(eq(quotes.invite_id, companies.cheap.invite.id));
    await app()
      .db.update(operators)
      .set({ phone: '01 000 0000' })
      .where(eq(operators.id, companies.cheap.operator.id));
    expect((await getBooking(token)).json()).toMatchObject({
      total_eur: 1214.5,
      company: { phone: '021 555 1234' },
    });

    const sent = await messagesOf(lead.id);
    const confirmations = sent.filter((message) => message.message_key.includes(':booking:'));
    expect(confirmations.map((message) => [message.recipient, message.subject])).toEqual([
      [CUSTOMER.email, `Booking confirmed: ${lead.reference}`],
      ['cheap@example.ie', `Booking confirmed: ${lead.reference}`],
    ]);
    const [toCustomer, toCompany] = confirmations;
    const base = 'https://coachhire.example.ie';
    expect(toCustomer!.body_text).toContain(`${base}/api/quotes/${token}/booking.pdf`);
    expect(toCustomer!.body_text).toContain(`${base}/api/quotes/${token}/booking.ics`);
    expect(toCustomer!.body_text).toContain(`${base}/quotes/${token}/booking`);
    expect(toCompany!.body_text).toContain(
      `${base}/api/respond/${companies.cheap.token}/booking.pdf`,
    );
    for (const message of confirmations) {
      expect(message.body_text).toContain('€1,214.50');
      expect(message.body_text).not.toMatch(/incl\.? VAT/i);
    }
  });

  it('exists once per request, however often it is made', async () => {
    const { lead, token, quoteIds } = await setUpBooked();
    expect((await choose(token, quoteIds['Dear Coaches'])).statusCode).toBe(409);
    const [quote] = await app()
      .db.select()
      .from(quotes)
      .where(eq(quotes.id, quoteIds['Cheap Coaches']!));
    const [company] = await app()
      .db.select()
      .from(operators)
      .where(eq(operators.id, quote!.operator_id));
    const [leadRow] = await app().db.select().from(leads).where(eq(leads.id, lead.id));
    const again = await insertBooking(app().db, {
      lead: leadRow!,
      quote: quote!,
      company: company!,
    });
    const rows = await app().db.select().from(bookings).where(eq(bookings.lead_id, lead.id));
    expect(rows).toHaveLength(1);
    expect(again.id).toBe(rows[0]!.id);
    expect(rows[0]!.price_cents).toBe(121_450);
  });

  it('answers 404 before the choice, and for a link that is not valid', async () => {
    const { token } = await setUp();
    const before = await getBooking(token);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ message: 'There is no booking for this request yet' });
    expect((await accept(token)).statusCode).toBe(404);
    for (const bad of ['nonsense', `${token}x`, "'; drop table bookings; --"]) {
      const response = await getBooking(encodeURIComponent(bad));
      expect(response.statusCode, bad).toBe(404);
      expect(response.json()).toEqual({ message: 'This link is not valid' });
    }
  });
});

describe('POST /api/quotes/:token/booking/accept', () => {
  it('records the acceptance once, with its time and a hash of the address, never the address', async () => {
    const { lead, token } = await setUpBooked();
    const first = await accept(token, '198.51.100.7');
    expect(first.statusCode).toBe(200);
    const acceptedAt = first.json().terms_accepted_at as string;
    expect(Date.now() - Date.parse(acceptedAt)).toBeLessThan(60_000);

    // A second press (or another device) answers the same record; the first one stands.
    const second = await accept(token, '203.0.113.9');
    expect(second.statusCode).toBe(200);
    expect(second.json().terms_accepted_at).toBe(acceptedAt);

    const [row] = await app().db.select().from(bookings).where(eq(bookings.lead_id, lead.id));
    expect(row!.terms_accepted_ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.terms_accepted_ip_hash).not.toContain('198.51.100.7');
    const [other] = await setUpBooked().then(async (next) => {
      await accept(next.token, '198.51.100.7');
      return app().db.select().from(bookings).where(eq(bookings.lead_id, next.lead.id));
    });
    // The same address hashes the same, so staff can tell two acceptances came from one place.
    expect(other!.terms_accepted_ip_hash).toBe(row!.terms_accepted_ip_hash);
  });
});
