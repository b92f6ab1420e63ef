import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadEstimates } from '../../db/schema';
import { inDays, validLead } from '../../test/leads';
import { useTestApp } from '../../test/test-app';

const app = useTestApp({ QUOTE_RATE_LIMIT_PER_MINUTE: '0' });

const CORK = { place: 'Cork', lat: 51.8985, lng: -8.4756 };
const BLARNEY = { place: 'Blarney Castle', lat: 51.9291, lng: -8.5709 };
const KILLARNEY = { place: 'Killarney', lat: 52.0599, lng: -9.5044 };
const DINGLE = { place: 'Dingle', lat: 52.1408, lng: -10.2689 };
const at = (place: typeof CORK, wait_minutes = 0) => ({ ...place, wait_minutes });

/** A club's three days: Cork → Blarney → Killarney; round Dingle; home on the third day. */
const threeDays = () => [
  { date: inDays(40), start_time: '08:30', stops: [at(CORK), at(BLARNEY, 60), at(KILLARNEY)] },
  {
    date: inDays(41),
    start_time: '09:00',
    stops: [at(KILLARNEY), at(DINGLE, 240), at(KILLARNEY)],
  },
  { date: inDays(42), start_time: '11:00', stops: [at(KILLARNEY), at(CORK)] },
];

async function planned(days: unknown, people: number) {
  const response = await app().inject({
    method: 'POST',
    url: '/api/trips/plan',
    payload: { number_of_people: people, days },
  });
  expect(response.statusCode).toBe(200);
  // What lead_estimates stores of it: all but the currency, always euro.
  const { currency, ...figures } = response.json().estimate;
  expect(currency).toBe('EUR');
  return figures;
}

async function recorded(payload: Record<string, unknown>) {
  const sent = await app().inject({ method: 'POST', url: '/api/bus-quote', payload });
  expect(sent.statusCode).toBe(201);
  const leadId = sent.json<{ id: number }>().id;
  await app().jobs.runDueJobs();
  const [row] = await app()
    .db.select()
    .from(leadEstimates)
    .where(eq(leadEstimates.lead_id, leadId));
  return row;
}

describe('the estimate recorded for a request (docs/product.md#price-estimate)', () => {
  it('is the range the trip plan gave for the same stored days', async () => {
    const days = threeDays();
    const shown = await planned(days, 60);
    expect(shown).toMatchObject({ source: 'rate_card', based_on: 0 });
    const row = await recorded(
      validLead({
        email: 'club@example.ie',
        pickup_location: CORK.place,
        dropoff_location: KILLARNEY.place,
        date_of_travel: days[0]!.date,
        number_of_people: 60,
        itinerary: days,
      }),
    );
    expect(row).toMatchObject({ ...shown, days_band: '3–4 days', group_band: '54–70 people' });
  });

  it('plans a same-day return sent without an itinerary as the form would: out, wait, back', async () => {
    const date = inDays(45);
    // Cork → Killarney at 08:00 is there at 09:47 (lead-plan.test.ts): 433 minutes until 17:00.
    const shown = await planned(
      [{ date, start_time: '08:00', stops: [at(CORK), at(KILLARNEY, 433), at(CORK)] }],
      45,
    );
    const row = await recorded(
      validLead({
        email: 'daytrip@example.ie',
        pickup_location: CORK.place,
        pickup_lat: CORK.lat,
        pickup_lng: CORK.lng,
        dropoff_location: KILLARNEY.place,
        dropoff_lat: KILLARNEY.lat,
        dropoff_lng: KILLARNEY.lng,
        date_of_travel: date,
        pickup_time: '08:00',
        is_return_trip: true,
        return_date: date,
        return_time: '17:00',
        distance: 182,
      }),
    );
    expect(row).toMatchObject({ ...shown, days_band: '1 day', distance_band: '150–300 km' });
  });
});
