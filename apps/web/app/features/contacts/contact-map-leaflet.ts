// Loaded only by the contacts page, after hydration (Leaflet comes with lib/map).
import { leafletMap, leafletMarker } from '../../lib/map/leaflet-map.ts';
import type { ZoomLabels } from '../../lib/map/leaflet-map.ts';
import type { MapHandle } from '../../lib/map/use-leaflet-mount.ts';

/** Draws the map of spec §2 (zoom 13, OpenStreetMap tiles, a marker at the business) into `element`; `remove` takes it down. */
export function contactMapMount(
  element: HTMLElement,
  position: { lat: number; lng: number; title: string },
  options: { zoomLabels: ZoomLabels; onTilesFailed: () => void },
): MapHandle {
  const map = leafletMap(element, position, options);
  leafletMarker(position, position.title).addTo(map);
  return map;
}
