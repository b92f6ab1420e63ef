import type { DriverVerdict } from '@shared/trips/itinerary';
import type { LatLng } from '@shared/places/places';
import { findNearestCounty, loadGazetteer } from '../places';

/**
 * What the price estimate needs of a planned trip (docs/product.md#price-estimate): per day its
 * road distance, duty time and driver verdict (from the trip plan, docs/product.md#driver-hours),
 * the vehicles, and where it starts and ends (empty running from the nearest company's base).
 */
export type TripFacts = {
  number_of_people: number;
  days: { date: string; distance_km: number; duty_minutes: number; verdict: DriverVerdict }[];
  vehicles: { seats: number; count: number }[];
  /** The first day's first stop and the last day's last stop; null when not placed on a map. */
  start: LatLng | null;
  end: LatLng | null;
};

/** Bands that make two trips "similar": the same label in all five. */
export type TripBands = {
  distance_band: string;
  days_band: string;
  group_band: string;
  month: number;
  region: string;
};

const DISTANCE_BANDS = [50, 150, 300, 600] as const;
const GROUP_BANDS = [16, 33, 53, 70] as const;

/** "under 50 km", "50–150 km", …, "600 km or more" of upper limits (exclusive for km). */
function bandOf(value: number, limits: readonly number[], unit: string, inclusive: boolean) {
  let lower = inclusive ? 1 : 0;
  for (const limit of limits) {
    if (inclusive ? value <= limit : value < limit) {
      return lower === 0 ? `under ${limit} ${unit}` : `${lower}–${limit} ${unit}`;
    }
    lower = inclusive ? limit + 1 : limit;
  }
  return `${lower} ${unit} or more`;
}

export const distanceBand = (km: number) => bandOf(km, DISTANCE_BANDS, 'km', false);
export const groupBand = (people: number) => bandOf(people, GROUP_BANDS, 'people', true);
export function daysBand(days: number): string {
  if (days <= 2) return days === 1 ? '1 day' : '2 days';
  return days <= 4 ? '3–4 days' : '5 days or more';
}

/** The four provinces, by the gazetteer's county names (Northern Ireland's six are Ulster). */
const PROVINCE_COUNTIES: Record<string, readonly string[]> = {
  Leinster: [
    'Carlow',
    'Dublin',
    'Kildare',
    'Kilkenny',
    'Laois',
    'Longford',
    'Louth',
    'Meath',
    'Offaly',
    'Westmeath',
    'Wexford',
    'Wicklow',
  ],
  Munster: ['Clare', 'Cork', 'Kerry', 'Limerick', 'Tipperary', 'Waterford'],
  Connacht: ['Galway', 'Leitrim', 'Mayo', 'Roscommon', 'Sligo'],
  Ulster: [
    'Antrim',
    'Armagh',
    'Cavan',
    'Donegal',
    'Down',
    'Fermanagh',
    'Londonderry',
    'Monaghan',
    'Tyrone',
  ],
};
const PROVINCE_OF = new Map(
  Object.entries(PROVINCE_COUNTIES).flatMap(([province, counties]) =>
    counties.map((county) => [county, province] as const),
  ),
);

/** The pick-up region: the province of the nearest town's county; "unknown" when not placed. */
export function regionOf(start: LatLng | null): string {
  if (!start) return 'unknown';
  return PROVINCE_OF.get(findNearestCounty(loadGazetteer(), start)) ?? 'unknown';
}

export function tripBands(trip: TripFacts): TripBands {
  const km = trip.days.reduce((sum, day) => sum + day.distance_km, 0);
  return {
    distance_band: distanceBand(km),
    days_band: daysBand(trip.days.length),
    group_band: groupBand(trip.number_of_people),
    month: Number(trip.days[0]?.date.slice(5, 7) ?? 1),
    region: regionOf(trip.start),
  };
}
