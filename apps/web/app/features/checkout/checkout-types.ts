import type { DeliveryMethodCode, PublicCoupon } from '@ordina/contracts';
import type { OrderBlocker, PriceBreakdown } from '@ordina/domain';

/** What the checkout tells the page about its choices, so the order summary prices the same order. */
export interface CheckoutPricingInput {
  readonly method: DeliveryMethodCode | null;
  /** The coupon the typed code names (the domain applies it only while active and above its minimum). */
  readonly manualCoupon: PublicCoupon | null;
  /** The automatic coupons the server returned for this customer. */
  readonly serverCoupons: readonly PublicCoupon[];
}

/** The page's pricing of the cart with those choices (the summary's), which the submit sends as what the customer saw. */
export interface CheckoutPricing {
  /** Null until the browser's clock and rules are there. */
  readonly prices: PriceBreakdown | null;
  /** The automatic coupon applied, if any. */
  readonly automaticCouponId: number | null;
  /** Why the order cannot be sent now (minimum order, not accepting, login). */
  readonly blockers: readonly OrderBlocker[];
}
