import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookingChanges, bookings } from '../../db/schema';

/**
 * The privacy feature's hooks into bookings (docs/product.md#bookings): what a customer's data
 * export holds of their bookings, and what erasing their requests removes. The figures (price,
 * dates, status) stay for the anonymous statistics; the people in it go.
 */

export type BookingExport = {
  lead_id: number;
  reference: string;
  status: string;
  itinerary: unknown;
  total_cents: number;
  customer: { name: string; email: string; phone: string };
  company: { name: string; contact_name: string | null; email: string; phone: string };
  terms_accepted_at: string | null;
  driver_name: string | null;
  driver_mobile: string | null;
  vehicle_registration: string | null;
  cancel_reason: string | null;
  /** The change requests either side made (docs/product.md#booking-changes), oldest first. */
  changes: {
    requested_by: string;
    message: string;
    pickup_times: unknown;
    number_of_people: number | null;
    price_cents: number | null;
    status: string;
    created_at: string;
    answered_at: string | null;
  }[];
  created_at: string;
};

export async function exportForLeads(db: Database, leadIds: number[]): Promise<BookingExport[]> {
  if (leadIds.length === 0) return [];
  const rows = await db.select().from(bookings).where(inArray(bookings.lead_id, leadIds));
  const changes = await db
    .select()
    .from(bookingChanges)
    .where(inArray(bookingChanges.lead_id, leadIds))
    .orderBy(asc(bookingChanges.id));
  return rows.map((row) => ({
    lead_id: row.lead_id,
    reference: row.reference,
    status: row.status,
    itinerary: row.itinerary,
    total_cents: row.price_cents,
    customer: { name: row.customer.name, email: row.customer.email, phone: row.customer.phone },
    company: row.company,
    terms_accepted_at: row.terms_accepted_at?.toISOString() ?? null,
    driver_name: row.driver_name,
    driver_mobile: row.driver_mobile,
    vehicle_registration: row.vehicle_registration,
    cancel_reason: row.cancel_reason,
    changes: changes
      .filter((change) => change.booking_id === row.id)
      .map((change) => ({
        requested_by: change.requested_by,
        message: change.message,
        pickup_times: change.pickup_times,
        number_of_people: change.number_of_people,
        price_cents: change.price_cents,
        status: change.status,
        created_at: change.created_at.toISOString(),
        answered_at: change.answered_at?.toISOString() ?? null,
      })),
    created_at: row.created_at.toISOString(),
  }));
}

const ERASED_CUSTOMER = { name: '', contact_name: null, email: '', phone: '' };

/**
 * Removes the customer's contacts, the address hash of their acceptance, the driver's details
 * and the free-text reasons (the cancellation's and every change request's message) from the
 * bookings of these leads; the number of bookings changed.
 * The itinerary (places, dates) is kept, as the figures of the trip.
 */
export async function eraseForLeads(tx: Database, leadIds: number[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  const erased = await tx
    .update(bookings)
    .set({
      customer: ERASED_CUSTOMER,
      terms_accepted_ip_hash: null,
      driver_name: null,
      driver_mobile: null,
      vehicle_registration: null,
      cancel_reason: null,
      updated_at: new Date(),
    })
    .where(inArray(bookings.lead_id, leadIds))
    .returning({ id: bookings.id });
  await tx
    .update(bookingChanges)
    .set({ message: '' })
    .where(inArray(bookingChanges.lead_id, leadIds));
  return erased.length;
}
