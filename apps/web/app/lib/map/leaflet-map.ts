// Leaflet with OpenStreetMap tiles, for the maps of the pages (contacts, the checkout's delivery area).
// Import it only from a module loaded on demand after hydration: Leaflet and its stylesheet are heavy
// (Vite turns the CSS import into a <link>, so no inline <style> meets the CSP).
import 'leaflet/dist/leaflet.css';
import './leaflet-targets.css';
// Named imports of Leaflet's ES module build (aliased in vite.config.ts): its CommonJS build would need
// the bundler's interop helpers, which then move out of the framework chunk into a chunk of their own
// on every page's first load.
import {
  control,
  featureGroup,
  icon as leafletIcon,
  map as leafletMapOf,
  marker,
  polygon,
  tileLayer,
} from 'leaflet';
import type { FeatureGroup, Layer, Map as LeafletMap, Marker, Polygon, PolylineOptions } from 'leaflet';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png?url';
import markerIcon2xUrl from 'leaflet/dist/images/marker-icon-2x.png?url';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png?url';
import { MAP_ZOOM } from '@ordina/domain';

/** A polygon (a delivery zone) at `points`. */
export function leafletPolygon(points: [number, number][], options: PolylineOptions): Polygon {
  return polygon(points, options);
}

/** The group of `layers`, for their common bounds. */
export function leafletGroup(layers: Layer[]): FeatureGroup {
  return featureGroup(layers);
}

/** OpenStreetMap's tile address and the attribution its licence requires. */
export const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The zoom buttons' names in the page language (Leaflet's own are English). */
export interface ZoomLabels {
  zoomIn: string;
  zoomOut: string;
}

/**
 * A map drawn into `element` around `center` at the spec's zoom 13, with OpenStreetMap tiles; the page
 * scroll is not captured by the wheel. `onTilesFailed` runs once when a tile cannot load (offline, tile
 * server down), so the page can show the address instead of a plain grey box.
 */
export function leafletMap(
  element: HTMLElement,
  center: { lat: number; lng: number },
  { zoomLabels, onTilesFailed }: { zoomLabels: ZoomLabels; onTilesFailed?: () => void },
): LeafletMap {
  const map = leafletMapOf(element, { scrollWheelZoom: false, zoomControl: false }).setView(
    [center.lat, center.lng],
    MAP_ZOOM,
  );
  control.zoom({ zoomInTitle: zoomLabels.zoomIn, zoomOutTitle: zoomLabels.zoomOut }).addTo(map);
  const tiles = tileLayer(OSM_TILES, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(map);
  if (onTilesFailed) tiles.once('tileerror', onTilesFailed);
  return map;
}

/** A marker at `position`, named `title` for screen readers and tooltips. */
export function leafletMarker(position: { lat: number; lng: number }, title: string): Marker {
  // Bundled marker images: Leaflet's own guess of their address breaks once bundled.
  const icon = leafletIcon({
    iconUrl: markerIconUrl,
    iconRetinaUrl: markerIcon2xUrl,
    shadowUrl: markerShadowUrl,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    shadowSize: [41, 41],
  });
  return marker([position.lat, position.lng], { icon, title, alt: title });
}
