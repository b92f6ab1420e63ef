import { describe, expect, it } from 'vitest';
import { inDays } from '../../test/leads';
import { quotesToken } from '../../test/marketplace';
import { useRespond, validQuote } from '../../test/respond';

const { app, setUp, view, sendQuote } = useRespond();

const DUBLIN = { place: 'Dublin', lat: 53.3498, lng: -6.2603 };
const KILLARNEY = { place: 'Killarney', lat: 52.0598, lng: -9.5086 };
/** Dublin → Killarney, 3 h there, and back the same day: the check asks for a second driver. */
const killarneyAndBack = () => [
  {
    date: inDays(30),
    start_time: '07:00',
    stops: [
      { ...DUBLIN, wait_minutes: 0 },
      { ...KILLARNEY, wait_minutes: 180 },
      { ...DUBLIN, wait_minutes: 0 },
    ],
  },
];

const comparison = async (leadId: number) => {
  const response = await app().inject({
    method: 'GET',
    url: `/api/quotes/${quotesToken(app(), leadId)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** What POST /trips/plan says of the same days: the check must be its very verdicts. */
async function plannedDays(days: ReturnType<typeof killarneyAndBack>) {
  const response = await app().inject({
    method: 'POST',
    url: '/api/trips/plan',
    payload: { number_of_people: 40, days },
  });
  expect(response.statusCode).toBe(200);
  return response.json().days.map((day: { date: string; verdict: string; reasons: string[] }) => ({
    date: day.date,
    verdict: day.verdict,
    reasons: day.reasons,
  }));
}

describe('the trip check on the invitation and the gaps on the comparison page (docs/product.md#quote-gaps)', () => {
  it('shows the invited company the verdicts of /trips/plan and the likely tolled road', async () => {
    const { first } = await setUp({ itinerary: killarneyAndBack() });
    const check = (await view(first.token)).json().journey.trip_check;
    expect(check.days).toEqual(await plannedDays(killarneyAndBack()));
    expect(check.days[0].verdict).toBe('second_driver');
    // Both straight legs run along the M7 past its Castletown toll.
    expect(check.tolled_roads).toEqual(['M7']);
  });

  it('flags the quote without a second driver or tolls, and not the one that has both', async () => {
    const { lead, first, second } = await setUp({ itinerary: killarneyAndBack() });
    const full = await sendQuote(
      first.token,
      validQuote({
        lines: [
          { kind: 'base', amount_eur: 1400, included: true },
          { kind: 'second_driver', amount_eur: 260, included: true },
          { kind: 'tolls', amount_eur: 18, included: false },
        ],
      }),
    );
    const bare = await sendQuote(second.token, validQuote({ includes_tolls: false }));
    expect([full.statusCode, bare.statusCode]).toEqual([201, 201]);

    const page = await comparison(lead.id);
    expect(page.journey.trip_check.days[0].verdict).toBe('second_driver');
    const gapsOf = (quoteId: number) =>
      page.quote_gaps.find((entry: { quote_id: number }) => entry.quote_id === quoteId).gaps;
    expect(gapsOf(full.json().quote.id)).toEqual([]);
    expect(gapsOf(bare.json().quote.id)).toEqual([
      { kind: 'second_driver', days: [1] },
      { kind: 'tolls', roads: ['M7'] },
    ]);
  });

  it('reads a same-day return as a wait from arrival to the return time', async () => {
    // Pick-up 07:00; the planner drives to Killarney in 4 h 50, so leaving at 14:50 is a 3 h wait.
    const { first } = await setUp({
      pickup_location: 'Dublin',
      pickup_lat: DUBLIN.lat,
      pickup_lng: DUBLIN.lng,
      dropoff_location: 'Killarney',
      dropoff_lat: KILLARNEY.lat,
      dropoff_lng: KILLARNEY.lng,
      pickup_time: '07:00',
      is_return_trip: true,
      return_date: inDays(30),
      return_time: '14:50',
    });
    const check = (await view(first.token)).json().journey.trip_check;
    expect(check.days).toEqual(await plannedDays(killarneyAndBack()));
  });

  it('says nothing of a request whose places were typed without coordinates', async () => {
    const { lead, first } = await setUp({
      pickup_location: 'Galway',
      dropoff_location: 'Shannon Airport',
    });
    expect((await view(first.token)).json().journey.trip_check).toBeNull();
    const sent = await sendQuote(first.token, validQuote({ includes_tolls: false }));
    expect(sent.statusCode).toBe(201);
    expect((await comparison(lead.id)).quote_gaps).toEqual([
      { quote_id: sent.json().quote.id, gaps: [] },
    ]);
  });
});
