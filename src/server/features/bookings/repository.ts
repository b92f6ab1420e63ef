import { eq } from 'drizzle-orm';
import type { BookingView } from '@shared/bookings/booking';
import { centsToEur } from '@shared/marketplace/quotes';
import { baseLineOnly, depositCents } from '@shared/marketplace/quote-lines';
import { leadItinerary } from '@shared/trips/lead-itinerary';
import type { Database } from '../../db/client';
import { bookings, leads, type operators, type quotes } from '../../db/schema';
import type { LeadRow } from '../leads';

export type BookingRow = typeof bookings.$inferSelect;

export type ChosenQuote = {
  lead: LeadRow;
  quote: typeof quotes.$inferSelect;
  company: typeof operators.$inferSelect;
};

/**
 * The booking a choice makes, a snapshot of the chosen quote, the itinerary and both contacts
 * (decision 046). Once per lead: a second call finds the first booking and changes nothing.
 */
export async function insertBooking(
  db: Database,
  { lead, quote, company }: ChosenQuote,
): Promise<BookingRow> {
  const [inserted] = await db
    .insert(bookings)
    .values({
      lead_id: lead.id,
      quote_id: quote.id,
      operator_id: company.id,
      reference: lead.reference,
      itinerary: leadItinerary(lead),
      // A quote sent before itemised quotes reads as one base line of its price.
      lines: quote.lines ?? baseLineOnly(centsToEur(quote.price_cents)),
      price_cents: quote.price_cents,
      deposit: quote.deposit,
      cancellation: quote.cancellation,
      vat_status: company.vat_status,
      vehicle_type: quote.vehicle_type,
      seats: quote.seats,
      customer: {
        name: lead.full_name,
        contact_name: null,
        email: lead.email,
        phone: lead.mobile_number,
      },
      company: {
        name: company.company_name,
        contact_name: company.contact_name,
        email: company.email,
        phone: company.phone,
      },
    })
    .onConflictDoNothing({ target: bookings.lead_id })
    .returning();
  return inserted ?? (await findBookingOfLead(db, lead.id))!;
}

export async function findBookingOfLead(
  db: Database,
  leadId: number,
): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.lead_id, leadId));
  return row;
}

/** The booking under its row lock, for a change that must happen once. */
export async function lockBookingOfLead(
  db: Database,
  leadId: number,
): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.lead_id, leadId)).for('update');
  return row;
}

/** The group travelling: the booking's own number once a change set it, else the lead's. */
export async function bookingPeople(db: Database, booking: BookingRow): Promise<number> {
  if (booking.number_of_people !== null) return booking.number_of_people;
  const [lead] = await db
    .select({ people: leads.number_of_people })
    .from(leads)
    .where(eq(leads.id, booking.lead_id));
  return lead?.people ?? 0;
}

/** The booking as shown; the driver and vehicle only when `showTripDetails` says so. */
export function toBookingView(
  row: BookingRow,
  numberOfPeople: number,
  showTripDetails: boolean,
): BookingView {
  const hasDetails = row.driver_name !== null && row.driver_mobile !== null;
  return {
    reference: row.reference,
    status: row.status,
    itinerary: row.itinerary,
    number_of_people: numberOfPeople,
    lines: row.lines,
    total_eur: centsToEur(row.price_cents),
    deposit: row.deposit,
    deposit_eur: row.deposit ? centsToEur(depositCents(row.deposit, row.price_cents)) : null,
    cancellation: row.cancellation,
    vat_status: row.vat_status,
    vehicle_type: row.vehicle_type,
    seats: row.seats,
    customer: row.customer,
    company: row.company,
    terms_accepted_at: row.terms_accepted_at?.toISOString() ?? null,
    trip_details:
      hasDetails && showTripDetails
        ? {
            driver_name: row.driver_name!,
            driver_mobile: row.driver_mobile!,
            vehicle_registration: row.vehicle_registration ?? '',
          }
        : null,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    cancelled_by: row.cancelled_by,
    cancel_reason: row.cancel_reason,
    cancellation_charge_eur:
      row.cancellation_charge_cents === null ? null : centsToEur(row.cancellation_charge_cents),
    revision: row.revision,
    created_at: row.created_at.toISOString(),
  };
}
