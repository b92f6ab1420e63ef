import type { FastifyBaseLogger } from 'fastify';
import type { Place } from '@shared/places/places';
import type { GazetteerPlace } from './gazetteer';
import type { Geocoder } from './geocoder';
import type { LookupAllowance } from './lookup-allowance';
import { haversineKm } from './geo';
import { normaliseText } from './normalise';
import { MATCH, type PlaceIndex } from './search';

/** Below this many characters a street-address lookup is noise (and load on the geocoder). */
const GEOCODER_MIN_QUERY_LENGTH = 3;
/** A geocoder result this close to a gazetteer place of the same name is that place. */
const SAME_PLACE_KM = 2;

export function toPlace({ name, address, county, kind, lat, lng }: Place): Place {
  return { name, address, county, kind, lat, lng };
}

function isSamePlace(a: Place, b: Place): boolean {
  return normaliseText(a.name) === normaliseText(b.name) && haversineKm(a, b) < SAME_PLACE_KM;
}

/**
 * Gazetteer places whose name starts with the query (or one of its words) come first, then
 * the geocoder's street addresses, then looser gazetteer matches; duplicates are dropped.
 */
export function mergePlaces(
  local: readonly { place: GazetteerPlace; match: number }[],
  remote: readonly Place[],
  limit: number,
): Place[] {
  const strong = local.filter(({ match }) => match <= MATCH.wordPrefix).map(({ place }) => place);
  const weak = local.filter(({ match }) => match > MATCH.wordPrefix).map(({ place }) => place);
  const merged: Place[] = [];
  for (const place of [...strong, ...remote, ...weak]) {
    if (merged.length === limit) break;
    if (!merged.some((other) => isSamePlace(other, place))) merged.push(toPlace(place));
  }
  return merged;
}

export async function findPlaces(
  query: string,
  limit: number,
  sources: { index: PlaceIndex; geocoder?: Geocoder | undefined },
  log: Pick<FastifyBaseLogger, 'warn'>,
  mayCall?: LookupAllowance,
): Promise<Place[]> {
  const local = sources.index.search(query, limit);
  if (!sources.geocoder || normaliseText(query).length < GEOCODER_MIN_QUERY_LENGTH) {
    return local.map(({ place }) => toPlace(place));
  }
  const remote = await sources.geocoder.search(query, limit, log, mayCall);
  return mergePlaces(local, remote, limit);
}
