import { COUNTIES } from '@shared/marketplace/operators';
import type { LatLng } from '@shared/places/places';
import type { ItineraryDays } from '@shared/trips/itinerary';
import { findNearestCounty, loadGazetteer } from '../places';

/**
 * What stays of a place once a request is anonymised: its county, never the street or venue the
 * customer typed (docs/product.md#my-requests-and-privacy). Coordinates are rounded to a tenth of
 * a degree (about 10 km), enough for figures by area and no closer.
 */

export const ERASED_NAME = 'Erased';

const countyLabel = (county: string) => `Co. ${county}`;

/** The county the text names ("… Patrick St, Cork"), when it names exactly one. */
function countyNamed(text: string): string | null {
  const named = COUNTIES.filter((county) =>
    new RegExp(`(^|[^\\p{L}])${county}($|[^\\p{L}])`, 'iu').test(text),
  );
  return named.length === 1 ? named[0]! : null;
}

export function placeCounty(text: string, point: Partial<LatLng> | null): string {
  if (point && typeof point.lat === 'number' && typeof point.lng === 'number') {
    const county = findNearestCounty(loadGazetteer(), { lat: point.lat, lng: point.lng });
    if (county) return countyLabel(county);
  }
  const named = countyNamed(text);
  return named ? countyLabel(named) : 'Ireland';
}

export const roundCoordinate = (value: number | null) =>
  value === null ? null : Math.round(value * 10) / 10;

/** The days and waits as sent, each stop reduced to its county. */
export function anonymiseItinerary(days: ItineraryDays | null): ItineraryDays | null {
  if (!days) return null;
  return days.map((day) => ({
    ...day,
    stops: day.stops.map((stop) => ({
      place: placeCounty(stop.place, stop),
      lat: roundCoordinate(stop.lat)!,
      lng: roundCoordinate(stop.lng)!,
      wait_minutes: stop.wait_minutes,
    })),
  }));
}
