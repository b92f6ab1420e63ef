import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, jobs } from '../../db/schema';
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
