import { deliveryZonePolygon } from '@ordina/contracts';
import type { DeliveryZone, LatLng } from '@ordina/contracts';
import type { SearchArea } from './geocoder.ts';

/**
 * The area a business's address searches prefer: the bounding box of its
 * delivery zones. Online services rank places in it first (a bias, never a
 * filter: an address just outside must still be found, so the check can say
 * "outside the zone" instead of "not found").
 */

/** The smallest box holding every zone's corners, or undefined when there are no zones. */
export function deliveryZonesArea(zones: readonly DeliveryZone[]): SearchArea | undefined {
  const points = zones.flatMap(deliveryZonePolygon);
  if (points.length === 0) return undefined;
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  return {
    south: Math.min(...lats),
    west: Math.min(...lngs),
    north: Math.max(...lats),
    east: Math.max(...lngs),
  };
}

/** The middle of an area. */
export function areaCentre(area: SearchArea): LatLng {
  return { lat: (area.south + area.north) / 2, lng: (area.west + area.east) / 2 };
}
