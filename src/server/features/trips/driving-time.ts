/**
 * A coach's driving time for a road distance, when no router gives one
 * (docs/decisions/040-trip-plan-estimates.md): each band of the distance at its own average
 * speed, like tax bands, so a longer leg never takes less time. The first kilometres are town
 * streets; the long ones mostly motorway and national roads, where coaches are held to 100 km/h.
 */
export const SPEED_BANDS = [
  { upToKm: 15, kmh: 30 },
  { upToKm: 50, kmh: 50 },
  { upToKm: 150, kmh: 70 },
  { upToKm: Number.POSITIVE_INFINITY, kmh: 80 },
] as const;

export function estimateDrivingMinutes(roadKm: number): number {
  let minutes = 0;
  let from = 0;
  for (const band of SPEED_BANDS) {
    if (roadKm <= from) break;
    const km = Math.min(roadKm, band.upToKm) - from;
    minutes += (km / band.kmh) * 60;
    from = band.upToKm;
  }
  return Math.round(minutes);
}
