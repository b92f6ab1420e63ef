import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { findBookingOfLead } from './repository';

/**
 * The trip is over (docs/product.md#bookings): run by the rating request, which is due the day
 * after the last day, a confirmed or changed booking becomes `completed`. Says what the booking
 * now is: a cancelled one gets no rating request; `none` is a choice made before bookings existed.
 */
export async function completeBookingOfLead(
  db: Database,
  leadId: number,
): Promise<'completed' | 'cancelled' | 'none'> {
  const [completed] = await db
    .update(bookings)
    .set({ status: 'completed', updated_at: new Date() })
    .where(and(eq(bookings.lead_id, leadId), inArray(bookings.status, ['confirmed', 'changed'])))
    .returning({ id: bookings.id });
  if (completed) return 'completed';
  const booking = await findBookingOfLead(db, leadId);
  if (!booking) return 'none';
  return booking.status === 'cancelled' ? 'cancelled' : 'completed';
}
