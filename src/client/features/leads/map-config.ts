import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/lib/api-client';

const mapConfigSchema = z.object({ tile_url: z.string().min(1), attribution: z.string() });
export type MapConfig = z.infer<typeof mapConfigSchema>;

/** `GET /map`: the configured tile server. When it fails the lead page simply has no map. */
export function mapConfigQueryOptions() {
  return queryOptions({
    queryKey: ['map-config', 'lead'] as const,
    queryFn: async ({ signal }) => mapConfigSchema.parse(await apiGet<unknown>('/map', { signal })),
    staleTime: Infinity,
    retry: false,
  });
}

export type MapStop = { lat: number; lng: number; label: string };

/** The pick-up and drop-off that came with coordinates. */
export function leadStops(lead: {
  pickup_lat: number | null;
  pickup_lng: number | null;
  dropoff_lat: number | null;
  dropoff_lng: number | null;
  pickup_location: string;
  dropoff_location: string;
}): MapStop[] {
  const stops: MapStop[] = [];
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
