import 'leaflet/dist/leaflet.css';
import { Icon, latLngBounds, type LatLngTuple } from 'leaflet';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap } from 'react-leaflet';
import type { MapConfig, MapStop } from '@/features/leads/map-config';

// Leaflet finds its marker images by a CSS path trick that bundlers break; Vite hashes them.
const markerIcon = new Icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export const LEAD_MAP_HEIGHT_PX = 240;
const toTuple = (stop: MapStop): LatLngTuple => [stop.lat, stop.lng];

/** Frames both stops once the map has its size (fitting before layout frames nothing). */
function FitStops({ stops }: { stops: MapStop[] }) {
  const map = useMap();
  const key = stops.map((stop) => `${stop.lat},${stop.lng}`).join(';');
  useEffect(() => {
    if (stops.length < 2) return;
    map.invalidateSize();
    map.fitBounds(latLngBounds(stops.map(toTuple)), { padding: [24, 24], maxZoom: 12 });
    // `key` stands for `stops`: a re-render with the same places must not undo the user's zoom.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/** The Leaflet map, in its own chunk (with Leaflet's CSS), fetched only for leads with places. */
export function LeadMapView({ config, stops }: { config: MapConfig; stops: MapStop[] }) {
  const [first] = stops;
  if (!first) return null;
  return (
    <MapContainer
      center={toTuple(first)}
      zoom={11}
      scrollWheelZoom={false}
      style={{ height: LEAD_MAP_HEIGHT_PX, width: '100%' }}
    >
      <TileLayer url={config.tile_url} attribution={config.attribution} />
      {stops.map((stop) => (
        <Marker
          key={stop.label}
          position={toTuple(stop)}
          icon={markerIcon}
          alt={stop.label}
          title={stop.label}
          keyboard={false}
        />
      ))}
      {stops.length > 1 && (
        <Polyline
          positions={stops.map(toTuple)}
          pathOptions={{ color: '#2563eb', weight: 3, dashArray: '6 6' }}
        />
      )}
      <FitStops stops={stops} />
    </MapContainer>
  );
}
