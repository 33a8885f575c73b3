import type { DeliveryMethodCode } from '@ordina/contracts';
import type { Cart } from './cart.ts';
import { cartQuantity, cartSubtotal } from './cart.ts';
import { couponBestAutomatic, couponDiscount, couponEffective } from './coupons.ts';
import type { AutomaticCouponCandidate, CouponRules } from './coupons.ts';
import { shippingApplies, shippingQuote } from './shipping.ts';
import type { DeliveryPricing } from './shipping.ts';

/**
 * The order's price lines (spec §3 "prices": cart, shipping, freeShipping,
 * coupon, total). Computed the same way in the browser (display) and on the
 * server (authority).
 */

/**
 * The price lines of an order, in cents; `coupon` is the discount as a negative amount (or 0).
 * `tip` is added on top by the checkout and the server's quote (tips.ts, docs/decisions/067); absent
 * means none, so the storefront's pricing carries no tip code.
 */
export interface PriceBreakdown {
  readonly cart: number;
  readonly coupon: number;
  readonly shipping: number;
  readonly freeShipping: boolean;
  readonly tip?: number;
  readonly total: number;
}

/**
 * Total = cart + coupon (negative) + shipping. Shipping is 0 when free (by
 * threshold or by a free-shipping coupon) or when the method is not home
 * delivery. `coupon` must already be known to be active (see couponEffective).
 */
export function orderTotals(input: {
  readonly cartSubtotal: number;
  readonly quantity: number;
  readonly method: DeliveryMethodCode | null | undefined;
  readonly pricing: DeliveryPricing;
  readonly coupon: Pick<CouponRules, 'value' | 'value_mode' | 'free_shipping'> | null | undefined;
}): PriceBreakdown {
  const quote = shippingQuote(input);
  const discount = input.coupon ? couponDiscount(input.coupon, input.cartSubtotal) : 0;
  const couponFreeShipping = input.coupon?.free_shipping === true && shippingApplies(input.method);
  const freeShipping = quote.freeShipping || couponFreeShipping;
  const shipping = freeShipping ? 0 : quote.shipping;
  return {
    cart: input.cartSubtotal,
    coupon: discount === 0 ? 0 : -discount,
    shipping,
    freeShipping,
    total: input.cartSubtotal - discount + shipping,
  };
}

/**
 * The whole pricing of a cart: picks the best automatic coupon, lets an active
 * manual coupon take precedence, and prices the order with the winner.
 */
export function orderPricing<C extends AutomaticCouponCandidate, M extends CouponRules = C>(input: {
  readonly cart: Cart;
  readonly method: DeliveryMethodCode | null | undefined;
  readonly pricing: DeliveryPricing;
  readonly now: Date;
  readonly timeZone?: string;
  /** The manual coupon the customer entered (already looked up), if any. */
  readonly manualCoupon?: M | null;
  /** Coupons from the configuration (only those flagged at_first_order count). */
  readonly configuredCoupons?: readonly C[];
  /** Coupons the server returned for this customer. */
  readonly serverCoupons?: readonly C[];
}): { prices: PriceBreakdown; automaticCoupon: C | null; appliedCoupon: C | M | null } {
  const subtotal = cartSubtotal(input.cart);
  const quantity = cartQuantity(input.cart);
  const context = { now: input.now, timeZone: input.timeZone, cartSubtotal: subtotal };
  const { shipping } = shippingQuote({
    cartSubtotal: subtotal,
    quantity,
    method: input.method,
    pricing: input.pricing,
  });
  const automaticCoupon = couponBestAutomatic({
    configured: input.configuredCoupons ?? [],
    fromServer: input.serverCoupons ?? [],
    context,
    shipping,
    method: input.method,
  });
  const appliedCoupon = couponEffective<C | M>(input.manualCoupon, automaticCoupon, context);
  const prices = orderTotals({
    cartSubtotal: subtotal,
    quantity,
    method: input.method,
    pricing: input.pricing,
    coupon: appliedCoupon,
  });
  return { prices, automaticCoupon, appliedCoupon };
}
