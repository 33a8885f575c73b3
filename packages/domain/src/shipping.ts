import type { DeliveryMethodCode, DeliveryOrder, DeliveryZone, LatLng } from '@ordina/contracts';
import { deliveryZoneAt } from './geo.ts';

/**
 * Shipping (spec §4 "Shipping and total"). All amounts are integer cents.
 */

/** The delivery-cost settings of the business (delivery_order). */
export type DeliveryPricing = Pick<
  DeliveryOrder,
  'deliveryPrice' | 'deliveryThresholdFree' | 'deliveryMinOrder' | 'deliveryPricePerProduct'
>;

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

/** Whether shipping is charged for the method: home delivery, or no method chosen yet. */
export function shippingApplies(method: DeliveryMethodCode | null | undefined): boolean {
  return method === undefined || method === null || method === 'home_delivery';
}

/** Whether the products subtotal reaches the free-delivery threshold (a threshold of 0 means none). */
export function shippingFreeByThreshold(
  cartSubtotal: number,
  pricing: Pick<DeliveryPricing, 'deliveryThresholdFree'>,
): boolean {
  return pricing.deliveryThresholdFree > 0 && cartSubtotal >= pricing.deliveryThresholdFree;
}

/** The delivery cost before any free-shipping rule: fixed price plus price per product times quantity. */
export function shippingCost(
  quantity: number,
  pricing: Pick<DeliveryPricing, 'deliveryPrice' | 'deliveryPricePerProduct'>,
): number {
  return pricing.deliveryPrice + quantity * pricing.deliveryPricePerProduct;
}

/** The shipping charged before coupons, and whether it is free by threshold. */
export function shippingQuote(input: {
  readonly cartSubtotal: number;
  readonly quantity: number;
  readonly method: DeliveryMethodCode | null | undefined;
  readonly pricing: DeliveryPricing;
}): { shipping: number; freeShipping: boolean } {
  if (!shippingApplies(input.method)) return { shipping: 0, freeShipping: false };
  if (shippingFreeByThreshold(input.cartSubtotal, input.pricing)) return { shipping: 0, freeShipping: true };
  return { shipping: shippingCost(input.quantity, input.pricing), freeShipping: false };
}

/** Whether the products subtotal reaches the minimum order (deliveryMinOrder). */
export function shippingMinimumOrderReached(
  cartSubtotal: number,
  pricing: Pick<DeliveryPricing, 'deliveryMinOrder'>,
): boolean {
  return cartSubtotal >= pricing.deliveryMinOrder;
}
