import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseInputDate } from '@shared/dates';
import {
  cork,
  corkAirport,
  field,
  fillRequired,
  futureDate,
  galway,
  mockQuoteApi,
  pickPlace,
  renderQuoteForm,
  setupUser,
  submitButton,
  type User,
} from '@/features/leads/request/test-harness';
import { readRequestSummary } from '@/features/leads/request/request-summary';
import { json } from '@/test/mock-api';
import { polyfillRadix } from '@/test/radix';

vi.mock('@/features/places/components/route-map', () => ({ RouteMap: () => null }));
// Many fields typed per test; a busy machine running every suite at once needs the headroom.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(polyfillRadix);

const button = (name: string) => screen.getByRole('button', { name });
const stopOf = (place: { address: string; lat: number; lng: number }, wait_minutes = 0) => ({
  place: place.address,
  lat: place.lat,
  lng: place.lng,
  wait_minutes,
});

/** Cork → Cork Airport (30 min) → Galway; a second day Galway → Cork. */
async function fillTwoDayTrip(user: User) {
  await fillRequired(user, ['Pick-up Location', 'Drop-off Location']);
  await pickPlace(user, 'Pick-up Location', 'Cork', 'Cork');
  await pickPlace(user, 'Drop-off Location', 'Galw', 'Galway');
  await user.click(button('Add a stop'));
  await pickPlace(user, 'Stop 1', 'Cork A', 'Cork Airport');
  await user.type(field('Stop 1: wait (minutes)'), '30');
  await user.click(button('Add another day'));
  await user.type(field('Day 2 date'), futureDate(31));
  await user.type(field('Day 2 departure time'), '10:00');
  await pickPlace(user, 'Day 2 starts from', 'Galw', 'Galway');
  await pickPlace(user, 'Day 2, stop 1', 'Cork', 'Cork');
}

/** A plan as the API answers it (`tripPlanResponseSchema`): the form reads it with that schema. */
const planDay = (date: string, verdict: string, reasons: string[]) => ({
  date,
  distance_km: 120,
  driving_minutes: 100,
  duty_minutes: 190,
  spread_minutes: 190,
  legs: [{ distance_km: 120, driving_minutes: 100 }],
  verdict,
  reasons,
});
const plan = {
  days: [
    planDay('2030-01-01', 'breaks', ['A 45-minute break is due after 4 h 30.']),
    planDay('2030-01-02', 'one_driver', []),
  ],
  vehicles: [{ seats: 49, count: 1 }],
  estimate: {
    low: 1200,
    high: 1600,
    typical: 1400,
    currency: 'EUR',
    source: 'quotes',
    based_on: 23,
  },
};
const receipt = {
  id: 1,
  reference: 'CH-7K3Q9',
  quotes_path: '/quotes/1.signature',
  pickup_location: 'Cork',
  dropoff_location: 'Galway',
  date_of_travel: '2030-01-01',
  pickup_time: '09:30',
  is_return_trip: false,
  return_date: null,
  return_time: null,
  number_of_people: 45,
};

