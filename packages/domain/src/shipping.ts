import type { DeliveryMethodCode, DeliveryOrder } from '@ordina/contracts';

/**
 * Shipping (spec §4 "Shipping and total"). All amounts are integer cents.
 */

/** The delivery-cost settings of the business (delivery_order). */
export type DeliveryPricing = Pick<
  DeliveryOrder,
  'deliveryPrice' | 'deliveryThresholdFree' | 'deliveryMinOrder' | 'deliveryPricePerProduct'
>;

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
