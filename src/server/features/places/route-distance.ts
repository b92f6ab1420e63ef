import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { type LatLng, type RouteResponse, roundDistanceKm } from '@shared/places/places';
import { haversineKm } from './geo';
import { type LookupAllowance, alwaysAllowed } from './lookup-allowance';

/**
 * Road distance ÷ great-circle distance for trips in Ireland, used when no router answers;
 * why 1.25 is in docs/decisions/007-distance-estimate.md.
 */
export const ROAD_FACTOR = 1.25;
/** A router slower than this is treated as down: the form is waiting on it. */
const ROUTER_TIMEOUT_MS = 3_000;

/** The router answered, and there is no road route between the points (e.g. an island). */
export class NoRouteError extends Error {
  constructor(readonly code: string) {
    super(`No route (${code})`);
    this.name = 'NoRouteError';
  }
}

export type RouterOptions = { baseUrl: string; userAgent: string; timeoutMs?: number };
type Log = Pick<FastifyBaseLogger, 'warn'>;

/** Pick-up → drop-off, and back to the pick-up for a round trip. */
export function journeyStops(from: LatLng, to: LatLng, isRoundTrip: boolean): LatLng[] {
  return isRoundTrip ? [from, to, from] : [from, to];
}

/** The total is the sum of the unrounded legs, so it never drifts by the legs' rounding. */
function toRouteResponse(legsKm: number[], estimated: boolean): RouteResponse {
  const total = legsKm.reduce((sum, km) => sum + km, 0);
  return { distance_km: roundDistanceKm(total), legs_km: legsKm.map(roundDistanceKm), estimated };
}

export function estimateRoute(stops: readonly LatLng[]): RouteResponse {
  const legs = stops.slice(1).map((stop, i) => haversineKm(stops[i]!, stop) * ROAD_FACTOR);
  return toRouteResponse(legs, true);
}

const osrmResponseSchema = z.object({
  code: z.string(),
  routes: z
    .array(z.object({ legs: z.array(z.object({ distance: z.number().nonnegative() })) }))
    .optional(),
});
/** OSRM's answers meaning "no road connects these points", as opposed to "cannot answer". */
const NO_ROUTE_CODES = new Set(['NoRoute', 'NoSegment']);

/** OSRM wants lng,lat pairs joined by ';'. */
export function osrmRouteUrl(baseUrl: string, stops: readonly LatLng[]): string {
  const coordinates = stops.map(({ lat, lng }) => `${lng.toFixed(6)},${lat.toFixed(6)}`).join(';');
  const query = 'overview=false&alternatives=false&exclude=ferry';
  return `${baseUrl.replace(/\/+$/, '')}/route/v1/driving/${coordinates}?${query}`;
}

/**
 * The driving distance from an OSRM-compatible router, ferries excluded
 * (docs/product.md#distance). Throws NoRouteError when the router says there is no route, and
 * any other error when it cannot answer.
 */
export async function fetchRoadRoute(
  stops: readonly LatLng[],
  options: RouterOptions,
): Promise<RouteResponse> {
  const response = await fetch(osrmRouteUrl(options.baseUrl, stops), {
    headers: { accept: 'application/json', 'user-agent': options.userAgent },
    signal: AbortSignal.timeout(options.timeoutMs ?? ROUTER_TIMEOUT_MS),
  });
  const body = osrmResponseSchema.safeParse(await response.json().catch(() => undefined));
  if (body.success && NO_ROUTE_CODES.has(body.data.code)) throw new NoRouteError(body.data.code);
  if (!response.ok || !body.success || body.data.code !== 'Ok') {
    const code = body.success ? body.data.code : 'an unreadable body';
    throw new Error(`router answered HTTP ${response.status} with ${code}`);
  }
  const legs = body.data.routes?.[0]?.legs;
  if (!legs || legs.length !== stops.length - 1) throw new Error('router answered without legs');
  return toRouteResponse(
    legs.map((leg) => leg.distance / 1000),
    false,
  );
}

/**
 * The road route when a router is configured and answers; the estimate when none is
 * configured, it is unreachable or the client has used up its lookups (`mayCall`). "No route"
 * from a working router is passed on.
 */
export async function findRoute(
  stops: readonly LatLng[],
  router: RouterOptions | undefined,
  log: Log,
  mayCall: LookupAllowance = alwaysAllowed,
): Promise<RouteResponse> {
  if (!router || !(await mayCall())) return estimateRoute(stops);
  try {
    return await fetchRoadRoute(stops, router);
  } catch (error) {
    if (error instanceof NoRouteError) throw error;
    log.warn({ err: error }, 'routing service failed; answering with an estimate');
    return estimateRoute(stops);
  }
}
