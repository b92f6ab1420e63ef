import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { closePendingChanges } from './changes';
import { findBookingOfLead } from './repository';

/**
 * The trip is over (docs/product.md#bookings): run by the rating request, which is due the day
 * after the last day, a confirmed or changed booking becomes `completed`. Says what the booking
 * now is: a cancelled one gets no rating request; `none` is a choice made before bookings existed.
 * A change request still waiting is closed (docs/product.md#booking-changes).
 */
export async function completeBookingOfLead(
  db: Database,
  leadId: number,
): Promise<'completed' | 'cancelled' | 'none'> {
  const now = new Date();
  const [completed] = await db
    .update(bookings)
    .set({ status: 'completed', updated_at: now })
    .where(and(eq(bookings.lead_id, leadId), inArray(bookings.status, ['confirmed', 'changed'])))
    .returning({ id: bookings.id });
  if (completed) {
    await closePendingChanges(db, completed.id, now);
    return 'completed';
  }
  const booking = await findBookingOfLead(db, leadId);
  if (!booking) return 'none';
  return booking.status === 'cancelled' ? 'cancelled' : 'completed';
}
