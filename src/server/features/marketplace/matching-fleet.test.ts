import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FleetVehicle } from '@shared/marketplace/operators';
import { chooseVehicles, countVehicles } from '@shared/trips/vehicles';
import {
  type Unavailability,
  canSeat,
  fewestVehicles,
  freeFleetFor,
  leadDays,
} from './matching-fleet';

const coach = (seats: number, count = 1, type = 'Coach'): FleetVehicle => ({
  type,
  seats,
  count,
  amenities: [],
});
const booked = (starts_on: string, ends_on = starts_on): Unavailability => ({
  starts_on,
  ends_on,
  vehicle: null,
});
const vehicleOut = (type: string, seats: number, starts_on: string, ends_on = starts_on) => ({
  starts_on,
  ends_on,
  vehicle: { type, seats },
});

describe('leadDays', () => {
  it('asks for the travel date, and the return date of a return trip when it differs', () => {
    const lead = { date_of_travel: '2027-03-12', is_return_trip: false, return_date: null };
    expect(leadDays(lead)).toEqual(['2027-03-12']);
    expect(leadDays({ ...lead, is_return_trip: true, return_date: '2027-03-14' })).toEqual([
      '2027-03-12',
      '2027-03-14',
    ]);
    expect(leadDays({ ...lead, is_return_trip: true, return_date: '2027-03-12' })).toEqual([
      '2027-03-12',
    ]);
    // A return date left over from a one-way request is not asked.
    expect(leadDays({ ...lead, return_date: '2027-03-14' })).toEqual(['2027-03-12']);
  });
});

describe('freeFleetFor', () => {
  const fleet = [coach(16, 1, 'Minibus'), coach(49, 2)];

  it('frees the whole fleet when no range covers the days', () => {
    const ranges = [booked('2027-03-01', '2027-03-11'), booked('2027-03-13')];
    expect(freeFleetFor(fleet, ranges, ['2027-03-12'], 45)).toEqual({ fleet, busy: null });
  });

  it('finds a company fully booked on the first day a range covers, the ends included', () => {
    for (const day of ['2027-03-10', '2027-03-12', '2027-03-14']) {
      const result = freeFleetFor(fleet, [booked('2027-03-10', '2027-03-14')], [day], 10);
      expect(result).toEqual({ fleet: [], busy: { day, fullyBooked: true } });
    }
    const returnDay = freeFleetFor(fleet, [booked('2027-03-14')], ['2027-03-12', '2027-03-14'], 10);
    expect(returnDay.busy).toEqual({ day: '2027-03-14', fullyBooked: true });
  });

  it('takes one vehicle of the named type and seats out per range', () => {
    const one = freeFleetFor(fleet, [vehicleOut('Coach', 49, '2027-03-12')], ['2027-03-12'], 45);
    expect(one).toEqual({ fleet: [coach(16, 1, 'Minibus'), coach(49, 1)], busy: null });
    const both = freeFleetFor(
      fleet,
      [vehicleOut('Coach', 49, '2027-03-10', '2027-03-12'), vehicleOut('Coach', 49, '2027-03-12')],
      ['2027-03-12'],
      45,
    );
    expect(both).toEqual({
      fleet: [coach(16, 1, 'Minibus')],
      busy: { day: '2027-03-12', fullyBooked: false },
    });
  });

  it('ignores a range naming a vehicle the fleet no longer lists', () => {
    const gone = [
      vehicleOut('Coach', 53, '2027-03-12'),
      vehicleOut('Midi coach', 49, '2027-03-12'),
    ];
    expect(freeFleetFor(fleet, gone, ['2027-03-12'], 45)).toEqual({ fleet, busy: null });
  });

  it('keeps, of each kind, the fewest free on any of the days: the same vehicles go and return', () => {
    const ranges = [vehicleOut('Coach', 49, '2027-03-14'), vehicleOut('Minibus', 16, '2027-03-12')];
    const result = freeFleetFor(fleet, ranges, ['2027-03-12', '2027-03-14'], 45);
    expect(result).toEqual({ fleet: [coach(49, 1)], busy: null });
    // 60 people: 65 seats free each day, but only one 49-seat coach free on both.
    expect(freeFleetFor(fleet, ranges, ['2027-03-12', '2027-03-14'], 60).busy).toEqual({
      day: '2027-03-14',
      fullyBooked: false,
    });
  });

  it('lets several free vehicles seat a large group together, and says when they no longer can', () => {
    const big = [coach(49, 3)];
    const twoFree = freeFleetFor(big, [vehicleOut('Coach', 49, '2027-03-12')], ['2027-03-12'], 90);
    expect(twoFree.busy).toBeNull();
    const oneFree = freeFleetFor(
      big,
      [vehicleOut('Coach', 49, '2027-03-12'), vehicleOut('Coach', 49, '2027-03-12')],
      ['2027-03-12'],
      90,
    );
    expect(oneFree.busy).toEqual({ day: '2027-03-12', fullyBooked: false });
  });

  it('never frees more than the fleet, and is busy exactly when the free part cannot seat the group', () => {
    const day = fc.integer({ min: 1, max: 9 }).map((d) => `2027-03-0${d}`);
    const range = fc
      .tuple(day, day, fc.option(fc.constantFrom(['Coach', 49] as const, ['Minibus', 16] as const)))
      .map(([a, b, vehicle]): Unavailability => ({
        starts_on: a < b ? a : b,
        ends_on: a < b ? b : a,
        vehicle: vehicle ? { type: vehicle[0], seats: vehicle[1] } : null,
      }));
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 6 }),
        fc.array(day, { minLength: 1, maxLength: 2 }),
        fc.integer({ min: 1, max: 120 }),
        (ranges, days, people) => {
          const result = freeFleetFor(fleet, ranges, days, people);
          for (const vehicle of result.fleet) {
            const listed = fleet.find((kind) => kind.type === vehicle.type)!;
            expect(vehicle.count).toBeGreaterThan(0);
            expect(vehicle.count).toBeLessThanOrEqual(listed.count);
          }
          if (result.busy === null) expect(canSeat(result.fleet, people)).toBe(true);
          if (!canSeat(fleet, people)) expect(result.busy).not.toBeNull();
        },
      ),
    );
  });
});

