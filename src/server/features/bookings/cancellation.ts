import { eq } from 'drizzle-orm';
import type { BookingView } from '@shared/bookings/booking';
import { cancellationChargeCents, formatBookingEuro } from '@shared/bookings/terms';
import { irishToday } from '@shared/dates';
import { centsToEur } from '@shared/marketplace/quotes';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-errors';
import {
  type OutgoingMessage,
  type Transports,
  escapeHtml,
  layout,
  queueMessages,
  subjectLine,
} from '../outbox';
import { cancelledByCompanyMessages } from './change-templates';
import { closePendingChanges } from './changes';
import { showsTripDetails } from './clock';
import { type BookingDeps, bookingLinks } from './links';
import { type BookingRow, bookingPeople, lockBookingOfLead, toBookingView } from './repository';
import { NO_BOOKING, getCompanyBooking } from './service';

export const ALREADY_CANCELLED = 'This booking is already cancelled';
export const TRIP_UNDER_WAY = 'The trip has already started; call the company to change it';
export const TRIP_UNDER_WAY_FOR_COMPANY =
  'The trip has already started; call the customer to change it';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

function cancelledToCompany(booking: BookingRow): OutgoingMessage {
  const subject = subjectLine(`Booking cancelled: ${booking.reference}`);
  const charge = centsToEur(booking.cancellation_charge_cents ?? 0);
  const lines = [
    `Hello ${booking.company.contact_name ?? booking.company.name},`,
    '',
    `${booking.customer.name} has cancelled booking ${booking.reference} (first day ${booking.itinerary[0]?.date ?? ''}).`,
    `Their reason: ${booking.cancel_reason ?? ''}`,
    charge > 0
      ? `Under the accepted cancellation scale the charge is ${formatBookingEuro(charge)}.`
      : 'Under your cancellation scale there is no charge.',
    '',
    'Coach Hire Ireland',
  ];
  return {
    message_key: `lead:${booking.lead_id}:booking:cancelled:company`,
    lead_id: booking.lead_id,
    channel: 'email',
    recipient: booking.company.email,
    subject,
    body_text: lines.join('\n'),
    body_html: layout(subject, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')),
  };
}

/** The booking cancelled by one side, with its reason and charge; a pending change closes. */
async function markCancelled(
  tx: Database,
  row: BookingRow,
  cancel: { by: 'customer' | 'company'; reason: string; charge: number | null; now: Date },
): Promise<BookingRow> {
  const [cancelled] = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelled_at: cancel.now,
      cancelled_by: cancel.by,
      cancel_reason: cancel.reason,
      cancellation_charge_cents: cancel.charge,
      updated_at: cancel.now,
    })
    .where(eq(bookings.id, row.id))
    .returning();
  await closePendingChanges(tx, row.id, cancel.now);
  return cancelled!;
}

/**
 * The customer cancels with a reason (docs/product.md#bookings): the charge under the accepted
 * scale for the days left before the first day, recorded, and the company told.
 */
export async function cancelByCustomer(
  db: Database,
  transports: Pick<Transports, 'sendEmail' | 'sendSms'>,
  leadId: number,
  reason: string,
  today = irishToday(),
): Promise<BookingView> {
  return db.transaction(async (tx) => {
    const row = await lockBookingOfLead(tx, leadId);
    if (!row) throw notFound(NO_BOOKING);
    if (row.status === 'cancelled') throw conflict(ALREADY_CANCELLED);
    const firstDay = row.itinerary[0]?.date ?? today;
    const daysBefore = daysBetween(today, firstDay);
    if (row.status === 'completed' || daysBefore < 0) throw conflict(TRIP_UNDER_WAY);
    const now = new Date();
    const charge = cancellationChargeCents(row.cancellation, row.price_cents, daysBefore);
    const cancelled = await markCancelled(tx, row, { by: 'customer', reason, charge, now });
    await queueMessages(tx, transports, [cancelledToCompany(cancelled)]);
    const people = await bookingPeople(tx, cancelled);
    return toBookingView(cancelled, people, showsTripDetails(cancelled, now));
  });
}

/**
 * The chosen company cancels with a reason (docs/product.md#booking-changes): the customer is
 * told by email (and SMS when configured) and charged nothing; a pending change request closes.
 */
export async function cancelByCompany(
  db: Database,
  deps: BookingDeps,
  inviteId: number,
  reason: string,
  today = irishToday(),
): Promise<BookingView> {
  return db.transaction(async (tx) => {
    const { row: found } = await getCompanyBooking(tx, inviteId);
    const row = (await lockBookingOfLead(tx, found.lead_id))!;
    if (row.status === 'cancelled') throw conflict(ALREADY_CANCELLED);
    const firstDay = row.itinerary[0]?.date ?? today;
    if (row.status === 'completed' || firstDay < today) throw conflict(TRIP_UNDER_WAY_FOR_COMPANY);
    const now = new Date();
    const cancelled = await markCancelled(tx, row, {
      by: 'company',
      reason,
      charge: null,
      now,
    });
    const links = bookingLinks(deps, row.lead_id, inviteId);
    const canText = Boolean(deps.transports.sendSms);
    await queueMessages(tx, deps.transports, cancelledByCompanyMessages(cancelled, links, canText));
    return toBookingView(cancelled, await bookingPeople(tx, cancelled), true);
  });
}
