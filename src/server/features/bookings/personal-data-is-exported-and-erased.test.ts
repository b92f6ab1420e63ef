import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingChanges, bookings } from '../../db/schema';
import { useBooking } from '../../test/bookings';
import { CUSTOMER } from '../../test/comparison';
import { eraseForLeads, exportForLeads } from './personal-data';

// docs/product.md#bookings
const { app, setUpBooked, accept } = useBooking();

async function bookedWithDriver() {
  const setup = await setUpBooked();
  await accept(setup.token);
  const response = await app().inject({
    method: 'PUT',
    url: `/api/respond/${setup.companies.cheap.token}/trip-details`,
    payload: {
      driver_name: 'Seán Murphy',
      driver_mobile: '087 123 4567',
      vehicle_registration: '191-G-1234',
    },
  });
  expect(response.statusCode).toBe(200);
  await app()
    .db.update(bookings)
    .set({ cancel_reason: 'Our school tour moved, call me on 087 765 4321' })
    .where(eq(bookings.lead_id, setup.lead.id));
  const asked = await app().inject({
    method: 'POST',
    url: `/api/quotes/${setup.token}/booking/changes`,
    payload: { message: 'My daughter Aoife uses a wheelchair', number_of_people: 41 },
  });
  expect(asked.statusCode).toBe(201);
  return setup;
}

describe('the bookings part of a customer’s data', () => {
  it('is exported for the asked leads only', async () => {
    const mine = await bookedWithDriver();
    const other = await bookedWithDriver();
    const exported = await exportForLeads(app().db, [mine.lead.id]);
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({
      lead_id: mine.lead.id,
      reference: mine.lead.reference,
      total_cents: 121_450,
      customer: { name: CUSTOMER.full_name, email: CUSTOMER.email, phone: CUSTOMER.mobile_number },
      driver_name: 'Seán Murphy',
      cancel_reason: 'Our school tour moved, call me on 087 765 4321',
      changes: [
        {
          requested_by: 'customer',
          message: 'My daughter Aoife uses a wheelchair',
          number_of_people: 41,
          status: 'pending',
        },
      ],
    });
    expect(exported[0]!.terms_accepted_at).not.toBeNull();
    expect(await exportForLeads(app().db, [])).toEqual([]);
    expect(JSON.stringify(exported)).not.toContain(other.lead.reference);
  });

  it('is erased for the asked leads, keeping the figures, and leaving the others alone', async () => {
    const mine = await bookedWithDriver();
    const other = await bookedWithDriver();
    expect(await app().db.transaction((tx) => eraseForLeads(tx, [mine.lead.id]))).toBe(1);
    const [row] = await app().db.select().from(bookings).where(eq(bookings.lead_id, mine.lead.id));
    const stored = JSON.stringify(row);
    for (const personal of [
      CUSTOMER.full_name,
      CUSTOMER.email,
      CUSTOMER.mobile_number,
      'Seán Murphy',
      '087 123 4567',
      '191-G-1234',
      'school tour',
    ]) {
      expect(stored).not.toContain(personal);
    }
    expect(row!.terms_accepted_ip_hash).toBeNull();
    const changes = await app()
      .db.select()
      .from(bookingChanges)
      .where(eq(bookingChanges.lead_id, mine.lead.id));
    expect(changes).toHaveLength(1);
    expect(JSON.stringify(changes)).not.toContain('Aoife');
    expect(changes[0]).toMatchObject({ message: '', number_of_people: 41 });
    const [otherChange] = await app()
      .db.select()
      .from(bookingChanges)
      .where(eq(bookingChanges.lead_id, other.lead.id));
    expect(otherChange!.message).toBe('My daughter Aoife uses a wheelchair');
    expect(row).toMatchObject({ price_cents: 121_450, status: 'confirmed' });
    expect(row!.terms_accepted_at).not.toBeNull();

    const [kept] = await app()
      .db.select()
      .from(bookings)
      .where(eq(bookings.lead_id, other.lead.id));
    expect(kept!.customer.email).toBe(CUSTOMER.email);
    expect(kept!.driver_name).toBe('Seán Murphy');
    expect(await app().db.transaction((tx) => eraseForLeads(tx, []))).toBe(0);
  });
});
