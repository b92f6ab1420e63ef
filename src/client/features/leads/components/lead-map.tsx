import { useQuery } from '@tanstack/react-query';
import type { StaffLead } from '@shared/leads/management';
import { DetailCard } from '@/features/leads/components/detail-card';
import { leadStops } from '@/features/leads/lead-stops';
import { LazyRouteMap, mapConfigQueryOptions } from '@/features/places';

const LEAD_MAP_HEIGHT_PX = 240;

/** Pick-up and drop-off on a small map, when the lead has coordinates and a tile server is set. */
export function LeadMap({ lead }: { lead: StaffLead }) {
  const stops = leadStops(lead);
  const [from, to] = stops;
  const config = useQuery({ ...mapConfigQueryOptions(), enabled: stops.length > 0 });
  if (stops.length === 0 || !config.data) return null;
  return (
    <DetailCard title="Map">
      <figure className="flex flex-col gap-1">
        <div className="relative isolate overflow-hidden rounded-md border bg-muted">
          <LazyRouteMap
            config={config.data}
            points={stops}
            line={from && to ? [from, to] : null}
            height={LEAD_MAP_HEIGHT_PX}
          />
        </div>
        <figcaption className="text-xs text-muted-foreground">
          {stops.map((stop) => stop.label).join(' · ')}
        </figcaption>
      </figure>
    </DetailCard>
  );
}
