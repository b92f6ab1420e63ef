import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { irishToday } from '@shared/dates';
import { ITINERARY_ERRORS, MAX_ITINERARY_DAYS, MAX_STOPS_PER_DAY } from '@shared/trips/itinerary';
import { PLAN_ERRORS, tripPlanResponseSchema } from '@shared/trips/plan';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ app, cleanup } = await createTestApp()));
afterAll(async () => cleanup());

const DUBLIN = { place: 'Dublin', lat: 53.3498, lng: -6.2603, wait_minutes: 0 };
const GALWAY = { place: 'Galway', lat: 53.2725, lng: -9.0509, wait_minutes: 0 };

/** A date `offset` days after today in Ireland. */
function dayFromToday(offset: number): string {
  const [year, month, day] = irishToday().split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + offset)).toISOString().slice(0, 10);
}
const tripDay = (offset: number, stops: object[] = [DUBLIN, GALWAY]) => ({
  date: dayFromToday(offset),
  start_time: '09:00',
  stops,
});
const plan = (payload: object | undefined) =>
  app.inject({ method: 'POST', url: '/api/trips/plan', payload });
const fieldErrors = async (payload: object) => {
  const response = await plan(payload);
  expect(response.statusCode).toBe(422);
  return (response.json() as { errors: Record<string, string[]> }).errors;
};

describe('POST /api/trips/plan', () => {
  it('answers per day, with the vehicles for the group and a price range', async () => {
    const response = await plan({
      number_of_people: 120,
      days: [tripDay(10), tripDay(11, [GALWAY, DUBLIN])],
    });
    expect(response.statusCode).toBe(200);
    const body = tripPlanResponseSchema.parse(response.json());
    // 185.58 km great circle × 1.25 = 231.98 km; 30 + 42 + 85.71 + 61.48 = 219 min (plan.test.ts).
    expect(body.days).toMatchObject([
      { date: dayFromToday(10), distance_km: 231.98, driving_minutes: 219, duty_minutes: 279 },
      { date: dayFromToday(11), distance_km: 231.98, driving_minutes: 219, verdict: 'one_driver' },
    ]);
    expect(body.days[0]!.verdict).toBe('overnight');
    expect(body.vehicles).toEqual([
      { seats: 53, count: 2 },
      { seats: 16, count: 1 },
    ]);
    // No quotes yet: the rate card's typical price (docs/product.md#price-estimate).
    expect(body.estimate).toMatchObject({ currency: 'EUR', source: 'rate_card', based_on: 0 });
    const { low, typical, high } = body.estimate!;
    expect(low).toBeGreaterThan(0);
    expect(low <= typical && typical <= high).toBe(true);
  });

  it('waits at a stop left at a set time from the arrival until then (a same-day return)', async () => {
    // 09:00 from Dublin, 219 min to Galway: there at 12:39, left at 18:00 — 321 min of wait.
    const leaving = await plan({
      number_of_people: 20,
      days: [tripDay(10, [DUBLIN, { ...GALWAY, leaves_at: '18:00' }, DUBLIN])],
    });
    expect(leaving.statusCode).toBe(200);
    const [day] = tripPlanResponseSchema.parse(leaving.json()).days;
    expect(day).toMatchObject({ driving_minutes: 438, duty_minutes: 438 + 321 + 60 });
    const waiting = await plan({
      number_of_people: 20,
      days: [tripDay(10, [DUBLIN, { ...GALWAY, wait_minutes: 321 }, DUBLIN])],
    });
    expect(tripPlanResponseSchema.parse(waiting.json()).days).toEqual([day]);
    const badTime = await fieldErrors({
      number_of_people: 20,
      days: [tripDay(10, [DUBLIN, { ...GALWAY, leaves_at: '6pm' }, DUBLIN])],
    });
    expect(badTime['days.0.stops.1.leaves_at']).toEqual(['Enter a time as HH:MM']);
  });

  it('accepts a trip today and refuses a day in the past on its field', async () => {
    expect((await plan({ number_of_people: 20, days: [tripDay(0)] })).statusCode).toBe(200);
    const errors = await fieldErrors({ number_of_people: 20, days: [tripDay(-1), tripDay(3)] });
    expect(errors).toEqual({ 'days.0.date': [PLAN_ERRORS.dayInThePast] });
  });

  it('refuses days out of order, too many days, too many stops and a negative wait', async () => {
    expect(await fieldErrors({ number_of_people: 20, days: [tripDay(5), tripDay(4)] })).toEqual({
      'days.1.date': [ITINERARY_ERRORS.daysOutOfOrder],
    });
    const fifteen = Array.from({ length: MAX_ITINERARY_DAYS + 1 }, (_, index) =>
      tripDay(index + 1),
    );
    expect(await fieldErrors({ number_of_people: 20, days: fifteen })).toEqual({
      days: [ITINERARY_ERRORS.tooManyDays],
    });
    const stops = Array.from({ length: MAX_STOPS_PER_DAY + 1 }, () => GALWAY);
    expect(await fieldErrors({ number_of_people: 20, days: [tripDay(1, stops)] })).toEqual({
      'days.0.stops': [ITINERARY_ERRORS.tooManyStops],
    });
    const waiting = [DUBLIN, { ...GALWAY, wait_minutes: -5 }];
    expect(await fieldErrors({ number_of_people: 20, days: [tripDay(1, waiting)] })).toEqual({
      'days.0.stops.1.wait_minutes': [ITINERARY_ERRORS.negativeWait],
    });
  });

  it('refuses a place outside Ireland and Northern Ireland', async () => {
    const london = { place: 'London', lat: 51.5072, lng: -0.1276, wait_minutes: 0 };
    expect(
      await fieldErrors({ number_of_people: 20, days: [tripDay(1, [DUBLIN, london])] }),
    ).toEqual({ 'days.0.stops.1.place': [PLAN_ERRORS.outsideIreland] });
  });

  it('refuses a missing group size, a wrong type and a missing body', async () => {
    expect(Object.keys(await fieldErrors({ days: [tripDay(1)] }))).toEqual(['number_of_people']);
    expect(Object.keys(await fieldErrors({ number_of_people: '40', days: [tripDay(1)] }))).toEqual([
      'number_of_people',
    ]);
    expect((await plan(undefined)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('is in the OpenAPI document with its request and answer', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = document.paths['/api/trips/plan'].post;
    expect(operation.tags).toEqual(['trips']);
    expect(
      Object.keys(operation.requestBody.content['application/json'].schema.properties),
    ).toEqual(['number_of_people', 'days']);
    expect(Object.keys(operation.responses)).toEqual(['200', '422']);
  });
});
