import { describe, expect, it } from 'vitest';
import { useBooking } from '../../test/bookings';

// docs/product.md#bookings
const { app, setUpBooked } = useBooking();

const getCompanyBooking = (token: string) =>
  app().inject({ method: 'GET', url: `/api/respond/${token}/booking` });

describe('GET /api/respond/:token/booking', () => {
  it('shows the chosen company its booking, with the trip details it gave even a month ahead', async () => {
    const { companies } = await setUpBooked();
    const before = await getCompanyBooking(companies.cheap.token);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toMatchObject({ status: 'confirmed', trip_details: null });
    expect(before.json().reference).toMatch(/\S/);

    await app().inject({
      method: 'PUT',
      url: `/api/respond/${companies.cheap.token}/trip-details`,
      payload: {
        driver_name: 'Seán Murphy',
        driver_mobile: '087 123 4567',
        vehicle_registration: '191 g 1234',
      },
    });
    expect((await getCompanyBooking(companies.cheap.token)).json().trip_details).toEqual({
      driver_name: 'Seán Murphy',
      driver_mobile: '087 123 4567',
      vehicle_registration: '191-G-1234',
    });
  });

  it('is not for a company that was not chosen, nor for a forged link', async () => {
    const { companies } = await setUpBooked();
    const other = await getCompanyBooking(companies.expensive.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'There is no booking for this request yet' });
    expect((await getCompanyBooking('forged.token')).statusCode).toBe(404);
  });
});
