import { useQuery } from '@tanstack/react-query';
import { MAP_HEIGHT_PX } from '@shared/places';
import { lazy, Suspense, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { mapConfigQueryOptions } from '@/features/quote/api';
import { MapErrorBoundary } from '@/features/quote/components/map-error-boundary';
import type { RouteMapProps } from '@/features/quote/components/route-map';
import { useNearViewport } from '@/features/quote/hooks/use-near-viewport';

// Leaflet and its CSS stay out of the page's first load: this chunk is fetched on demand.
const RouteMap = lazy(() =>
  import('@/features/quote/components/route-map').then((module) => ({ default: module.RouteMap })),
);

const unavailable = (
  <p className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
    The map is unavailable right now. You can still request your quotes.
  </p>
);

type QuoteMapProps = Omit<RouteMapProps, 'config'> & { estimated: boolean };

export function QuoteMap({ points, line, estimated }: QuoteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(container);
  const config = useQuery({ ...mapConfigQueryOptions(), enabled: isNear });

  if (config.isError) return unavailable;
  return (
    <figure className="flex flex-col gap-1">
      <div
        ref={container}
        className="relative isolate overflow-hidden rounded-md border bg-muted"
        style={{ height: MAP_HEIGHT_PX }}
      >
        {config.data ? (
          <MapErrorBoundary fallback={unavailable}>
            <Suspense fallback={<Spinner className="m-3">Loading map...</Spinner>}>
              <RouteMap config={config.data} points={points} line={line} />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          <Spinner className="m-3">Loading map...</Spinner>
        )}
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {line
          ? `Dashed line: straight line between your stops${estimated ? '; the distance is approximate' : ''}.`
          : 'Your pick-up and drop-off appear on the map once chosen.'}
      </figcaption>
    </figure>
  );
}
