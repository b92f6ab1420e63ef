import { useQuery } from '@tanstack/react-query';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { StaffLead } from '@shared/lead-management';
import { Spinner } from '@/components/ui/spinner';
import { DetailCard } from '@/features/leads/components/detail-card';
import { leadStops, mapConfigQueryOptions } from '@/features/leads/map-config';

// Leaflet and its CSS stay out of the list's bundle: this chunk is fetched on demand.
const LeadMapView = lazy(() =>
  import('@/features/leads/components/lead-map-view').then((module) => ({
    default: module.LeadMapView,
  })),
);

/** The map is a nicety: if its chunk or Leaflet fails, the page carries on without it. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Pick-up and drop-off on a small map, when the lead has coordinates and a tile server is set. */
export function LeadMap({ lead }: { lead: StaffLead }) {
  const stops = leadStops(lead);
  const config = useQuery({ ...mapConfigQueryOptions(), enabled: stops.length > 0 });
  if (stops.length === 0 || !config.data) return null;
  return (
    <DetailCard title="Map">
      <figure className="flex flex-col gap-1">
        <div className="relative isolate overflow-hidden rounded-md border bg-muted">
          <MapBoundary>
            <Suspense fallback={<Spinner className="m-3">Loading map...</Spinner>}>
              <LeadMapView config={config.data} stops={stops} />
            </Suspense>
          </MapBoundary>
        </div>
        <figcaption className="text-xs text-muted-foreground">
          {stops.map((stop) => stop.label).join(' · ')}
        </figcaption>
      </figure>
    </DetailCard>
  );
}
