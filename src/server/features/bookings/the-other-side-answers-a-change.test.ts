import ICAL from 'ical.js';
import { PDFParse } from 'pdf-parse';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, jobs } from '../../db/schema';
import { useBooking } from '../../test/bookings';
import { irishInstant } from './clock';

// docs/product.md#booking-changes
const { app, setUpBooked, getBooking, messagesOf, download } = useBooking();

type Side = 'quotes' | 'respond';
const ask = (side: Side, token: string, payload: object) =>
  app().inject({ method: 'POST', url: `/api/${side}/${token}/booking/changes`, payload });
const answer = (side: Side, token: string, id: number, action: string) =>
  app().inject({ method: 'POST', url: `/api/${side}/${token}/booking/changes/${id}/${action}` });

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

async function reminderRunAt(bookingId: number): Promise<Date | undefined> {
  const [job] = await app()
    .db.select()
    .from(jobs)
    .where(and(eq(jobs.unique_key, `booking.reminder:${bookingId}`), eq(jobs.status, 'pending')));
  return job?.run_at;
}

describe('POST …/booking/changes/:id/accept|decline|withdraw', () => {
  it('applies an accepted change: Changed, the new time in the PDF and calendar, reminders moved', async () => {
    const { lead, token, companies } = await setUpBooked();
    const [before] = await app().db.select().from(bookings).where(eq(bookings.lead_id, lead.id));
    const firstDay = before!.itinerary[0]!.date;
    const asked = await ask('quotes', token, {
      message: 'Please collect us later',
      pickup_times: [{ day: 1, start_time: '11:45' }],
      number_of_people: 46,
    });
    const { id } = asked.json().change;

    const accepted = await answer('respond', companies.cheap.token, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().change).toMatchObject({ status: 'accepted' });
    expect(accepted.json().change.answered_at).not.toBeNull();
    const booking = (await getBooking(token)).json();
    expect(booking).toMatchObject({ status: 'changed', number_of_people: 46, revision: 1 });
    expect(booking.itinerary[0].start_time).toBe('11:45');

    const pdf = await pdfText((await download(`/api/quotes/${token}/booking.pdf`)).rawPayload);
    expect(pdf).toContain('Status: Changed');
    expect(pdf).toContain('pick-up at 11:45');
    expect(pdf).toContain('for 46 people');

    const ics = (await download(`/api/respond/${companies.cheap.token}/booking.ics`)).payload;
    const [event] = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(event!.sequence).toBe(1);
    expect(event!.startDate.toString()).toBe(`${firstDay}T11:45:00`);

    const pickup = irishInstant(firstDay, '11:45').getTime();
    expect((await reminderRunAt(before!.id))?.getTime()).toBe(pickup - 48 * 3_600_000);

    const [toCustomer] = (await messagesOf(lead.id)).filter((message) =>
      message.message_key.endsWith(`:change:${id}:accepted:customer`),
    );
    expect(toCustomer).toMatchObject({
      recipient: lead.email,
      subject: `Change accepted: ${lead.reference}`,
    });

    const again = await answer('respond', companies.cheap.token, id, 'decline');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This change request has already been answered' });
  });

  it('applies a company’s new total once the customer accepts it', async () => {
    const { token, companies } = await setUpBooked();
    const asked = await ask('respond', companies.cheap.token, {
      message: 'Tolls went up',
      price_eur: 1300,
    });
    const { id } = asked.json().change;
    const accepted = await answer('quotes', token, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().booking).toMatchObject({ status: 'changed', total_eur: 1300 });
    expect(accepted.json().booking.deposit_eur).toBe(260);
  });

  it('leaves the booking as it was when declined or withdrawn, and tells the other side', async () => {
    const { lead, token, companies } = await setUpBooked();
    const first = (
      await ask('quotes', token, {
        message: 'Earlier?',
        pickup_times: [{ day: 1, start_time: '07:00' }],
      })
    ).json().change;
    const declined = await answer('respond', companies.cheap.token, first.id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().change.status).toBe('declined');
    expect(declined.json().booking).toMatchObject({ status: 'confirmed', revision: 0 });
    expect(declined.json().booking.itinerary[0].start_time).toBe('09:00');

    const second = (await ask('respond', companies.cheap.token, { message: 'Later?' })).json()
      .change;
    const withdrawn = await answer('respond', companies.cheap.token, second.id, 'withdraw');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().change.status).toBe('withdrawn');

    const keys = (await messagesOf(lead.id)).map((message) => message.message_key);
    expect(keys).toContain(`lead:${lead.id}:booking:change:${first.id}:declined:customer`);
    expect(keys).toContain(`lead:${lead.id}:booking:change:${second.id}:withdrawn:customer`);
    const history = await app().inject({
      method: 'GET',
      url: `/api/quotes/${token}/booking/changes`,
    });
    expect(history.json().changes.map((change: { status: string }) => change.status)).toEqual([
      'withdrawn',
      'declined',
    ]);
  });

  it('lets only the other side accept or decline, and only the asker withdraw (403)', async () => {
    const { token, companies } = await setUpBooked();
    const { id } = (await ask('quotes', token, { message: 'Earlier?' })).json().change;
    for (const action of ['accept', 'decline']) {
      const own = await answer('quotes', token, id, action);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({
        message: 'You asked for this change; the other side answers it',
      });
    }
    const notAsker = await answer('respond', companies.cheap.token, id, 'withdraw');
    expect(notAsker.statusCode).toBe(403);
    expect(notAsker.json()).toEqual({
      message: 'Only the side that asked for a change can withdraw it',
    });
  });

  it('answers 404 to another booking’s request and to a bad id', async () => {
    const one = await setUpBooked();
    const other = await setUpBooked();
    const { id } = (await ask('quotes', one.token, { message: 'Earlier?' })).json().change;
    const elsewhere = await answer('respond', other.companies.cheap.token, id, 'accept');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: 'This change request was not found' });
    expect((await answer('respond', one.companies.cheap.token, 0, 'accept')).statusCode).toBe(422);
    expect((await answer('respond', one.companies.cheap.token, 999_999, 'accept')).statusCode).toBe(
      404,
    );
  });
});