describe('fewestVehicles', () => {
  it('takes the largest first and, last, the smallest kind left that seats the rest', () => {
    const fleet = [coach(16, 2, 'Minibus'), coach(53, 2), coach(33, 1)];
    expect(fewestVehicles(fleet, 120)).toEqual([
      { seats: 53, count: 2 },
      { seats: 16, count: 1 },
    ]);
    expect(fewestVehicles(fleet, 130)).toEqual([
      { seats: 53, count: 2 },
      { seats: 33, count: 1 },
    ]);
    expect(fewestVehicles(fleet, 40)).toEqual([{ seats: 53, count: 1 }]);
    expect(fewestVehicles(fleet, 200)).toBeNull();
  });
});

describe('canSeat with the number of vehicles a large group is split into', () => {
  it('asks a company to carry 120 people in the 3 vehicles of 2 × 53 + 1 × 16', () => {
    const maxVehicles = countVehicles(chooseVehicles(120));
    expect(maxVehicles).toBe(3);
    expect(canSeat([coach(53, 2), coach(16, 1, 'Minibus')], 120, maxVehicles)).toBe(true);
    expect(canSeat([coach(49, 3)], 120, maxVehicles)).toBe(true);
    expect(canSeat([coach(33, 4)], 120, maxVehicles)).toBe(false);
    expect(canSeat([coach(16, 10, 'Minibus')], 120, maxVehicles)).toBe(false);
    // Without the limit, seats across the fleet are enough, as for a group one vehicle seats.
    expect(canSeat([coach(16, 10, 'Minibus')], 120)).toBe(true);
  });

  it('never needs more vehicles than it says, and always seats the group with them', () => {
    const kind = fc.record({
      seats: fc.integer({ min: 1, max: 80 }),
      count: fc.integer({ min: 1, max: 6 }),
    });
    fc.assert(
      fc.property(
        fc.array(kind, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 400 }),
        (kinds, people) => {
          const fleet = kinds.map(({ seats, count }) => coach(seats, count));
          const vehicles = fewestVehicles(fleet, people);
          const total = fleet.reduce((sum, v) => sum + v.seats * v.count, 0);
          if (total < people) {
            expect(vehicles).toBeNull();
            return;
          }
          const seated = vehicles!.reduce((sum, v) => sum + v.seats * v.count, 0);
          expect(seated).toBeGreaterThanOrEqual(people);
          const n = countVehicles(vehicles!);
          // The fewest: the n - 1 largest vehicles of the fleet do not seat the group.
          const largest = fleet
            .flatMap((v) => Array.from({ length: v.count }, () => v.seats))
            .sort((a, b) => b - a)
            .slice(0, n - 1);
          expect(largest.reduce((sum, seats) => sum + seats, 0)).toBeLessThan(people);
          expect(canSeat(fleet, people, n)).toBe(true);
        },
      ),
    );
  });
});
