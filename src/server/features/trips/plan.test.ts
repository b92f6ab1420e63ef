import { describe, expect, it } from 'vitest';
import type { TripPlanRequest } from '@shared/trips/itinerary';
import { PLAN_ERRORS } from '@shared/trips/plan';
import { HttpError } from '../../lib/http-errors';
import { checkTripPlan, planTripDays } from './plan';

/**
 * The verdict table of issue #21, each against a calculation by hand. Distances: great circle
 * (haversine, as places/geo.ts) × 1.25 (decision 007); times: each band of the road distance at its
 * speed (driving-time.ts): the first 15 km at 30 km/h, the next 35 at 50, the next 100 at 70, the
 * rest at 80. Duty = driving + waits + 30 min before and after.
 */
const PLACES = {
  dublin: { place: 'Dublin', lat: 53.3498, lng: -6.2603 },
  airport: { place: 'Dublin Airport', lat: 53.4264, lng: -6.2499 },
  killarney: { place: 'Killarney', lat: 52.0598, lng: -9.5086 },
  malin: { place: 'Malin Head', lat: 55.3716, lng: -7.3395 },
  mizen: { place: 'Mizen Head', lat: 51.45, lng: -9.818 },
  galway: { place: 'Galway', lat: 53.2725, lng: -9.0509 },
  clifden: { place: 'Clifden', lat: 53.4891, lng: -10.0191 },
  westport: { place: 'Westport', lat: 53.8, lng: -9.52 },
  donegal: { place: 'Donegal', lat: 54.654, lng: -8.11 },
  sligo: { place: 'Sligo', lat: 54.2766, lng: -8.4761 },
};
type Name = keyof typeof PLACES;
const stop = (name: Name, wait_minutes = 0) => ({ ...PLACES[name], wait_minutes });
const oneDay = (start_time: string, ...stops: ReturnType<typeof stop>[]): TripPlanRequest => ({
  number_of_people: 40,
  days: [{ date: '2027-06-15', start_time, stops }],
});

