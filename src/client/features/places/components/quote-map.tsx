import { useQuery } from '@tanstack/react-query';
import { MAP_HEIGHT_PX } from '@shared/places/places';
import { useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { mapConfigQueryOptions } from '@/features/places/api';
import { LazyRouteMap } from '@/features/places/components/lazy-route-map';
import type { RouteMapProps } from '@/features/places/components/route-map';
import { useNearViewport } from '@/hooks/use-near-viewport';

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
          <LazyRouteMap config={config.data} points={points} line={line} fallback={unavailable} />
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
