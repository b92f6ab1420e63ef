// What other features use of places: the place search, the route, the map config and the maps.
export { fetchRoute, mapConfigQueryOptions, searchPlaces } from '@/features/places/api';
export { LazyRouteMap } from '@/features/places/components/lazy-route-map';
export { PlaceCombobox } from '@/features/places/components/place-combobox';
export { QuoteMap } from '@/features/places/components/quote-map';
export type { MapPoint, RouteMapProps } from '@/features/places/components/route-map';
