// Loaded only by the contacts page, after hydration (Leaflet comes with lib/map).
import { leafletMap, leafletMarker } from '../../lib/map/leaflet-map.ts';

/** Draws the map of spec §2 (zoom 13, OpenStreetMap tiles, a marker at the business) into `element`; returns its teardown. */
export function contactMapMount(element: HTMLElement, position: { lat: number; lng: number; title: string }): () => void {
  const map = leafletMap(element, position);
  leafletMarker(position, position.title).addTo(map);
  return () => {
    map.remove();
  };
}
