import { describe, expect, it } from 'vitest';
import type { LeadRow } from '../leads';
import { leadTripFacts } from './lead-trip';

const CORK = { lat: 51.8985, lng: -8.4756 };
const DUBLIN = { lat: 53.3498, lng: -6.2603 };
const lead = (overrides: Partial<LeadRow>) =>
  ({
    number_of_people: 45,
    pickup_lat: CORK.lat,
    pickup_lng: CORK.lng,
    dropoff_lat: DUBLIN.lat,
    dropoff_lng: DUBLIN.lng,
    date_of_travel: '2030-06-12',
    pickup_time: '08:00',
    is_return_trip: false,
    return_date: null,
    return_time: null,
    distance: 260,
    ...overrides,
  }) as LeadRow;

describe('a request without an itinerary, as the estimate sees it', () => {
  it('is one day for a one-way trip: 260 km at 65 km/h = 4 h driving + 1 h = 300 duty minutes', () => {
    expect(leadTripFacts(lead({}))).toEqual({
      number_of_people: 45,
      vehicles: [],
      start: CORK,
      end: DUBLIN,
      days: [{ date: '2030-06-12', distance_km: 260, duty_minutes: 300, verdict: 'one_driver' }],
    });
  });

  it('is two days, half the distance each, for a return on a later date', () => {
    const facts = leadTripFacts(
      lead({ is_return_trip: true, return_date: '2030-06-14', distance: 520 }),
    );
    expect(facts.end).toEqual(CORK);
    expect(facts.days).toEqual([
      { date: '2030-06-12', distance_km: 260, duty_minutes: 300, verdict: 'one_driver' },
      { date: '2030-06-14', distance_km: 260, duty_minutes: 300, verdict: 'one_driver' },
    ]);
  });

  it('counts the wait between arrival and the return departure on a same-day return', () => {
    // Out 08:00, back at 18:00: 10 h away − 4 h driving out = 6 h waiting; 8 h driving → breaks.
    const facts = leadTripFacts(
      lead({
        is_return_trip: true,
        return_date: '2030-06-12',
        return_time: '18:00',
        distance: 520,
      }),
    );
    expect(facts.days).toEqual([
      {
        date: '2030-06-12',
        distance_km: 520,
        duty_minutes: 8 * 60 + 60 + 6 * 60,
        verdict: 'breaks',
      },
    ]);
  });

  it('needs a second driver past 9 hours of driving, and has no start when not on a map', () => {
    const facts = leadTripFacts(lead({ distance: 600, pickup_lat: null, pickup_lng: null }));
    expect(facts.start).toBeNull();
    expect(facts.days[0]!.verdict).toBe('second_driver');
  });
});
