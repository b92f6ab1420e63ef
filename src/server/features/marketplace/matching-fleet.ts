import type { FleetVehicle } from '@shared/marketplace/operators';
import { type VehicleCount, countVehicles } from '@shared/trips/vehicles';

/**
 * What of a company's fleet can carry a group, and on which days it is free
 * (docs/product.md#availability). Pure, like the rest of matching.
 */

/** Days a company cannot work: all of it, or one vehicle of a kind of its fleet. */
export type Unavailability = {
  starts_on: string;
  /** The last unavailable day (inclusive). */
  ends_on: string;
  /** Null: the whole company is fully booked. */
  vehicle: { type: string; seats: number } | null;
};

/** The first day a company has no free vehicle big enough, and whether it was fully booked. */
export type Busy = { day: string; fullyBooked: boolean };

export const fleetSeats = (fleet: readonly FleetVehicle[]) =>
  fleet.reduce((total, vehicle) => total + vehicle.seats * vehicle.count, 0);

/** The smallest vehicle seating the whole group (the first listed among equals). */
export function smallestFitting(
  fleet: readonly FleetVehicle[],
  people: number,
): FleetVehicle | null {
  let best: FleetVehicle | null = null;
  for (const vehicle of fleet) {
    if (vehicle.seats >= people && (!best || vehicle.seats < best.seats)) best = vehicle;
  }
  return best;
}

/**
 * The fewest of the fleet's vehicles that seat the group together: the largest first, the last
 * one the smallest kind left that takes the rest. Null when the whole fleet is too small.
 */
export function fewestVehicles(
  fleet: readonly FleetVehicle[],
  people: number,
): VehicleCount[] | null {
  const left = fleet
    .filter((vehicle) => vehicle.count > 0)
    .map((vehicle) => ({ seats: vehicle.seats, count: vehicle.count }))
    .sort((a, b) => b.seats - a.seats);
  const taken = new Map<number, number>();
  let rest = people;
  for (const kind of left) {
    while (rest > 0 && kind.count > 0) {
      // The last vehicle: the smallest kind still free that seats everyone left.
      const last = [...left].reverse().find((other) => other.count > 0 && other.seats >= rest);
      const chosen = last ?? kind;
      chosen.count -= 1;
      taken.set(chosen.seats, (taken.get(chosen.seats) ?? 0) + 1);
      rest -= chosen.seats;
    }
  }
  if (rest > 0) return null;
  return [...taken].map(([seats, count]) => ({ seats, count })).sort((a, b) => b.seats - a.seats);
}

/**
 * One vehicle seats the group, or, for a group larger than that, the vehicles together do — in
 * at most `maxVehicles` vehicles, the number the trip plan told the customer
 * (docs/product.md#large-groups).
 */
export function canSeat(fleet: readonly FleetVehicle[], people: number, maxVehicles = Infinity) {
  if (smallestFitting(fleet, people) !== null) return true;
  const vehicles = fewestVehicles(fleet, people);
  return vehicles !== null && countVehicles(vehicles) <= maxVehicles;
}

/**
 * The days a lead needs a vehicle: the travel date and, for a return trip, the return date.
 * Days in between are not asked: a coach may go home between the two legs.
 */
export function leadDays(lead: {
  date_of_travel: string;
  is_return_trip: boolean;
  return_date: string | null;
}): string[] {
  const { date_of_travel: out, return_date: back } = lead;
  return lead.is_return_trip && back && back !== out ? [out, back] : [out];
}

const covers = (range: Unavailability, day: string) =>
  range.starts_on <= day && day <= range.ends_on;

/**
 * How many of each kind of vehicle are free on `day` (aligned with `fleet`), or null when the
 * whole company is fully booked. Each vehicle range takes one vehicle of its type and seats out.
 */
function freeCountsOn(
  fleet: readonly FleetVehicle[],
  ranges: readonly Unavailability[],
  day: string,
): number[] | null {
  const counts = fleet.map((vehicle) => vehicle.count);
  for (const range of ranges) {
    if (!covers(range, day)) continue;
    const named = range.vehicle;
    if (!named) return null;
    const kind = fleet.findIndex(
      (vehicle, index) =>
        counts[index]! > 0 && vehicle.type === named.type && vehicle.seats === named.seats,
    );
    if (kind >= 0) counts[kind]! -= 1;
  }
  return counts;
}

const kindsLeft = (fleet: readonly FleetVehicle[], counts: readonly number[]) =>
  fleet.flatMap((vehicle, index) =>
    counts[index]! > 0 ? [{ ...vehicle, count: counts[index]! }] : [],
  );

/**
 * The vehicles free on every day the lead needs (the same vehicles take the group out and back),
 * and the first of those days from which they cannot seat the group (null when they can).
 */
export function freeFleetFor(
  fleet: readonly FleetVehicle[],
  ranges: readonly Unavailability[],
  days: readonly string[],
  people: number,
  maxVehicles = Infinity,
): { fleet: FleetVehicle[]; busy: Busy | null } {
  let fewest = fleet.map((vehicle) => vehicle.count);
  let busy: Busy | null = null;
  for (const day of days) {
    const counts = freeCountsOn(fleet, ranges, day) ?? fleet.map(() => 0);
    fewest = fewest.map((count, index) => Math.min(count, counts[index]!));
    if (!busy && !canSeat(kindsLeft(fleet, fewest), people, maxVehicles)) {
      busy = { day, fullyBooked: ranges.some((range) => !range.vehicle && covers(range, day)) };
    }
  }
  return { fleet: kindsLeft(fleet, fewest), busy };
}
