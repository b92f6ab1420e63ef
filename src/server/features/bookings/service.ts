import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BookingView } from '@shared/bookings/booking';
import type { Database } from '../../db/client';
import { bookings, leadInvites } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import { queueMessages } from '../outbox';
import { showsTripDetails } from './clock';
import { type BookingDeps, bookingLinkInvalid, bookingLinks } from './links';
import {
  type BookingRow,
  bookingPeople,
  findBookingOfLead,
  type ChosenQuote,
  insertBooking,
  lockBookingOfLead,
  toBookingView,
} from './repository';
import { scheduleBookingReminders } from './reminders';
import { bookingConfirmedMessages } from './templates';

export const NO_BOOKING = 'There is no booking for this request yet';

/**
 * Called in the choice's transaction (docs/product.md#bookings): the booking, once, and its
 * confirmation to both sides with the PDF and calendar file attached (by reference, decision 050)
 * and linked, and its reminders scheduled.
 */
export async function bookChosenQuote(
  tx: Database,
  deps: BookingDeps,
  chosen: ChosenQuote,
): Promise<BookingRow> {
  const booking = await insertBooking(tx, chosen);
  const links = bookingLinks(deps, chosen.lead.id, chosen.quote.invite_id);
  await queueMessages(tx, deps.transports, bookingConfirmedMessages(booking, links));
  await scheduleBookingReminders(tx, booking);
  return booking;
}

/** The customer's booking: the trip details only from 48 hours before pick-up. */
export async function getCustomerBooking(
  db: Database,
  leadId: number,
  now = new Date(),
): Promise<{ row: BookingRow; view: BookingView }> {
  const row = await findBookingOfLead(db, leadId);
  if (!row) throw notFound(NO_BOOKING);
  const view = toBookingView(row, await bookingPeople(db, row), showsTripDetails(row, now));
  return { row, view };
}

/** The chosen company's booking, by its invitation; any other company's link has none. */
export async function getCompanyBooking(
  db: Database,
  inviteId: number,
): Promise<{ row: BookingRow; view: BookingView }> {
  const [invite] = await db.select().from(leadInvites).where(eq(leadInvites.id, inviteId));
  if (!invite) throw bookingLinkInvalid();
  const row = await findBookingOfLead(db, invite.lead_id);
  if (!row || row.operator_id !== invite.operator_id) throw notFound(NO_BOOKING);
  return { row, view: toBookingView(row, await bookingPeople(db, row), true) };
}

/**
 * The customer accepts the booking's terms, once: the first acceptance's time and address hash
 * stay; asking again answers the same booking (decision 046).
 */
export async function acceptTerms(
  db: Database,
  leadId: number,
  context: { clientIp: string; ipSecret: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockBookingOfLead(tx, leadId);
    if (!row) throw notFound(NO_BOOKING);
    if (row.terms_accepted_at) return;
    const now = new Date();
    await tx
      .update(bookings)
      .set({
        terms_accepted_at: now,
        terms_accepted_ip_hash: createHmac('sha256', context.ipSecret)
          .update(context.clientIp)
          .digest('hex'),
        updated_at: now,
      })
      .where(eq(bookings.id, row.id));
  });
}

export const BOOKING_CANCELLED = 'This booking is cancelled';

/** The chosen company gives (or corrects) the driver and vehicle; the booking keeps the latest. */
export async function updateTripDetails(
  db: Database,
  inviteId: number,
  details: { driver_name: string; driver_mobile: string; vehicle_registration: string },
): Promise<BookingView> {
  return db.transaction(async (tx) => {
    const { row } = await getCompanyBooking(tx, inviteId);
    const locked = (await lockBookingOfLead(tx, row.lead_id))!;
    if (locked.status === 'cancelled') throw conflict(BOOKING_CANCELLED);
    const [updated] = await tx
      .update(bookings)
      .set({ ...details, updated_at: new Date() })
      .where(eq(bookings.id, locked.id))
      .returning();
    return toBookingView(updated!, await bookingPeople(tx, updated!), true);
  });
}
