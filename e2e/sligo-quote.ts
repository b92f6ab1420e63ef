import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from './accounts';
import { linkIn, waitForMail } from './mailbox';

export async function expectOk(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  status = 200,
) {
  expect(response.status(), await response.text()).toBe(status);
}

type QuotedTrip = {
  tag: string;
  company: { name: string; email: string; phone: string };
  customer: { name: string; email: string; mobile: string };
  dropoff: string;
  travelDate: string;
  pickupTime: string;
  priceEur: number;
};

/**
 * The bookings specs' start: a Sligo company added and verified by an admin, a customer's
 * request from Sligo, and the company's quote from the link in its invitation email. Answers
 * the customer's comparison link and the company's respond link, as their emails carry them.
 */
export async function quoteForSligoRequest(
  request: APIRequestContext,
  baseURL: string | undefined,
  trip: QuotedTrip,
): Promise<{ comparisonLink: string; respondLink: string }> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  await expectOk(login);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const created = await request.post('/api/operators', {
    headers,
    data: {
      company_name: trip.company.name,
      contact_name: 'Bookings desk',
      email: trip.company.email,
      phone: trip.company.phone,
      website: '',
      licence_number: `RPTO-${trip.tag}-B`,
      insurance_expires_on: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10),
      base_location: 'Sligo, Co. Sligo',
      base_county: 'Sligo',
      base_lat: 54.2766,
      base_lng: -8.4761,
      counties: ['Sligo'],
      fleet: [{ type: 'Coach', seats: 49, count: 1, amenities: [] }],
      notes: '',
    },
  });
  await expectOk(created, 201);
  const { operator } = (await created.json()) as { operator: { id: number } };
  await expectOk(await request.post(`/api/operators/${operator.id}/verify`, { headers }));

  await expectOk(
    await request.post('/api/bus-quote', {
      data: {
        full_name: trip.customer.name,
        email: trip.customer.email,
        mobile_number: trip.customer.mobile,
        pickup_location: 'Sligo',
        dropoff_location: trip.dropoff,
        date_of_travel: trip.travelDate,
        pickup_time: trip.pickupTime,
        group_type: 'Wedding',
        number_of_people: 30,
        distance: 9,
        is_return_trip: false,
        slug: '/',
      },
    }),
    201,
  );
  const confirmation = await waitForMail(
    trip.customer.email,
    /We have your coach hire request/,
    90_000,
  );
  const comparisonLink = linkIn(confirmation, `${baseURL}/quotes/`);
  const invitation = await waitForMail(
    trip.company.email,
    new RegExp(`^Quote request: Sligo to ${trip.dropoff}`),
    90_000,
  );
  const respondLink = linkIn(invitation, `${baseURL}/respond/`);
  const respondToken = respondLink.slice(respondLink.lastIndexOf('/') + 1);
  await expectOk(
    await request.post(`/api/respond/${respondToken}/quote`, {
      data: {
        price_eur: trip.priceEur,
        vehicle_type: 'Coach',
        seats: 49,
        valid_until: trip.travelDate,
      },
    }),
    201,
  );
  return { comparisonLink, respondLink };
}
