import { and, desc, eq } from 'drizzle-orm';
import type {
  BookingChange,
  BookingChangeAnswer,
  ChangeAction,
  ChangeSide,
  CompanyChangeRequest,
} from '@shared/bookings/changes';
import { irishToday } from '@shared/dates';
import { centsToEur } from '@shared/marketplace/quotes';
import type { Database } from '../../db/client';
import { bookingChanges, bookings, quotes } from '../../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/http-errors';
import { type OutgoingMessage, queueMessages } from '../outbox';
import { changeAnsweredMessages, changeRequestedMessages } from './change-templates';
import { showsTripDetails } from './clock';
import { type BookingDeps, type BookingLinks, bookingLinks } from './links';
import { type BookingRow, bookingPeople, lockBookingOfLead, toBookingView } from './repository';
import { rescheduleBookingReminders } from './reminders';
import { BOOKING_CANCELLED, NO_BOOKING, getCompanyBooking } from './service';

/** Change requests (docs/product.md#booking-changes, decision 049). */

export const CHANGE_PENDING = 'A change request is already waiting for an answer';
export const BOOKING_COMPLETED = 'This booking is completed';
export const TRIP_STARTED = 'The trip has already started, so the booking can no longer be changed';
export const CHANGE_NOT_FOUND = 'This change request was not found';
export const CHANGE_ANSWERED = 'This change request has already been answered';
export const NOT_YOURS_TO_ANSWER = 'You asked for this change; the other side answers it';
export const NOT_YOURS_TO_WITHDRAW = 'Only the side that asked for a change can withdraw it';

type ChangeRecord = typeof bookingChanges.$inferSelect;

/** Who is asking: the customer by their lead, the chosen company by its invitation. */
export type BookingSide = { side: ChangeSide; linkId: number };

const toChangeView = (row: ChangeRecord): BookingChange => ({
  id: row.id,
  requested_by: row.requested_by,
  message: row.message,
  pickup_times: row.pickup_times,
  number_of_people: row.number_of_people,
  price_eur: row.price_cents === null ? null : centsToEur(row.price_cents),
  status: row.status,
  created_at: row.created_at.toISOString(),
  answered_at: row.answered_at?.toISOString() ?? null,
});

/** The side's booking under its row lock: every change and answer happens one at a time. */
async function lockBookingOfSide(tx: Database, { side, linkId }: BookingSide) {
  const leadId = side === 'customer' ? linkId : (await getCompanyBooking(tx, linkId)).row.lead_id;
  const row = await lockBookingOfLead(tx, leadId);
  if (!row) throw notFound(NO_BOOKING);
  return row;
}

/** Refuses a change to a booking that can no longer change. */
export function assertChangeable(row: BookingRow, today = irishToday()): void {
  if (row.status === 'cancelled') throw conflict(BOOKING_CANCELLED);
  if (row.status === 'completed') throw conflict(BOOKING_COMPLETED);
  if ((row.itinerary[0]?.date ?? today) < today) throw conflict(TRIP_STARTED);
}

async function bookingAnswer(
  tx: Database,
  row: BookingRow,
  change: ChangeRecord,
  side: ChangeSide,
): Promise<BookingChangeAnswer> {
  const people = await bookingPeople(tx, row);
  const showDetails = side === 'company' || showsTripDetails(row, new Date());
  return { change: toChangeView(change), booking: toBookingView(row, people, showDetails) };
}

/** The other side's notice, with the links signed for the booking's two readers. */
async function notify(
  tx: Database,
  deps: BookingDeps,
  row: BookingRow,
  messages: (links: BookingLinks, canText: boolean) => OutgoingMessage[],
) {
  const [quote] = await tx
    .select({ inviteId: quotes.invite_id })
    .from(quotes)
    .where(eq(quotes.id, row.quote_id));
  const links = bookingLinks(deps, row.lead_id, quote!.inviteId);
  await queueMessages(tx, deps.transports, messages(links, Boolean(deps.transports.sendSms)));
}

export async function listChanges(db: Database, who: BookingSide): Promise<BookingChange[]> {
  const leadId =
    who.side === 'customer' ? who.linkId : (await getCompanyBooking(db, who.linkId)).row.lead_id;
  const rows = await db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.lead_id, leadId))
    .orderBy(desc(bookingChanges.created_at), desc(bookingChanges.id));
  return rows.map(toChangeView);
}

