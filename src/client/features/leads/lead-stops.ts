import type { MapPoint } from '@/features/places';

/** The pick-up and drop-off that came with coordinates. */
export function leadStops(lead: {
  pickup_lat: number | null;
  pickup_lng: number | null;
  dropoff_lat: number | null;
  dropoff_lng: number | null;
  pickup_location: string;
  dropoff_location: string;
}): MapPoint[] {
  const stops: MapPoint[] = [];
  if (lead.pickup_lat !== null && lead.pickup_lng !== null) {
    stops.push({
      lat: lead.pickup_lat,
      lng: lead.pickup_lng,
      label: `Pick-up: ${lead.pickup_location}`,
    });
  }
  if (lead.dropoff_lat !== null && lead.dropoff_lng !== null) {
    stops.push({
      lat: lead.dropoff_lat,
      lng: lead.dropoff_lng,
      label: `Drop-off: ${lead.dropoff_location}`,
    });
  }
  return stops;
}
