import type { LatLng } from '@shared/places/places';
import type { RateCard } from '@shared/trips/rate-card';
import { ROAD_FACTOR, haversineKm } from '../places';
import type { TripFacts } from './estimate-bands';

/** A vehicle's size factor: the first band that seats it; above the largest, the largest's. */
export function vehicleFactor(card: RateCard, seats: number): number {
  const band = card.vehicle_bands.find((candidate) => seats <= candidate.max_seats);
  return (band ?? card.vehicle_bands[card.vehicle_bands.length - 1]!).factor;
}

/**
 * The vehicles for a group when the plan names none: as many of the largest band as are full,
 * and the smallest band that seats the rest.
 */
export function vehiclesForGroup(card: RateCard, people: number): TripFacts['vehicles'] {
  const largest = card.vehicle_bands[card.vehicle_bands.length - 1]!.max_seats;
  const full = Math.floor(people / largest);
  const rest = people - full * largest;
  const vehicles = full > 0 ? [{ seats: largest, count: full }] : [];
  const fits = card.vehicle_bands.find((band) => rest <= band.max_seats)!;
  if (rest > 0) vehicles.push({ seats: fits.max_seats, count: 1 });
  return vehicles;
}

/** Road km by the offline estimate (docs/decisions/007-distance-estimate.md). */
const roadKm = (from: LatLng, to: LatLng) => haversineKm(from, to) * ROAD_FACTOR;

/**
 * The base nearest `start` by equirectangular distance (enough to rank), or null with no base or
 * no start on a map (and so no empty running).
 */
export function nearestBase(bases: readonly LatLng[], start: LatLng | null): LatLng | null {
  if (!start) return null;
  const lngScale = Math.cos((start.lat * Math.PI) / 180);
  let nearest: LatLng | null = null;
  let best = Infinity;
  for (const base of bases) {
    const distance = (base.lat - start.lat) ** 2 + ((base.lng - start.lng) * lngScale) ** 2;
    if (distance < best) {
      best = distance;
      nearest = base;
    }
  }
  return nearest;
}

/**
 * The empty kilometres of one vehicle: from the nearest verified company's base to the start
 * and from the end back to it; none when no company is verified or the place is not on a map.
 */
export function emptyRunningKm(trip: TripFacts, base: LatLng | null): number {
  if (!base) return 0;
  return (trip.start ? roadKm(base, trip.start) : 0) + (trip.end ? roadKm(trip.end, base) : 0);
}

/**
 * The least a hire of these vehicles costs under the card: one day's minimum hours per vehicle,
 * at its size. No estimate shows a figure below it (docs/product.md#price-estimate).
 */
export function rateCardMinimum(card: RateCard, trip: TripFacts): number {
  const timeCharge = Math.min(card.minimum_hours * card.per_hour, card.day_rate);
  return trip.vehicles.reduce(
    (sum, vehicle) => sum + timeCharge * vehicleFactor(card, vehicle.seats) * vehicle.count,
    0,
  );
}

/**
 * The rate card's typical price in euro (docs/product.md#rate-card), per vehicle and day: the
 * duty hours (at least the minimum hours) at the hourly rate, capped at the day rate, plus the
 * day's kilometres, both × the vehicle's size factor; a second-driver supplement on a day the
 * driver-hours check says needs one, a driver-overnight supplement on a day it says needs an
 * overnight; the empty kilometres from the nearest base; all × the first day's month factor.
 */
export function rateCardPrice(card: RateCard, trip: TripFacts, base: LatLng | null): number {
  const month = Number(trip.days[0]?.date.slice(5, 7) ?? 1);
  const season = card.season_factors[month - 1] ?? 1;
  const emptyKm = emptyRunningKm(trip, base);
  let total = 0;
  for (const vehicle of trip.vehicles) {
    const factor = vehicleFactor(card, vehicle.seats);
    let perVehicle = emptyKm * card.empty_running_per_km;
    for (const day of trip.days) {
      const hours = Math.max(day.duty_minutes / 60, card.minimum_hours);
      const time = Math.min(hours * card.per_hour, card.day_rate);
      perVehicle += (time + day.distance_km * card.per_km) * factor;
      if (day.verdict === 'second_driver') perVehicle += card.second_driver;
      if (day.verdict === 'overnight') perVehicle += card.driver_overnight;
    }
    total += perVehicle * vehicle.count;
  }
  return total * season;
}
