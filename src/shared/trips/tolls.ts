/**
 * Tolled roads a coach trip is likely to use (docs/product.md#likely-tolls,
 * docs/decisions/041-quote-gaps-and-likely-tolls.md). Without a routing service a trip is only
 * straight legs between its stops, so this says "likely", never "will".
 *
 * The toll points are APPROXIMATE: placed by hand at the toll plaza (or, for the barrier-free
 * M50 and the tunnels, the tolled crossing) from the Transport Infrastructure Ireland list of
 * national toll roads and the plazas' positions on OpenStreetMap, to within a couple of
 * kilometres. `axis` is the road's direction at the point in degrees from north (0–180: a road
 * runs both ways), also approximate.
 */
export type TollPoint = {
  road: string;
  name: string;
  lat: number;
  lng: number;
  axis: number;
};

export const TOLL_POINTS: readonly TollPoint[] = [
  { road: 'M50', name: 'M50 between junctions 6 and 7', lat: 53.372, lng: -6.374, axis: 0 },
  { road: 'M1', name: 'M1 Gormanston–Monasterboice', lat: 53.645, lng: -6.285, axis: 0 },
  { road: 'M4', name: 'M4 Enfield–Kinnegad', lat: 53.437, lng: -6.935, axis: 100 },
  { road: 'M3', name: 'M3 Clonee–Dunshaughlin', lat: 53.476, lng: -6.56, axis: 135 },
  { road: 'M3', name: 'M3 Navan–Kells', lat: 53.714, lng: -6.822, axis: 125 },
  { road: 'M6', name: 'M6 Galway–Ballinasloe', lat: 53.283, lng: -8.44, axis: 75 },
  { road: 'M7', name: 'M7 Portlaoise–Castletown', lat: 52.96, lng: -7.545, axis: 60 },
  { road: 'M8', name: 'M8 Portlaoise–Cullahill', lat: 52.825, lng: -7.43, axis: 15 },
  { road: 'M8', name: 'M8 Fermoy bypass', lat: 52.165, lng: -8.28, axis: 5 },
  { road: 'N25', name: 'N25 Waterford city bypass', lat: 52.266, lng: -7.158, axis: 80 },
  { road: 'N18', name: 'N18 Limerick Tunnel', lat: 52.66, lng: -8.68, axis: 0 },
  { road: 'Dublin Port Tunnel', name: 'Dublin Port Tunnel', lat: 53.366, lng: -6.24, axis: 160 },
];

/**
 * A leg is likely tolled when, with its straight line (STATED heuristic, decision 041):
 * - it is at least MIN_TOLLED_LEG_KM long (a shorter hop says nothing of the road taken);
 * - a toll point lies within the corridor: 10% of the leg's length either side, at least
 *   3 km and at most 25 km (roads stray further from a longer straight line);
 * - the point falls inside the leg, not in its first or last 5% (the towns at either end,
 *   where a coach joins or leaves the main road by any route);
 * - the leg runs within 40° of the road's direction (it travels along the road, not across it).
 */
export const MIN_TOLLED_LEG_KM = 20;
export const TOLL_CORRIDOR = { share: 0.1, minKm: 3, maxKm: 25 } as const;
const END_SHARE = 0.05;
const MAX_ANGLE_DEGREES = 40;
const EARTH_RADIUS_KM = 6371;

type Point = { lat: number; lng: number };

/**
 * x east, y north, in km from `origin`, on a flat map scaled at the leg's mean latitude (good
 * enough across Ireland, and the same map whichever way the leg is driven).
 */
function flatMap(from: Point, to: Point) {
  const radians = Math.PI / 180;
  const scale = Math.cos(((from.lat + to.lat) / 2) * radians);
  return (point: Point) => ({
    x: (point.lng - from.lng) * radians * EARTH_RADIUS_KM * scale,
    y: (point.lat - from.lat) * radians * EARTH_RADIUS_KM,
  });
}

/** The smaller angle between a leg's direction and a road's axis, 0–90°. */
function angleToAxis(x: number, y: number, axis: number) {
  const bearing = ((Math.atan2(x, y) * 180) / Math.PI + 360) % 180;
  const difference = Math.abs(bearing - axis) % 180;
  return Math.min(difference, 180 - difference);
}

/** The toll points a straight leg from `from` to `to` likely passes, in the order met. */
export function likelyTollsOnLeg(from: Point, to: Point): TollPoint[] {
  const flat = flatMap(from, to);
  const end = flat(to);
  const length = Math.hypot(end.x, end.y);
  if (length < MIN_TOLLED_LEG_KM) return [];
  const corridor = Math.min(
    Math.max(length * TOLL_CORRIDOR.share, TOLL_CORRIDOR.minKm),
    TOLL_CORRIDOR.maxKm,
  );
  const met: { point: TollPoint; along: number }[] = [];
  for (const point of TOLL_POINTS) {
    const p = flat(point);
    const along = (p.x * end.x + p.y * end.y) / length;
    const across = Math.abs(p.x * end.y - p.y * end.x) / length;
    const inside = along >= length * END_SHARE && along <= length * (1 - END_SHARE);
    if (inside && across <= corridor && angleToAxis(end.x, end.y, point.axis) <= MAX_ANGLE_DEGREES)
      met.push({ point, along });
  }
  return met.sort((a, b) => a.along - b.along).map((entry) => entry.point);
}

/**
 * The tolled roads an itinerary's days likely use, each road once, in the order first met
 * (['M4', 'M6'] for Dublin → Galway). Stops without coordinates break a leg: nothing is guessed.
 */
export function likelyTolledRoads(
  days: readonly { stops: readonly { lat: number | null; lng: number | null }[] }[],
): string[] {
  const roads: string[] = [];
  for (const day of days) {
    day.stops.forEach((stop, index) => {
      const next = day.stops[index + 1];
      if (!next || stop.lat === null || stop.lng === null || next.lat === null || next.lng === null)
        return;
      const from = { lat: stop.lat, lng: stop.lng };
      for (const point of likelyTollsOnLeg(from, { lat: next.lat, lng: next.lng })) {
        if (!roads.includes(point.road)) roads.push(point.road);
      }
    });
  }
  return roads;
}
