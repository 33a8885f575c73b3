import type { DeliveryZone, LatLng } from '@ordina/contracts';
import { message } from './message.ts';
import type { Message } from './message.ts';

/**
 * Delivery zones (spec §4 "Address check"): an address is deliverable only
 * inside one of the business's polygons.
 */

/** Whether a point lies inside a polygon (ray casting; lng as x, lat as y; the ring may or may not repeat its first point). */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i];
    const b = polygon[j];
    if (!a || !b) continue;
    const crosses = a.lat > point.lat !== b.lat > point.lat;
    if (crosses && point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng)
      inside = !inside;
  }
  return inside;
}

/** Whether a point lies inside any of the delivery zones (bare polygons or zones with their own rules). */
export function pointInDeliveryZones(point: LatLng, zones: readonly DeliveryZone[]): boolean {
  return zones.some((zone) => pointInPolygon(point, Array.isArray(zone) ? zone : zone.polygon));
}

/** The address-check outcome: inside ('Perfect! We deliver…' plus the floor/bell hint) or outside the delivery area. */
export function deliveryZoneCheck(
  point: LatLng,
  zones: readonly DeliveryZone[],
): { inside: boolean; message: Message; hint: Message | null } {
  return pointInDeliveryZones(point, zones)
    ? { inside: true, message: message('address.inside_zone'), hint: message('address.floor_bell_hint') }
    : { inside: false, message: message('address.outside_zone'), hint: null };
}
