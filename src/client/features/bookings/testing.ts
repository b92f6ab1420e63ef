import type { BookingView } from '@shared/bookings/booking';

/** Test support only: a confirmed booking, as `GET .../booking` answers it. */
export function makeBookingView(overrides: Partial<BookingView> = {}): BookingView {
  return {
    reference: 'CH-7K3Q9',
    status: 'confirmed',
    itinerary: [
      {
        date: '2027-03-14',
        start_time: '08:30',
        stops: [
          { place: 'Eyre Square, Galway', lat: null, lng: null, wait_minutes: 0, leaves_at: null },
          { place: 'Killarney', lat: null, lng: null, wait_minutes: 0, leaves_at: null },
        ],
      },
    ],
    number_of_people: 40,
    lines: [
      { kind: 'base', label: null, amount_eur: 1200, included: true },
      { kind: 'parking', label: null, amount_eur: 25, included: false },
    ],
    total_eur: 1200,
    deposit: { kind: 'percent', value: 20 },
    deposit_eur: 240,
    cancellation: [{ days_before: 7, percent: 50 }],
    vat_status: 'exempt',
    vehicle_type: 'Coach',
    seats: 49,
    customer: {
      name: 'Siobhán Ní Bhriain',
      contact_name: null,
      email: 's@example.ie',
      phone: '087 765 4321',
    },
    company: {
      name: 'Cheap Coaches',
      contact_name: 'Pádraig',
      email: 'c@example.ie',
      phone: '021 555 1234',
    },
    terms_accepted_at: null,
    trip_details: null,
    cancelled_at: null,
    cancelled_by: null,
    cancel_reason: null,
    cancellation_charge_eur: null,
    revision: 0,
    created_at: '2027-02-01T10:00:00.000Z',
    ...overrides,
  };
}
