import { describe, expect, it } from 'vitest';
import { inDays } from '../../test/leads';
import { quotesToken } from '../../test/marketplace';
import { useRespond } from '../../test/respond';

const { app, setUp, view } = useRespond();

const stop = (place: string, lat: number, lng: number, wait_minutes = 0) => ({
  place,
  lat,
  lng,
  wait_minutes,
});
/** Dublin → Glendalough (2 h) → Kilkenny; the next day Kilkenny → Dublin. */
const tour = () => [
  {
    date: inDays(30),
    start_time: '09:00',
    stops: [
      stop('Dublin', 53.3498, -6.2603),
      stop('Glendalough', 53.0106, -6.3298, 120),
      stop('Kilkenny', 52.6541, -7.2448),
    ],
  },
  {
    date: inDays(31),
    start_time: '10:30',
    stops: [stop('Kilkenny', 52.6541, -7.2448), stop('Dublin', 53.3498, -6.2603)],
  },
];
const asRead = () =>
  tour().map((day) => ({ ...day, stops: day.stops.map((s) => ({ ...s, leaves_at: null })) }));

describe('the itinerary on the invitation and the comparison page (docs/product.md#itinerary)', () => {
  it('shows an invited company every day and stop with its wait', async () => {
    const { first } = await setUp({ itinerary: tour() });
    expect((await view(first.token)).json().journey.itinerary).toEqual(asRead());
  });

  it('shows the customer the same days on the comparison page', async () => {
    const { lead } = await setUp({ itinerary: tour() });
    const response = await app().inject({
      method: 'GET',
      url: `/api/quotes/${quotesToken(app(), lead.id)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().journey.itinerary).toEqual(asRead());
  });

  it('shows a lead sent before itineraries as the one day its fields describe', async () => {
    const { first } = await setUp({
      pickup_location: 'Galway',
      dropoff_location: 'Shannon Airport',
    });
    const days = (await view(first.token)).json().journey.itinerary;
    expect(days).toEqual([
      {
        date: inDays(30),
        start_time: '09:00',
        stops: [
          { place: 'Galway', lat: null, lng: null, wait_minutes: 0, leaves_at: null },
          { place: 'Shannon Airport', lat: null, lng: null, wait_minutes: 0, leaves_at: null },
        ],
      },
    ]);
  });
});
