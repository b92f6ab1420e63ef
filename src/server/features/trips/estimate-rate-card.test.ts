import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_CARD } from '@shared/trips/rate-card';
import { daysBand, distanceBand, groupBand, regionOf } from './estimate-bands';
import type { TripFacts } from './estimate-bands';
import {
  emptyRunningKm,
  rateCardMinimum,
  rateCardPrice,
  vehicleFactor,
  vehiclesForGroup,
} from './estimate-rate-card';

const card = DEFAULT_RATE_CARD;
const trip = (overrides: Partial<TripFacts>): TripFacts => ({
  number_of_people: 45,
  days: [],
  vehicles: [{ seats: 53, count: 1 }],
  start: null,
  end: null,
  ...overrides,
});

describe('the rate card price, by hand', () => {
  it('prices a June day of 200 km and 5 duty hours in a 53-seater', () => {
    const june = trip({
      days: [{ date: '2030-06-12', distance_km: 200, duty_minutes: 300, verdict: 'breaks' }],
    });
    // 5 h × €40 = €200 (under the €480 day rate) + 200 km × €1.60 = €320 → €520 × factor 1
    // × June 1.2 = €624.
    expect(rateCardPrice(card, june, null)).toBeCloseTo(624, 6);
    // One day at the 4 minimum hours: 4 × €40 = €160.
    expect(rateCardMinimum(card, june)).toBe(160);
  });

  it('charges minimum hours, the day rate cap, size factors and both supplements', () => {
    const tour = trip({
      number_of_people: 80,
      vehicles: [
        { seats: 70, count: 1 },
        { seats: 16, count: 1 },
      ],
      days: [
        { date: '2031-01-20', distance_km: 300, duty_minutes: 720, verdict: 'second_driver' },
        { date: '2031-01-21', distance_km: 100, duty_minutes: 180, verdict: 'overnight' },
      ],
    });
    // Day 1: 12 h × €40 = €480 = the day rate; 300 km × €1.60 = €480 → €960.
    // Day 2: 3 h → the 4-hour minimum, €160; 100 km → €160 → €320.
    // 70-seater ×1.25: 1200 + 220 (second driver) + 400 + 140 (overnight) = 1960.
    // 16-seater ×0.6: 576 + 220 + 192 + 140 = 1128. (1960 + 1128) × January 0.9 = 2779.2.
    expect(rateCardPrice(card, tour, null)).toBeCloseTo(2779.2, 6);
    // (160 × 1.25) + (160 × 0.6) = 296.
    expect(rateCardMinimum(card, tour)).toBeCloseTo(296, 6);
  });

  it('adds the empty kilometres from the base to the start and back from the end', () => {
    // One degree of latitude is 111.195 km; × the road factor 1.25 = 138.99 km each way.
    const away = { lat: 53, lng: -8 };
    const base = { lat: 52, lng: -8 };
    const facts = trip({
      start: away,
      end: away,
      days: [{ date: '2030-10-01', distance_km: 0, duty_minutes: 0, verdict: 'one_driver' }],
    });
    expect(emptyRunningKm(facts, base)).toBeCloseTo(277.99, 1);
    expect(emptyRunningKm(facts, null)).toBe(0);
    // Empty: 277.99 km × €1.20 = €333.59; the day at the 4-hour minimum: €160; October × 1.
    expect(rateCardPrice(card, facts, base)).toBeCloseTo(493.59, 1);
  });

  it('picks the size factor of the first band that seats the vehicle, the largest beyond it', () => {
    expect([16, 17, 49, 53, 70, 90].map((seats) => vehicleFactor(card, seats))).toEqual([
      0.6, 0.8, 1, 1, 1.25, 1.25,
    ]);
  });

  it('fills full vehicles of the largest size and seats the rest in the smallest that fits', () => {
    expect(vehiclesForGroup(card, 12)).toEqual([{ seats: 16, count: 1 }]);
    expect(vehiclesForGroup(card, 140)).toEqual([{ seats: 70, count: 2 }]);
    expect(vehiclesForGroup(card, 120)).toEqual([
      { seats: 70, count: 1 },
      { seats: 53, count: 1 },
    ]);
  });
});

describe('similar-trip bands', () => {
  it('bands distance, days, group size and region', () => {
    expect([0, 49.9, 50, 299, 300, 600].map(distanceBand)).toEqual([
      'under 50 km',
      'under 50 km',
      '50–150 km',
      '150–300 km',
      '300–600 km',
      '600 km or more',
    ]);
    expect([1, 16, 17, 53, 54, 71].map(groupBand)).toEqual([
      '1–16 people',
      '1–16 people',
      '17–33 people',
      '34–53 people',
      '54–70 people',
      '71 people or more',
    ]);
    expect([1, 2, 3, 4, 5, 14].map(daysBand)).toEqual([
      '1 day',
      '2 days',
      '3–4 days',
      '3–4 days',
      '5 days or more',
      '5 days or more',
    ]);
    expect(regionOf({ lat: 51.8985, lng: -8.4756 })).toBe('Munster');
    expect(regionOf({ lat: 53.3498, lng: -6.2603 })).toBe('Leinster');
    expect(regionOf({ lat: 54.597, lng: -5.93 })).toBe('Ulster');
    expect(regionOf({ lat: 53.2707, lng: -9.0568 })).toBe('Connacht');
    expect(regionOf(null)).toBe('unknown');
  });
});
