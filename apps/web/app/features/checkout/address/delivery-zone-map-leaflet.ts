// Loaded on demand when the customer opens the delivery-area map (Leaflet comes with lib/map).
import type { LatLng } from '@ordina/contracts';
import { leafletGroup, leafletMap, leafletMarker, leafletPolygon } from '../../../lib/map/leaflet-map.ts';
import type { ZoomLabels } from '../../../lib/map/leaflet-map.ts';
import type { MapHandle } from '../../../lib/map/use-leaflet-mount.ts';

/** Where the map draws: the zones, the map's centre when no zone exists, and the customer's address when located. */
export interface DeliveryZoneMapData {
  zones: readonly (readonly LatLng[])[];
  center: LatLng;
  address: { position: LatLng; title: string } | null;
}

// The page's primary colour (a CSS variable): SVG attributes cannot read variables themselves.
function primaryColour(element: HTMLElement): string {
  return getComputedStyle(element).getPropertyValue('--color-primary').trim() || '#0f766e';
}

/** Draws the delivery zones (spec §2 "Address component": the delivery-zone map) and the address into `element`; `remove` takes it down. */
export function deliveryZoneMapMount(
  element: HTMLElement,
  data: DeliveryZoneMapData,
  zoomLabels: ZoomLabels,
): MapHandle {
  const map = leafletMap(element, data.center, { zoomLabels });
  const colour = primaryColour(element);
  // Not interactive: a zone is a picture, not a control (no focus stop without a name, no click target).
  const shapes = data.zones.map((zone) =>
    leafletPolygon(
      zone.map((point) => [point.lat, point.lng] as [number, number]),
      { color: colour, weight: 2, fillOpacity: 0.15, interactive: false },
    ).addTo(map),
  );
  if (data.address) leafletMarker(data.address.position, data.address.title).addTo(map);
  const bounds = leafletGroup(shapes).getBounds();
  if (data.address) bounds.extend([data.address.position.lat, data.address.position.lng]);
  if (bounds.isValid()) map.fitBounds(bounds, { padding: [16, 16] });
  return map;
}