describe('the itinerary on the request form (docs/product.md#itinerary)', () => {
  it('adds a stop and a second day, shows the driver-hours note and the price, and sends the days', async () => {
    const api = mockQuoteApi({
      'POST /trips/plan': () => json(plan),
      'POST /bus-quote': () => json(receipt, 201),
    });
    const user = setupUser();
    renderQuoteForm();
    await fillTwoDayTrip(user);
    // The form plans each settled state of the trip; wait for the finished one's answer.
    await waitFor(() => {
      const last = api.callsTo('POST', '/trips/plan').at(-1)?.body as { days: unknown[] };
      expect(last?.days).toHaveLength(2);
    });

    const note = await screen.findByRole('region', { name: 'Driver hours and price' });
    expect(within(note).getByText(/one driver with planned breaks/)).toBeVisible();
    expect(note).toHaveTextContent('A 45-minute break is due after 4 h 30.');
    expect(note).toHaveTextContent(
      'Price range: €1,200 – €1,600, based on 23 quotes for similar trips',
    );
    const asked = api.callsTo('POST', '/trips/plan').at(-1)!.body as { number_of_people: number };
    expect(asked.number_of_people).toBe(45);

    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
    const sent = api.callsTo('POST', '/bus-quote')[0]!.body as Record<string, unknown>;
    expect(sent.itinerary).toEqual([
      {
        date: parseInputDate(futureDate()),
        start_time: '09:30',
        stops: [stopOf(cork), stopOf(corkAirport, 30), stopOf(galway)],
      },
      {
        date: parseInputDate(futureDate(31)),
        start_time: '10:00',
        stops: [stopOf(galway), stopOf(cork)],
      },
    ]);
    expect(sent.distance).toBe(0);
    // The thank-you page shows the range the form showed.
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(readRequestSummary()?.estimate).toEqual(plan.estimate);
    sessionStorage.clear();
  });

  it('shows no note for an answer that is not a plan, and sends all the same', async () => {
    const api = mockQuoteApi({
      'POST /trips/plan': () => json({ ...plan, days: [{ date: '2030-01-01' }] }),
      'POST /bus-quote': () => json(receipt, 201),
    });
    const user = setupUser();
    renderQuoteForm();
    await fillTwoDayTrip(user);
    await waitFor(() => expect(api.callsTo('POST', '/trips/plan').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Driver hours and price' })).toBeNull();
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(readRequestSummary()?.estimate).toBeNull();
    sessionStorage.clear();
  });

  it('keeps the simple form by default and sends no itinerary', async () => {
    const api = mockQuoteApi({ 'POST /bus-quote': () => json({ id: 1 }, 201) });
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user);
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
    expect(api.callsTo('POST', '/bus-quote')[0]!.body).not.toHaveProperty('itinerary');
    expect(api.callsTo('POST', '/trips/plan')).toHaveLength(0);
  });

  it('plans the plain form too: a same-day return leaves the destination at the return time', async () => {
    const api = mockQuoteApi({
      'POST /trips/plan': () => json(plan),
      'POST /bus-quote': () => json(receipt, 201),
    });
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user, ['Pick-up Location', 'Drop-off Location']);
    await pickPlace(user, 'Pick-up Location', 'Cork', 'Cork');
    await pickPlace(user, 'Drop-off Location', 'Galw', 'Galway');
    await user.click(screen.getByRole('checkbox', { name: 'Return trip to the pick-up location' }));
    await user.type(field('Return Date'), futureDate());
    await user.type(field('Return Time'), '18:00');

    const note = await screen.findByRole('region', { name: 'Driver hours and price' });
    expect(note).toHaveTextContent('Price range: €1,200 – €1,600');
    const asked = api.callsTo('POST', '/trips/plan').at(-1)!.body as { days: unknown[] };
    expect(asked.days).toEqual([
      {
        date: parseInputDate(futureDate()),
        start_time: '09:30',
        stops: [stopOf(cork), { ...stopOf(galway), leaves_at: '18:00' }, stopOf(cork)],
      },
    ]);
    // The plain form still sends its plain fields, not an itinerary.
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
    expect(api.callsTo('POST', '/bus-quote')[0]!.body).not.toHaveProperty('itinerary');
    sessionStorage.clear();
  });

  it('says which stop is not placed and sends nothing until it is', async () => {
    const api = mockQuoteApi({ 'POST /bus-quote': () => json({ id: 1 }, 201) });
    const user = setupUser();
    renderQuoteForm();
    await fillRequired(user, ['Pick-up Location', 'Drop-off Location']);
    await pickPlace(user, 'Pick-up Location', 'Cork', 'Cork');
    await pickPlace(user, 'Drop-off Location', 'Galw', 'Galway');
    await user.click(button('Add a stop'));
    await user.type(screen.getByRole('combobox', { name: 'Stop 1' }), 'Blarney');
    await user.click(submitButton());
    const problems = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(problems).toHaveTextContent('Stop 1: choose “Blarney” from the suggestions');
    expect(api.callsTo('POST', '/bus-quote')).toHaveLength(0);
  });

  it('shows the days without a note when the planner cannot answer', async () => {
    const api = mockQuoteApi({
      'POST /trips/plan': () => json({ message: 'Not Found' }, 404),
      'POST /bus-quote': () => json({ id: 1 }, 201),
    });
    const user = setupUser();
    renderQuoteForm();
    await fillTwoDayTrip(user);
    await waitFor(() => expect(api.callsTo('POST', '/trips/plan').length).toBeGreaterThan(0));
    expect(screen.queryByRole('region', { name: 'Driver hours and price' })).toBeNull();
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('POST', '/bus-quote')).toHaveLength(1));
  });
});
