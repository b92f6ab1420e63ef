import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingChanges, bookings, jobs } from '../../db/schema';
import { useBooking } from '../../test/bookings';

// docs/product.md#bookings
const { app, setUpBooked, messagesOf } = useBooking();

/** The rating request, due the day after the last day, made due now and run. */
async function runRatingRequest(leadId: number) {
  await app()
    .db.update(jobs)
    .set({ run_at: new Date(Date.now() - 1000) })
    .where(
      sql`${jobs.kind} = 'lead.rating-request' and ${jobs.payload}->>'lead_id' = ${String(leadId)}`,
    );
  await app().jobs.runDueJobs();
}

const ratingRequests = async (leadId: number) =>
  (await messagesOf(leadId)).filter((message) => message.message_key.endsWith(':rating-request'));

const statusOf = async (leadId: number) =>
  (await app().db.select().from(bookings).where(eq(bookings.lead_id, leadId)))[0]!.status;

describe('the day after the trip', () => {
  it('completes the booking and asks the customer for a rating', async () => {
    const { lead } = await setUpBooked();
    expect(await statusOf(lead.id)).toBe('confirmed');
    await runRatingRequest(lead.id);
    expect(await statusOf(lead.id)).toBe('completed');
    expect(await ratingRequests(lead.id)).toHaveLength(1);
  });

  // docs/product.md#booking-changes
  it('closes a change request nobody answered', async () => {
    const { lead, token } = await setUpBooked();
    const asked = await app().inject({
      method: 'POST',
      url: `/api/quotes/${token}/booking/changes`,
      payload: { message: 'Can we leave later?' },
    });
    expect(asked.statusCode).toBe(201);
    await runRatingRequest(lead.id);
    const [change] = await app()
      .db.select()
      .from(bookingChanges)
      .where(eq(bookingChanges.lead_id, lead.id));
    expect(change).toMatchObject({ status: 'closed' });
    expect(change!.answered_at).not.toBeNull();
  });

  it('asks no rating for a cancelled booking, which stays cancelled', async () => {
    const { lead, token } = await setUpBooked();
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/quotes/${token}/booking/cancel`,
      payload: { reason: 'Plans changed' },
    });
    expect(cancelled.statusCode).toBe(200);
    await runRatingRequest(lead.id);
    expect(await statusOf(lead.id)).toBe('cancelled');
    expect(await ratingRequests(lead.id)).toEqual([]);
  });
});
