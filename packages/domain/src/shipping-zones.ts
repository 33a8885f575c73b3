import type { DeliveryOrder, DeliveryZone, LatLng } from '@ordina/contracts';
import { pointInPolygon } from './geo.ts';
import type { DeliveryPricing } from './shipping.ts';

/*
 * Delivery zones with their own rules (issue 37, docs/decisions/072), beside the shipping code
 * (shipping.ts): which zone an address falls in, and the figures that hold there, merged over the
 * business's before shippingQuote, orderPricing and the minimum read them. A module of its own so
 * only the checkout, the costs popup and the server load it, not every page that prices a cart.
 */

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
    const polygon = Array.isArray(zone) ? zone : zone.polygon;
    if (!pointInPolygon(point, polygon)) return;
    const area = polygonArea(polygon);
    if (found === null || area < foundArea) {
      found = { index, zone };
      foundArea = area;
    }
  });
  return found;
}

/** The four figures a zone with its own rules may set (docs/decisions/072). */
const ZONE_FIGURES = [
  'deliveryPrice',
  'deliveryPricePerProduct',
  'deliveryThresholdFree',
  'deliveryMinOrder',
] as const satisfies readonly (keyof DeliveryPricing)[];

/**
 * The figures that hold in a zone (issue 37): each one the zone sets, else the business's own; a bare
 * polygon takes them all from the business (spec §4: the single set stays the default).
 */
export function shippingPricingOfZone(pricing: DeliveryPricing, zone: DeliveryZone | null): DeliveryPricing {
  const own: DeliveryPricing = {
    deliveryPrice: pricing.deliveryPrice,
    deliveryPricePerProduct: pricing.deliveryPricePerProduct,
    deliveryThresholdFree: pricing.deliveryThresholdFree,
    deliveryMinOrder: pricing.deliveryMinOrder,
  };
  if (zone === null || Array.isArray(zone)) return own;
  for (const figure of ZONE_FIGURES) own[figure] = zone[figure] ?? own[figure];
  return own;
}

/**
 * The figures for a delivery to `point`: the zone it falls in (the smallest where zones overlap), or
 * the business's own when the point is unknown (no address yet) or outside every zone.
 */
export function shippingPricingAt(
  delivery: DeliveryPricing & Pick<DeliveryOrder, 'deliveryZones'>,
  point: LatLng | null | undefined,
): DeliveryPricing & { zone: DeliveryZone | null } {
  const found = point ? deliveryZoneAt(point, delivery.deliveryZones) : null;
  const zone = found === null ? null : found.zone;
  return { ...shippingPricingOfZone(delivery, zone), zone };
}
