import { z } from 'zod';

/**
 * The places, route and map contract (docs/product.md#places-and-distance), used by the server's
 * routes and by the quote form's map and location inputs.
 */

/** The map may not leave the island of Ireland; coordinates outside this box are refused. */
export const IRELAND_BOUNDS = { north: 55.5, south: 51.2, west: -10.8, east: -5.3 } as const;
export const MAP_CENTER = { lat: 53.3498, lng: -6.2603 } as const;
export const MAP_ZOOM = 12;
export const MAP_HEIGHT_PX = 320;

export const PLACE_QUERY_MAX = 100;
export const PLACE_LIMIT_DEFAULT = 8;
export const PLACE_LIMIT_MAX = 20;

/** 'address' is a street address from the optional online geocoder; the rest are gazetteer kinds. */
export const placeKindSchema = z.enum([
  'county',
  'city',
  'town',
  'airport',
  'port',
  'venue',
  'university',
  'landmark',
  'address',
]);

const latitudeSchema = z.number().min(IRELAND_BOUNDS.south).max(IRELAND_BOUNDS.north);
const longitudeSchema = z.number().min(IRELAND_BOUNDS.west).max(IRELAND_BOUNDS.east);

export const placeSchema = z.object({
  name: z.string(),
  address: z.string(),
  county: z.string(),
  kind: placeKindSchema,
  lat: latitudeSchema,
  lng: longitudeSchema,
});
export type Place = z.infer<typeof placeSchema>;
export const placesResponseSchema = z.array(placeSchema);

export const placeSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(PLACE_QUERY_MAX, `Search text must be at most ${PLACE_QUERY_MAX} characters`)
    .default(''),
  limit: z.coerce.number().int().min(1).max(PLACE_LIMIT_MAX).default(PLACE_LIMIT_DEFAULT),
});

export type LatLng = { lat: number; lng: number };

export function isWithinIreland({ lat, lng }: LatLng): boolean {
  return (
    lat >= IRELAND_BOUNDS.south &&
    lat <= IRELAND_BOUNDS.north &&
    lng >= IRELAND_BOUNDS.west &&
    lng <= IRELAND_BOUNDS.east
  );
}

/** `lat,lng` as the route query carries it; the inverse of `formatLatLng`. */
const LAT_LNG = /^(-?\d{1,3}(?:\.\d{1,12})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,12})?)$/;

export const latLngParamSchema = z
  .string()
  .trim()
  .max(60)
  .regex(LAT_LNG, 'Expected coordinates as lat,lng')
  .transform((text): LatLng => {
    const [, lat, lng] = LAT_LNG.exec(text) ?? [];
    return { lat: Number(lat), lng: Number(lng) };
  })
  .refine(isWithinIreland, 'Coordinates must be within the island of Ireland')
  .describe('Latitude,longitude (WGS 84) within the map bounds, e.g. 53.3498,-6.2603');

export function formatLatLng({ lat, lng }: LatLng): string {
  return `${lat},${lng}`;
}

export const routeQuerySchema = z.object({
  from: latLngParamSchema,
  to: latLngParamSchema,
  round_trip: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/**
 * A driving distance: the sum of its legs (one leg, or two for a round trip back to the pick-up).
 * `estimated` is true when no road router answered and the distance is great-circle × a road
 * factor (docs/decisions/007-distance-estimate.md), so the form can say "approximately".
 */
export const routeResponseSchema = z.object({
  distance_km: z.number().nonnegative(),
  legs_km: z.array(z.number().nonnegative()).min(1),
  estimated: z.boolean(),
});
export type RouteResponse = z.infer<typeof routeResponseSchema>;

export const mapConfigSchema = z.object({
  tile_url: z.string(),
  attribution: z.string(),
  center: z.object({ lat: z.number(), lng: z.number() }),
  zoom: z.number().int(),
  bounds: z.object({ north: z.number(), south: z.number(), west: z.number(), east: z.number() }),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

/** Kilometres to 2 decimals, rounding halves up (toFixed alone turns 1.005 into "1.00"). */
export function roundDistanceKm(km: number): number {
  if (!Number.isFinite(km)) throw new RangeError(`Not a distance: ${km}`);
  return Math.round((km + Number.EPSILON) * 100) / 100;
}

/**
 * The product's display form, "Route distance: X km" with X to 2 decimals
 * (docs/product.md#quote-form-messages).
 */
export function formatDistanceKm(km: number): string {
  const rounded = roundDistanceKm(km);
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(2);
}
