import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { useBooking } from '../../test/bookings';
import { inDays } from '../../test/leads';

// docs/product.md#bookings
const { app, setUpBooked, getBooking } = useBooking();

const DETAILS = {
  driver_name: 'Seán Murphy',
  driver_mobile: '087 123 4567',
  vehicle_registration: '191 g 1234',
};

const putDetails = (token: string, payload: object) =>
  app().inject({ method: 'PUT', url: `/api/respond/${token}/trip-details`, payload });

/** The booked first day moved to `date` at `time`, Irish time. */
async function movePickup(leadId: number, date: string, time: string) {
  const [row] = await app().db.select().from(bookings).where(eq(bookings.lead_id, leadId));
  const [first, ...rest] = row!.itinerary;
  await app()
    .db.update(bookings)
    .set({ itinerary: [{ ...first!, date, start_time: time }, ...rest] })
    .where(eq(bookings.id, row!.id));
}

describe('PUT /api/respond/:token/trip-details', () => {
  it('stores the driver and vehicle; the customer sees them only from 48 hours before pick-up', async () => {
    const { lead, token, companies } = await setUpBooked();
    const response = await putDetails(companies.cheap.token, DETAILS);
    expect(response.statusCode).toBe(200);
    expect(response.json().trip_details).toEqual({
      ...DETAILS,
      vehicle_registration: '191-G-1234',
    });

    // The trip is 30 days away: not yet.
    expect((await getBooking(token)).json().trip_details).toBeNull();
    await movePickup(lead.id, inDays(3), '09:00');
    expect((await getBooking(token)).json().trip_details).toBeNull();
    await movePickup(lead.id, inDays(1), '09:00');
    expect((await getBooking(token)).json().trip_details).toEqual({
      ...DETAILS,
      vehicle_registration: '191-G-1234',
    });

    // A correction replaces them.
    await putDetails(companies.cheap.token, { ...DETAILS, driver_name: 'Áine Walsh' });
    expect((await getBooking(token)).json().trip_details.driver_name).toBe('Áine Walsh');
  });

  it('is for the chosen company only, and not once the booking is cancelled', async () => {
    const { lead, companies } = await setUpBooked();
    const other = await putDetails(companies.expensive.token, DETAILS);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'There is no booking for this request yet' });
    expect((await putDetails('forged.token', DETAILS)).statusCode).toBe(404);

    await app()
      .db.update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.lead_id, lead.id));
    const cancelled = await putDetails(companies.cheap.token, DETAILS);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ message: 'This booking is cancelled' });
  });

  it.each([
    ['driver_name', undefined],
    ['driver_name', ''],
    ['driver_name', 42],
    ['driver_name', 'x'.repeat(81)],
    ['driver_mobile', '021 555 1234'],
    ['driver_mobile', "087'; drop table bookings; --"],
    ['driver_mobile', '0'.repeat(40)],
    ['vehicle_registration', 'not a plate'],
    ['vehicle_registration', '<img src=x onerror=alert(1)>'],
    ['vehicle_registration', null],
  ])('refuses %s = %j with 422 naming the field', async (field, value) => {
    const { lead, companies } = await setUpBooked();
    const response = await putDetails(companies.cheap.token, { ...DETAILS, [field]: value });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    const [row] = await app().db.select().from(bookings).where(eq(bookings.lead_id, lead.id));
    expect(row!.driver_name).toBeNull();
  });

  it('ignores unknown fields', async () => {
    const { lead, companies } = await setUpBooked();
    const response = await putDetails(companies.cheap.token, { ...DETAILS, status: 'completed' });
    expect(response.statusCode).toBe(200);
    const [row] = await app().db.select().from(bookings).where(eq(bookings.lead_id, lead.id));
    expect(row!.status).toBe('confirmed');
  });
});