/** Either side asks for a change; the other side is told. One pending request per booking. */
export async function requestChange(
  db: Database,
  deps: BookingDeps,
  who: BookingSide,
  input: CompanyChangeRequest,
): Promise<BookingChangeAnswer> {
  return db.transaction(async (tx) => {
    const row = await lockBookingOfSide(tx, who);
    assertChangeable(row);
    const missingDay = input.pickup_times?.find((time) => time.day > row.itinerary.length);
    if (missingDay) {
      const message = `This trip has no day ${missingDay.day}`;
      throw unprocessable(message, { pickup_times: [message] });
    }
    const [pending] = await tx
      .select({ id: bookingChanges.id })
      .from(bookingChanges)
      .where(and(eq(bookingChanges.booking_id, row.id), eq(bookingChanges.status, 'pending')));
    if (pending) throw conflict(CHANGE_PENDING);
    const [change] = await tx
      .insert(bookingChanges)
      .values({
        booking_id: row.id,
        lead_id: row.lead_id,
        requested_by: who.side,
        message: input.message,
        pickup_times: input.pickup_times?.length ? input.pickup_times : null,
        number_of_people: input.number_of_people ?? null,
        price_cents: input.price_eur === undefined ? null : Math.round(input.price_eur * 100),
      })
      .returning();
    const people = await bookingPeople(tx, row);
    await notify(tx, deps, row, (links, canText) =>
      changeRequestedMessages(row, change!, people, links, canText),
    );
    return bookingAnswer(tx, row, change!, who.side);
  });
}

/** The booking with an accepted change applied: a new revision, status Changed. */
function appliedChange(row: BookingRow, change: ChangeRecord, now: Date) {
  const itinerary = row.itinerary.map((day, index) => {
    const time = change.pickup_times?.find((entry) => entry.day === index + 1);
    return time ? { ...day, start_time: time.start_time } : day;
  });
  return {
    itinerary,
    number_of_people: change.number_of_people ?? row.number_of_people,
    price_cents: change.price_cents ?? row.price_cents,
    status: 'changed' as const,
    revision: row.revision + 1,
    updated_at: now,
  };
}

/** The other side accepts or declines a pending request; its asker may withdraw it. */
export async function answerChange(
  db: Database,
  deps: BookingDeps,
  who: BookingSide,
  changeId: number,
  action: ChangeAction,
): Promise<BookingChangeAnswer> {
  return db.transaction(async (tx) => {
    let row = await lockBookingOfSide(tx, who);
    const [change] = await tx
      .select()
      .from(bookingChanges)
      .where(and(eq(bookingChanges.id, changeId), eq(bookingChanges.booking_id, row.id)));
    if (!change) throw notFound(CHANGE_NOT_FOUND);
    if (change.status !== 'pending') throw conflict(CHANGE_ANSWERED);
    const asker = change.requested_by === who.side;
    if (action === 'withdraw' && !asker) throw forbidden(NOT_YOURS_TO_WITHDRAW);
    if (action !== 'withdraw' && asker) throw forbidden(NOT_YOURS_TO_ANSWER);
    if (action === 'accept') assertChangeable(row);
    const now = new Date();
    const status = ({ accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' } as const)[
      action
    ];
    const [answered] = await tx
      .update(bookingChanges)
      .set({ status, answered_at: now })
      .where(eq(bookingChanges.id, change.id))
      .returning();
    if (action === 'accept') {
      [row] = (await tx
        .update(bookings)
        .set(appliedChange(row, change, now))
        .where(eq(bookings.id, row.id))
        .returning()) as [BookingRow];
      await rescheduleBookingReminders(tx, row, now);
    }
    await notify(tx, deps, row, (links, canText) =>
      changeAnsweredMessages(row, answered!, action, links, canText),
    );
    return bookingAnswer(tx, row, answered!, who.side);
  });
}

/** A cancelled booking's pending request can no longer be answered: it is closed. */
export async function closePendingChanges(tx: Database, bookingId: number, now: Date) {
  await tx
    .update(bookingChanges)
    .set({ status: 'closed', answered_at: now })
    .where(and(eq(bookingChanges.booking_id, bookingId), eq(bookingChanges.status, 'pending')));
}
