// Loaded only by the contacts page, after hydration: Leaflet and its stylesheet
// (Vite turns the CSS import into a <link>, so no inline <style> meets the CSP).
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png?url';
import markerIcon2xUrl from 'leaflet/dist/images/marker-icon-2x.png?url';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png?url';
import { MAP_ZOOM } from '@ordina/domain';

/** OpenStreetMap's tile address and the attribution its licence requires. */
export const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Draws the map of spec §2 (zoom 13, OpenStreetMap tiles, a marker at the business) into `element`; returns its teardown. */
export function contactMapMount(element: HTMLElement, position: { lat: number; lng: number; title: string }): () => void {
  const map = L.map(element, { scrollWheelZoom: false }).setView([position.lat, position.lng], MAP_ZOOM);
  L.tileLayer(OSM_TILES, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(map);
  // Bundled marker images: Leaflet's own guess of their address breaks once bundled.
  const icon = L.icon({
    iconUrl: markerIconUrl,
    iconRetinaUrl: markerIcon2xUrl,
    shadowUrl: markerShadowUrl,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    shadowSize: [41, 41],
  });
  L.marker([position.lat, position.lng], { icon, title: position.title, alt: position.title }).addTo(map);
  return () => {
    map.remove();
  };
}