describe('the verdict table', () => {
  it('a 20-minute airport run: one driver', () => {
    // 8.55 km × 1.25 = 10.68 km, all in the town band: 10.68 / 30 × 60 = 21.4 → 21 min.
    // Duty 21 + 60 = 81.
    const [day] = planTripDays(oneDay('06:00', stop('dublin'), stop('airport')));
    expect(day).toMatchObject({ distance_km: 10.68, driving_minutes: 21, duty_minutes: 81 });
    expect(day!.verdict).toBe('one_driver');
    expect(day!.reasons).toEqual(['21 min of driving: one driver is enough.']);
  });

  it('Dublin → Killarney and back in a day with a 3-hour wait: a second driver', () => {
    // Each way 261.635 × 1.25 = 327.04 km (both ways 654.09): 30 + 42 + 85.71 + 177.04 / 80 × 60 (132.78) = 290.5 →
    // 290 min. Driving 580 (9 h 40: over 9 h, an extended day). Each leg runs over 4 h 30 with
    // no stop, so 2 breaks of 45. Duty 580 + 180 + 60 = 820; spread 820 + 90 = 910 (15 h 10).
    // Rest within the 24 h: 1440 − 910 = 530 min, under the 9 h (540) of a reduced rest.
    const [day] = planTripDays(
      oneDay('07:00', stop('dublin'), stop('killarney', 180), stop('dublin')),
    );
    expect(day).toMatchObject({
      distance_km: 654.09,
      driving_minutes: 580,
      duty_minutes: 820,
      spread_minutes: 910,
      verdict: 'second_driver',
    });
    expect(day!.legs.map((leg) => leg.driving_minutes)).toEqual([290, 290]);
    expect(day!.reasons).toEqual([
      '9 h 40 of driving: over 9 h, which one driver may do on at most two days a week.',
      'More than 4 h 30 of driving without a long enough stop: the driver takes 2 breaks of 45 minutes on the way.',
      'The day lasts 15 h 10 with the checks before and after: one driver cannot get 9 h of rest, so a second driver is needed.',
    ]);
  });

  it('Malin Head → Mizen Head in a day: one driver with a break', () => {
    // 465.90 × 1.25 = 582.38 km: 30 + 42 + 85.71 + 432.38 / 80 × 60 (324.28) = 482.0 → 482 min
    // (8 h 02, under 9 h) in one go: one 45-minute break. Duty 542, spread 587; rest 853 ≥ 660.
    const [day] = planTripDays(oneDay('08:00', stop('malin'), stop('mizen')));
    expect(day).toMatchObject({
      distance_km: 582.38,
      driving_minutes: 482,
      duty_minutes: 542,
      spread_minutes: 587,
      verdict: 'breaks',
    });
    expect(day!.reasons).toEqual([
      'More than 4 h 30 of driving without a long enough stop: the driver takes a 45-minute break on the way.',
    ]);
  });

  it('a 3-day tour with a 10-hour second day: overnights, an extended day and a reduced rest', () => {
    // Day 1 Dublin → Galway: 185.58 × 1.25 = 231.98 km: 30 + 42 + 85.71 + 61.48 = 219 min.
    // Day 2 Galway → Clifden (wait 60) → Westport (45) → Donegal (60) → Sligo (30) → Galway:
    //   85.73 km → 30 + 42 + 30.63 = 103;  59.65 km → 30 + 42 + 8.27 = 80;
    //   164.96 km → 157.71 + 11.22 = 169;  60.22 km → 72 + 8.76 = 81;  147.33 km → 72 + 83.43 = 155.
    //   Driving 588 (9 h 48): the first extended day of the week. The longest run without a
    //   45-minute stop is 81 + 155 = 236 ≤ 270: no break on the road. Duty 588 + 195 + 60 = 843.
    //   Duty from 07:30 to 21:33; day 3's from 09:00: a gap of 687, but within 24 h of 07:30
    //   only 1440 − 843 = 597 (9 h 57): a reduced rest, the first of three allowed.
    // Day 3 Galway → Dublin: 219 min, home.
    const tour: TripPlanRequest = {
      number_of_people: 40,
      days: [
        { date: '2027-06-15', start_time: '09:00', stops: [stop('dublin'), stop('galway')] },
        {
          date: '2027-06-16',
          start_time: '08:00',
          stops: [
            stop('galway'),
            stop('clifden', 60),
            stop('westport', 45),
            stop('donegal', 60),
            stop('sligo', 30),
            stop('galway'),
          ],
        },
        { date: '2027-06-17', start_time: '09:30', stops: [stop('galway'), stop('dublin')] },
      ],
    };
    const [first, second, third] = planTripDays(tour);
    expect(first).toMatchObject({ driving_minutes: 219, duty_minutes: 279, verdict: 'overnight' });
    expect(first!.reasons).toEqual([
      'The group stays away overnight: the driver needs a room near Galway.',
    ]);
    expect(second!.legs.map((leg) => leg.driving_minutes)).toEqual([103, 80, 169, 81, 155]);
    expect(second).toMatchObject({ driving_minutes: 588, duty_minutes: 843, verdict: 'overnight' });
    expect(second!.reasons).toEqual([
      '9 h 48 of driving: over 9 h, which one driver may do on at most two days a week.',
      "The wait at Clifden is the driver's 45-minute break.",
      "The day lasts 14 h 03 with the checks before and after: the driver's rest is cut to 9 h 57, which is allowed three times between weekly rests.",
      'The group stays away overnight: the driver needs a room near Galway.',
    ]);
    expect(third).toMatchObject({ driving_minutes: 219, verdict: 'one_driver' });
  });
});

describe('checkTripPlan', () => {
  const refusal = (plan: TripPlanRequest, today: string) => {
    try {
      checkTripPlan(plan, today);
    } catch (error) {
      if (error instanceof HttpError) return { status: error.statusCode, errors: error.errors };
    }
    return undefined;
  };

  it('refuses a day in the past and a stop outside the island, on their fields', () => {
    const plan = oneDay('09:00', stop('dublin'), {
      place: 'London',
      lat: 51.5,
      lng: -0.12,
      wait_minutes: 0,
    });
    expect(refusal(plan, '2027-06-16')).toEqual({
      status: 422,
      errors: {
        'days.0.date': [PLAN_ERRORS.dayInThePast],
        'days.0.stops.1.place': [PLAN_ERRORS.outsideIreland],
      },
    });
  });

  it('accepts a trip today, as the request form does', () => {
    expect(refusal(oneDay('09:00', stop('dublin'), stop('galway')), '2027-06-15')).toBeUndefined();
  });
});
