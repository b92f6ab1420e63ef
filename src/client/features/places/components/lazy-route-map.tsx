import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { MapErrorBoundary } from '@/features/places/components/map-error-boundary';
import type { RouteMapProps } from '@/features/places/components/route-map';

// Leaflet and its CSS stay out of the page's first load: this chunk is fetched on demand.
const RouteMap = lazy(() =>
  import('@/features/places/components/route-map').then((module) => ({ default: module.RouteMap })),
);

type LazyRouteMapProps = RouteMapProps & {
  /** Shown instead of the map when its chunk or Leaflet fails; nothing by default. */
  fallback?: ReactNode;
};

/** The route map, loaded on first render, with a spinner meanwhile and a fallback on failure. */
export function LazyRouteMap({ fallback, ...props }: LazyRouteMapProps) {
  return (
    <MapErrorBoundary fallback={fallback}>
      <Suspense fallback={<Spinner className="m-3">Loading map...</Spinner>}>
        <RouteMap {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
