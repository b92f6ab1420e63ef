import 'leaflet/dist/leaflet.css';
import { Icon, latLngBounds, type LatLngTuple } from 'leaflet';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap } from 'react-leaflet';
import { MAP_HEIGHT_PX, type LatLng, type MapConfig } from '@shared/places/places';

// Leaflet finds its marker images by a CSS path trick that bundlers break; Vite hashes them.
const markerIcon = new Icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export type MapPoint = LatLng & { label: string };

export type RouteMapProps = {
  config: MapConfig;
  points: MapPoint[];
  /** The calculated route's end points; drawn as a straight line (no road geometry is known). */
  line: [LatLng, LatLng] | null;
  /** Defaults to the quote form's map height. */
  height?: number;
};

const toTuple = (point: LatLng): LatLngTuple => [point.lat, point.lng];

/** Keeps every chosen place in view as places are picked. */
function FitToPoints({ points }: { points: MapPoint[] }) {
  const map = useMap();
  const key = points.map((point) => `${point.lat},${point.lng}`).join(';');
  useEffect(() => {
    const [first, ...rest] = points;
    if (!first) return;
    if (rest.length === 0) map.setView(toTuple(first), Math.max(map.getZoom(), 10));
    else map.fitBounds(latLngBounds(points.map(toTuple)), { padding: [32, 32], maxZoom: 12 });
    // `key` stands for `points`: a new array with the same places must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/** The Leaflet map itself, in its own chunk (with Leaflet's CSS) loaded only when shown. */
export function RouteMap({ config, points, line, height = MAP_HEIGHT_PX }: RouteMapProps) {
  // docs/product.md#map (centre 53.3498/-6.2603, zoom 12, the island's bounds), as the server
  // states them.
  const { center, zoom, bounds } = config;
  const maxBounds = latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]);
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={zoom}
      maxBounds={maxBounds}
      maxBoundsViscosity={1}
      minZoom={6}
      scrollWheelZoom={false}
      // Leaflet's CSS takes the underline off attribution links; links in text need one (axe).
      className="[&_.leaflet-control-attribution_a]:underline!"
      style={{ height, width: '100%' }}
    >
      <TileLayer url={config.tile_url} attribution={config.attribution} />
      {points.map((point) => (
        <Marker
          key={`${point.label}|${point.lat}|${point.lng}`}
          position={toTuple(point)}
          icon={markerIcon}
          alt={point.label}
          title={point.label}
          keyboard={false}
        />
      ))}
      {line ? (
        <Polyline
          positions={line.map(toTuple)}
          pathOptions={{ color: '#2563eb', weight: 4, dashArray: '8 8' }}
        />
      ) : null}
      <FitToPoints points={points} />
    </MapContainer>
  );
}
