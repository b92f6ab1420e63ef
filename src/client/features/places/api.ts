import { queryOptions } from '@tanstack/react-query';
import {
  formatLatLng,
  mapConfigSchema,
  PLACE_LIMIT_DEFAULT,
  placesResponseSchema,
  routeResponseSchema,
  type LatLng,
  type Place,
} from '@shared/places/places';
import { apiGet } from '@/lib/api-client';

export const SUGGESTION_LIMIT = PLACE_LIMIT_DEFAULT;
/** Fewer characters than this match half the island; wait for more. */
export const MIN_QUERY_LENGTH = 2;

export function searchPlaces(q: string, limit: number, signal?: AbortSignal): Promise<Place[]> {
  return apiGet<unknown>('/places', { query: { q, limit }, signal }).then((body) =>
    placesResponseSchema.parse(body),
  );
}

/** Autocomplete from `GET /places?q=&limit=8` (docs/product.md#place-search). */
export function placeSuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['places', q],
    queryFn: ({ signal }) => searchPlaces(q, SUGGESTION_LIMIT, signal),
    staleTime: 5 * 60_000,
    // The next keystroke is the retry; a stale list helps nobody.
    retry: false,
  });
}

export function mapConfigQueryOptions() {
  return queryOptions({
    queryKey: ['map-config'],
    queryFn: async ({ signal }) => mapConfigSchema.parse(await apiGet<unknown>('/map', { signal })),
    staleTime: Infinity,
    // When it fails the page simply shows no map.
    retry: false,
  });
}

export async function fetchRoute(from: LatLng, to: LatLng, roundTrip: boolean) {
  const query = { from: formatLatLng(from), to: formatLatLng(to), round_trip: roundTrip };
  return routeResponseSchema.parse(await apiGet<unknown>('/route', { query }));
}
