import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, jobs } from '../../db/schema';
import { quotesToken } from '../../test/marketplace';
import { useBooking } from '../../test/bookings';
import { firstPickup } from './clock';
import { BOOKING_REMINDER_JOB, DRIVER_DETAILS_JOB, bookingJobHandlers } from './reminders';

// docs/product.md#bookings
const { app, setUpBooked, messagesOf } = useBooking();

const HOUR_MS = 3_600_000;

async function bookingOf(leadId: number) {
  const [row] = await app().db.select().from(bookings).where(eq(bookings.lead_id, leadId));
  return row!;
}

async function jobOf(kind: string, bookingId: number) {
  const rows = await app()
    .db.select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'booking_id' = ${String(bookingId)}`));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Runs a reminder job's handler at `now`, with the given transports (SMS or not). */
async function runAt(kind: string, bookingId: number, now: Date, sms = false) {
  const handlers = bookingJobHandlers({
    db: app().db,
    config: { PUBLIC_URL: 'https://coachhire.example.ie' },
    transports: sms ? { sendSms: async () => {} } : {},
    linkSecret: app().linkSecret,
    now: () => now,
  });
  await handlers[kind]!(await jobOf(kind, bookingId));
}

const keyed = async (leadId: number, part: string) =>
  (await messagesOf(leadId)).filter((message) => message.message_key.includes(part));

describe('the reminders before a booked trip', () => {
  it('are scheduled once each, 48 h and 24 h before the first pick-up', async () => {
    const { lead } = await setUpBooked();
    const booking = await bookingOf(lead.id);
    const pickup = firstPickup(booking).getTime();
    const reminder = await jobOf(BOOKING_REMINDER_JOB, booking.id);
    expect(reminder.run_at.getTime()).toBe(pickup - 48 * HOUR_MS);
    expect(reminder.unique_key).toBe(`booking.reminder:${booking.id}`);
    const driver = await jobOf(DRIVER_DETAILS_JOB, booking.id);
    expect(driver.run_at.getTime()).toBe(pickup - 24 * HOUR_MS);
    expect(driver.unique_key).toBe(`booking.driver-details:${booking.id}`);
  });

  it('remind both sides 48 h before, once however often the job runs', async () => {
    const { lead } = await setUpBooked();
    const booking = await bookingOf(lead.id);
    const at = new Date(firstPickup(booking).getTime() - 48 * HOUR_MS);
    await runAt(BOOKING_REMINDER_JOB, booking.id, at);
    await runAt(BOOKING_REMINDER_JOB, booking.id, at);
    const sent = await keyed(lead.id, ':booking:reminder:');
    expect(sent.map((message) => message.recipient).sort()).toEqual([
      'cheap@example.ie',
      'siobhan@example.ie',
    ]);
    const toCustomer = sent.find((message) => message.recipient === 'siobhan@example.ie')!;
    expect(toCustomer.subject).toBe(`Your trip is in two days: ${lead.reference}`);
    expect(toCustomer.body_text).toContain(`/quotes/${quotesToken(app(), lead.id)}/booking`);
    const toCompany = sent.find((message) => message.recipient === 'cheap@example.ie')!;
    expect(toCompany.body_text).toContain('Please add the driver and vehicle');
  });

  it('nudge the company 24 h before when it gave no driver, and tell the customer nothing', async () => {
    const { lead } = await setUpBooked();
    const booking = await bookingOf(lead.id);
    await runAt(
      DRIVER_DETAILS_JOB,
      booking.id,
      new Date(firstPickup(booking).getTime() - 86_400_000),
    );
    const sent = await keyed(lead.id, ':booking:driver-details:');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      recipient: 'cheap@example.ie',
      subject: `Driver details needed: ${lead.reference}`,
    });
  });

  it('send the customer the driver 24 h before, by SMS too when SMS is configured', async () => {
    const plain = await setUpBooked();
    const withSms = await setUpBooked();
    for (const { lead } of [plain, withSms]) {
      await app()
        .db.update(bookings)
        .set({
          driver_name: 'Pádraig Murphy',
          driver_mobile: '087 123 4567',
          vehicle_registration: '191-D-12345',
        })
        .where(eq(bookings.lead_id, lead.id));
    }
    const at = async (leadId: number) =>
      new Date(firstPickup(await bookingOf(leadId)).getTime() - 24 * HOUR_MS);
    await runAt(DRIVER_DETAILS_JOB, (await bookingOf(plain.lead.id)).id, await at(plain.lead.id));
    const smsBooking = await bookingOf(withSms.lead.id);
    await runAt(DRIVER_DETAILS_JOB, smsBooking.id, await at(withSms.lead.id), true);

    const emailOnly = await keyed(plain.lead.id, ':booking:driver-details:');
    expect(emailOnly).toHaveLength(1);
    expect(emailOnly[0]).toMatchObject({ channel: 'email', recipient: 'siobhan@example.ie' });
    expect(emailOnly[0]!.body_text).toContain('Your driver: Pádraig Murphy, mobile 087 123 4567.');
    expect(emailOnly[0]!.body_text).toContain('Vehicle registration: 191-D-12345.');

    const both = await keyed(withSms.lead.id, ':booking:driver-details:');
    expect(both.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    const sms = both.find((message) => message.channel === 'sms')!;
    expect(sms.recipient).toMatch(/^\+353/);
    expect(sms.body_text).toContain('Pádraig Murphy');
  });

  it('send nothing for a cancelled booking, nor once the trip is under way', async () => {
    const cancelled = await setUpBooked();
    const cancelledResponse = await app().inject({
      method: 'POST',
      url: `/api/quotes/${cancelled.token}/booking/cancel`,
      payload: { reason: 'Plans changed' },
    });
    expect(cancelledResponse.statusCode).toBe(200);
    const cancelledBooking = await bookingOf(cancelled.lead.id);
    const before = new Date(firstPickup(cancelledBooking).getTime() - 48 * HOUR_MS);
    await runAt(BOOKING_REMINDER_JOB, cancelledBooking.id, before);
    await runAt(DRIVER_DETAILS_JOB, cancelledBooking.id, before);
    expect(await keyed(cancelled.lead.id, ':booking:reminder:')).toEqual([]);
    expect(await keyed(cancelled.lead.id, ':booking:driver-details:')).toEqual([]);

    const late = await setUpBooked();
    const lateBooking = await bookingOf(late.lead.id);
    await runAt(
      BOOKING_REMINDER_JOB,
      lateBooking.id,
      new Date(firstPickup(lateBooking).getTime() + 1),
    );
    expect(await keyed(late.lead.id, ':booking:reminder:')).toEqual([]);
  });
});
