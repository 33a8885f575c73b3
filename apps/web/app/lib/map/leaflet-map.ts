// Leaflet with OpenStreetMap tiles, for the maps of the pages (contacts, the checkout's delivery area).
// Import it only from a module loaded on demand after hydration: Leaflet and its stylesheet are heavy
// (Vite turns the CSS import into a <link>, so no inline <style> meets the CSP).
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png?url';
import markerIcon2xUrl from 'leaflet/dist/images/marker-icon-2x.png?url';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png?url';
import { MAP_ZOOM } from '@ordina/domain';

export { L };

/** OpenStreetMap's tile address and the attribution its licence requires. */
export const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A map drawn into `element` around `center` at the spec's zoom 13, with OpenStreetMap tiles; the page scroll is not captured by the wheel. */
export function leafletMap(element: HTMLElement, center: { lat: number; lng: number }): L.Map {
  const map = L.map(element, { scrollWheelZoom: false }).setView([center.lat, center.lng], MAP_ZOOM);
  L.tileLayer(OSM_TILES, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(map);
  return map;
}

/** A marker at `position`, named `title` for screen readers and tooltips. */
export function leafletMarker(position: { lat: number; lng: number }, title: string): L.Marker {
  // Bundled marker images: Leaflet's own guess of their address breaks once bundled.
  const icon = L.icon({
    iconUrl: markerIconUrl,
    iconRetinaUrl: markerIcon2xUrl,
    shadowUrl: markerShadowUrl,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    shadowSize: [41, 41],
  });
  return L.marker([position.lat, position.lng], { icon, title, alt: title });
}
