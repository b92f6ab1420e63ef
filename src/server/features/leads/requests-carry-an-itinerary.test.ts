import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ITINERARY_DAYS, MAX_STOPS_PER_DAY } from '@shared/trips/itinerary';
import { leads } from '../../db/schema';
import { bearer, createUser, tokenFor } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { inDays, validLead } from '../../test/leads';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
let staffAuth: Record<string, string>;
beforeAll(async () => {
  ({ app, cleanup } = await createTestApp({ QUOTE_RATE_LIMIT_PER_MINUTE: '0' }));
  staffAuth = bearer(await tokenFor(app, await createUser(app, 1, { name: 'Órla Admin' })));
});
afterAll(async () => cleanup());

const post = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/bus-quote', payload: payload as object });
const staffView = async (id: number) =>
  (await app.inject({ method: 'GET', url: `/api/bus-quote/${id}`, headers: staffAuth })).json();
const storedCount = async () => (await app.db.select({ id: leads.id }).from(leads)).length;

const CORK = { place: 'Cork', lat: 51.8985, lng: -8.4756 };
const BLARNEY = { place: 'Blarney Castle', lat: 51.9291, lng: -8.5709 };
const KILLARNEY = { place: 'Killarney', lat: 52.0599, lng: -9.5044 };

/** Cork → Blarney (an hour there) → Killarney; the next day Killarney → Cork. */
const twoDays = () => [
  {
    date: inDays(30),
    start_time: '08:30',
    stops: [
      { ...CORK, wait_minutes: 0 },
      { ...BLARNEY, wait_minutes: 60 },
      { ...KILLARNEY, wait_minutes: 0 },
    ],
  },
  {
    date: inDays(31),
    start_time: '10:00',
    stops: [
      { ...KILLARNEY, wait_minutes: 0 },
      { ...CORK, wait_minutes: 0 },
    ],
  },
];
const withItinerary = (days: unknown, overrides: Record<string, unknown> = {}) =>
  validLead({
    pickup_location: 'Cork',
    dropoff_location: 'Killarney',
    itinerary: days,
    ...overrides,
  });

describe('POST /api/bus-quote with an itinerary (docs/product.md#itinerary)', () => {
  it('stores the days and stops as sent and answers with them', async () => {
    const response = await post(withItinerary(twoDays()));
    expect(response.statusCode).toBe(201);
    const answered = response.json();
    const [row] = await app.db.select().from(leads).where(eq(leads.id, answered.id));
    expect(row!.itinerary).toEqual(twoDays());
    const expected = twoDays().map((day) => ({
      ...day,
      stops: day.stops.map((stop) => ({ ...stop, leaves_at: null })),
    }));
    expect(answered.itinerary).toEqual(expected);
    expect((await staffView(answered.id)).itinerary).toEqual(expected);
  });

  it("estimates the distance over every day's legs when the customer sent none", async () => {
    const lead = (await post(withItinerary(twoDays(), { distance: 0 }))).json();
    // Straight lines × the road factor 1.25 (places/route-distance.ts): day one Cork → Blarney
    // 9.21 + Blarney → Killarney 81.93 = 91.15 km; day two Killarney → Cork 90.89 km.
    expect(lead.distance).toBe(182.04);
  });

  it('reads a plain one-way request as one day from the pick-up to the drop-off', async () => {
    const lead = (await post(validLead())).json();
    const [row] = await app.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.itinerary).toBeNull();
    expect(lead.itinerary).toEqual([
      {
        date: inDays(30),
        start_time: '08:30',
        stops: [
          { place: 'Cork, County Cork', lat: null, lng: null, wait_minutes: 0, leaves_at: null },
          { place: 'Croke Park, Dublin', lat: null, lng: null, wait_minutes: 0, leaves_at: null },
        ],
      },
    ]);
  });

  it('reads a same-day return as one day back to the pick-up, a later return as a second day', async () => {
    const sameDay = (
      await post(validLead({ is_return_trip: true, return_date: inDays(30), return_time: '18:00' }))
    ).json();
    expect(sameDay.itinerary).toHaveLength(1);
    expect(sameDay.itinerary[0].stops.map((s: { place: string }) => s.place)).toEqual([
      'Cork, County Cork',
      'Croke Park, Dublin',
      'Cork, County Cork',
    ]);
    expect(sameDay.itinerary[0].stops[1].leaves_at).toBe('18:00');

    const later = (
      await post(validLead({ is_return_trip: true, return_date: inDays(32), return_time: '11:00' }))
    ).json();
    expect(later.itinerary.map((d: { date: string; start_time: string }) => d)).toMatchObject([
      { date: inDays(30), start_time: '08:30' },
      { date: inDays(32), start_time: '11:00' },
    ]);
    expect(later.itinerary[1].stops.map((s: { place: string }) => s.place)).toEqual([
      'Croke Park, Dublin',
      'Cork, County Cork',
    ]);
  });

  const day = (date: string, stops = 2) => ({
    date,
    start_time: '09:00',
    stops: Array.from({ length: stops }, (_, i) => ({ ...CORK, wait_minutes: i === 0 ? 0 : 15 })),
  });
  const withWait = (wait: unknown) => {
    const days = twoDays();
    (days[0]!.stops[1] as { wait_minutes: unknown }).wait_minutes = wait;
    return days;
  };

  it.each([
    ['a day in the past', [day(inDays(-1))], 'itinerary.0.date', { date_of_travel: inDays(-1) }],
    ['days out of order', [day(inDays(30)), day(inDays(29))], 'itinerary.1.date', {}],
    ['two days on one date', [day(inDays(30)), day(inDays(30))], 'itinerary.1.date', {}],
    [
      `more than ${MAX_ITINERARY_DAYS} days`,
      Array.from({ length: MAX_ITINERARY_DAYS + 1 }, (_, i) => day(inDays(30 + i))),
      'itinerary',
      {},
    ],
    [
      `more than ${MAX_STOPS_PER_DAY} stops in a day`,
      [day(inDays(30), MAX_STOPS_PER_DAY + 1)],
      'itinerary.0.stops',
      {},
    ],
    ['a day with only its start', [day(inDays(30), 1)], 'itinerary.0.stops', {}],
    ['a negative wait', withWait(-5), 'itinerary.0.stops.1.wait_minutes', {}],
    ['a wait that is not a number', withWait('an hour'), 'itinerary.0.stops.1.wait_minutes', {}],
    ['a first day that is not the date of travel', [day(inDays(31))], 'itinerary.0.date', {}],
    ['no days', [], 'itinerary', {}],
    [
      'a stop outside Ireland',
      [{ ...day(inDays(30)), stops: [{ ...CORK }, { place: 'Paris', lat: 48.86, lng: 2.35 }] }],
      'itinerary.0.stops.1',
      {},
    ],
  ])('refuses %s with 422 on the field and stores nothing', async (_, days, field, overrides) => {
    const before = await storedCount();
    const response = await post(withItinerary(days, overrides));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await storedCount()).toBe(before);
  });

  it('keeps a stop named with markup as plain text and drops unknown stop fields', async () => {
    const days = twoDays();
    Object.assign(days[0]!.stops[1]!, { place: '<script>alert(1)</script>', price: 1 });
    const lead = (await post(withItinerary(days))).json();
    const [row] = await app.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.itinerary![0]!.stops[1]).toEqual({
      place: '<script>alert(1)</script>',
      lat: BLARNEY.lat,
      lng: BLARNEY.lng,
      wait_minutes: 60,
    });
  });
});
