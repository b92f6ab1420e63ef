import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { IRELAND_BOUNDS, isWithinIreland, type LatLng, type Place } from '@shared/places/places';
import { type LookupAllowance, alwaysAllowed } from './lookup-allowance';
import { normaliseText } from './normalise';

/**
 * Street addresses from an optional Nominatim-compatible geocoder (GEOCODER_URL). It only adds
 * to the gazetteer: any failure answers [] and the search goes on without it.
 */

const GEOCODER_TIMEOUT_MS = 2_000;
/** After a failure the geocoder is left alone this long, so an outage costs one slow search. */
const COOLDOWN_MS = 30_000;
/** Nominatim's usage policy asks clients to cache; typing repeats the same prefixes. */
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX_ENTRIES = 500;
const NOMINATIM_MAX_LIMIT = 40;

const nominatimResultSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  name: z.string().optional(),
  display_name: z.string(),
  address: z.record(z.string(), z.string()).optional(),
});
type NominatimResult = z.infer<typeof nominatimResultSchema>;

export type CountyResolver = (named: string | undefined, point: LatLng) => string;
export type GeocoderOptions = {
  baseUrl: string;
  userAgent: string;
  resolveCounty: CountyResolver;
  timeoutMs?: number;
  cooldownMs?: number;
  now?: () => number;
};
export type Geocoder = {
  search: (
    query: string,
    limit: number,
    log: Pick<FastifyBaseLogger, 'warn'>,
    mayCall?: LookupAllowance,
  ) => Promise<Place[]>;
};

/** `GEOCODER_URL` is the service root; a URL already ending in /search is taken as it is. */
export function geocoderSearchUrl(baseUrl: string, query: string, limit: number): string {
  const root = baseUrl.replace(/\/+$/, '');
  const params = new URLSearchParams({
    q: query,
    format: 'jsonv2',
    addressdetails: '1',
    limit: String(limit),
    countrycodes: 'ie,gb',
    viewbox: [
      IRELAND_BOUNDS.west,
      IRELAND_BOUNDS.north,
      IRELAND_BOUNDS.east,
      IRELAND_BOUNDS.south,
    ].join(),
    bounded: '1',
    'accept-language': 'en',
  });
  return `${root.endsWith('/search') ? root : `${root}/search`}?${params}`;
}

/**
 * Northern Ireland's box, for a GB result that names no state; north of 55.25° only Rathlin
 * (west of -6°) is Irish, the rest is Kintyre in Scotland.
 */
function isInNorthernIrelandBox({ lat, lon }: NominatimResult): boolean {
  if (lat < 54.0 || lat > 55.32 || lon < -8.2 || lon > -5.4) return false;
  return lat <= 55.25 || lon < -6.0;
}

/** Great Britain results are kept only in Northern Ireland (the viewbox also takes in Kintyre). */
function isOnTheIsland(result: NominatimResult): boolean {
  const country = result.address?.country_code?.toLowerCase();
  const state = result.address?.state;
  if (!isWithinIreland({ lat: result.lat, lng: result.lon })) return false;
  if (country === 'ie') return true;
  if (country !== 'gb') return false;
  return state ? state === 'Northern Ireland' : isInNorthernIrelandBox(result);
}

export function toAddressPlace(result: NominatimResult, resolveCounty: CountyResolver): Place {
  const address = result.address ?? {};
  const point = { lat: result.lat, lng: result.lon };
  const street = [address.house_number, address.road].filter(Boolean).join(' ');
  const locality = address.city ?? address.town ?? address.village ?? address.hamlet;
  const county = resolveCounty(address.county, point);
  const name = result.name || street || result.display_name.split(',')[0]!.trim();
  const parts = [name, street, address.suburb, locality, `Co. ${county}`, address.postcode];
  const unique = [...new Set(parts.filter((part): part is string => Boolean(part)))];
  return { name, address: unique.join(', '), county, kind: 'address', ...point };
}

export function createGeocoder(options: GeocoderOptions): Geocoder {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; places: Place[] }>();
  let resumeAt = 0;

  async function fetchPlaces(query: string, limit: number): Promise<Place[]> {
    const response = await fetch(geocoderSearchUrl(options.baseUrl, query, limit), {
      headers: { accept: 'application/json', 'user-agent': options.userAgent },
      signal: AbortSignal.timeout(options.timeoutMs ?? GEOCODER_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`geocoder answered HTTP ${response.status}`);
    const body = z.array(z.unknown()).parse(await response.json());
    return body
      .flatMap((item) => {
        const parsed = nominatimResultSchema.safeParse(item);
        return parsed.success && isOnTheIsland(parsed.data) ? [parsed.data] : [];
      })
      .map((result) => toAddressPlace(result, options.resolveCounty));
  }

  async function search(
    query: string,
    limit: number,
    log: Pick<FastifyBaseLogger, 'warn'>,
    mayCall: LookupAllowance = alwaysAllowed,
  ) {
    const key = `${limit}|${normaliseText(query)}`;
    const cached = cache.get(key);
    if (cached && now() - cached.at < CACHE_TTL_MS) return cached.places;
    if (now() < resumeAt || !(await mayCall())) return [];
    try {
      const places = await fetchPlaces(query, Math.min(limit * 2, NOMINATIM_MAX_LIMIT));
      cache.delete(key);
      cache.set(key, { at: now(), places });
      if (cache.size > CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
      return places;
    } catch (error) {
      resumeAt = now() + (options.cooldownMs ?? COOLDOWN_MS);
      log.warn({ err: error }, 'geocoder failed; answering from the gazetteer');
      return [];
    }
  }

  return { search };
}
