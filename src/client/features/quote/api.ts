import { queryOptions, useMutation } from '@tanstack/react-query';
import type { LeadRequest } from '@shared/leads';
import {
  formatLatLng,
  mapConfigSchema,
  PLACE_LIMIT_DEFAULT,
  placesResponseSchema,
  routeResponseSchema,
  type LatLng,
  type Place,
} from '@shared/places';
import { ApiError, apiGet, apiPost } from '@/lib/api-client';

export const SUGGESTION_LIMIT = PLACE_LIMIT_DEFAULT;
/** Fewer characters than this match half the island; wait for more. */
export const MIN_QUERY_LENGTH = 2;

export function searchPlaces(q: string, limit: number, signal?: AbortSignal): Promise<Place[]> {
  return apiGet<unknown>('/places', { query: { q, limit }, signal }).then((body) =>
    placesResponseSchema.parse(body),
  );
}

/** Spec: autocomplete from `GET /places?q=&limit=8`. */
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
  });
}

export async function fetchRoute(from: LatLng, to: LatLng, roundTrip: boolean) {
  const query = { from: formatLatLng(from), to: formatLatLng(to), round_trip: roundTrip };
  return routeResponseSchema.parse(await apiGet<unknown>('/route', { query }));
}

export type SubmitQuoteInput = { body: LeadRequest; idempotencyKey: string };

/** Lost connections and overloaded proxies are worth a retry; the key makes retries harmless. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && [0, 502, 503, 504].includes(error.status);
}

export function useSubmitQuote() {
  return useMutation({
    // The stored lead is not read back: the next page only needs to know it was accepted.
    mutationFn: ({ body, idempotencyKey }: SubmitQuoteInput) =>
      apiPost<unknown>('/bus-quote', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    retry: (failures, error) => failures < 2 && isTransient(error),
    retryDelay: (attempt) => 1000 * 2 ** attempt,
  });
}
