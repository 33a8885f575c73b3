// Loaded on demand when the owner opens the zone's map (Leaflet comes with lib/map, as on the checkout).
import type { LatLng } from '@ordina/contracts';
import type { Layer } from 'leaflet';
import { leafletGroup, leafletMap, leafletMarker, leafletPolygon } from '../../lib/map/leaflet-map.ts';
import type { ZoomLabels } from '../../lib/map/leaflet-map.ts';

/** What the preview draws: each zone's points (null: a zone not yet drawable), and their markers' names. */
export interface ZoneMapData {
  zones: readonly (readonly LatLng[] | null)[];
  pointName: (zone: number, index: number) => string;
}

/** The preview's handle: redraw with new zones, or take the map down. */
export interface ZoneMapHandle {
  draw: (data: ZoneMapData) => void;
  remove: () => void;
}

/**
 * A map of the zones into `element`, each point a plain Leaflet marker with `draggable: true`: a drop
 * calls `onMove` with the zone, the point's index and where it was dropped (the page writes it into
 * the point's fields, so the list stays the one editor). Redrawn with `draw`; fitted to the zones
 * only on the first draw, so the view does not jump while the owner drags.
 */
export function zoneMapMount(
  element: HTMLElement,
  center: LatLng,
  zoomLabels: ZoomLabels,
  onMove: (zone: number, index: number, point: LatLng) => void,
): ZoneMapHandle {
  const map = leafletMap(element, center, { zoomLabels });
  let layers: Layer[] = [];
  let fitted = false;
  return {
    draw(data) {
      for (const layer of layers) layer.remove();
      layers = [];
      const shapes: Layer[] = [];
      data.zones.forEach((zone, zi) => {
        if (zone === null) return;
        const shape = leafletPolygon(
          zone.map((p) => [p.lat, p.lng] as [number, number]),
          { color: '#0f766e', weight: 2, fillOpacity: 0.15, interactive: false },
        ).addTo(map);
        shapes.push(shape);
        zone.forEach((point, index) => {
          const marker = leafletMarker(point, data.pointName(zi, index));
          marker.options.draggable = true;
          marker.addTo(map);
          marker.on('dragend', () => {
            const at = marker.getLatLng();
            onMove(zi, index, { lat: at.lat, lng: at.lng });
          });
          layers.push(marker);
        });
      });
      layers.push(...shapes);
      if (!fitted && shapes.length > 0) {
        const bounds = leafletGroup(shapes).getBounds();
        if (bounds.isValid()) map.fitBounds(bounds, { padding: [16, 16] });
        fitted = true;
      }
    },
    remove() {
      map.remove();
    },
  };
}
