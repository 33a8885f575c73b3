import { deliveryZonePolygon } from '@ordina/contracts';
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
  return deliveryZoneAt(point, zones) !== null;
}

/** The area of a ring in square degrees (shoelace; lng as x, lat as y): only to compare zones. */
export function polygonArea(polygon: readonly LatLng[]): number {
  let twice = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i];
    const b = polygon[j];
    if (a && b) twice += (b.lng + a.lng) * (b.lat - a.lat);
  }
  return Math.abs(twice) / 2;
}

/**
 * The zone a point falls in (issue 37, docs/decisions/072): where zones overlap, the smallest by area
 * holds (an inner zone drawn inside a larger one is the more precise rule); on equal areas the first
 * in the file. Null outside every zone.
 */
export function deliveryZoneAt(
  point: LatLng,
  zones: readonly DeliveryZone[],
): { index: number; zone: DeliveryZone } | null {
  let found: { index: number; zone: DeliveryZone } | null = null;
  let foundArea = Infinity;
  zones.forEach((zone, index) => {
    const polygon = deliveryZonePolygon(zone);
    if (!pointInPolygon(point, polygon)) return;
    const area = polygonArea(polygon);
    if (found === null || area < foundArea) {
      found = { index, zone };
      foundArea = area;
    }
  });
  return found;
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
