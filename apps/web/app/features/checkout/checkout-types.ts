import type { DeliveryMethodCode, PublicCoupon } from '@ordina/contracts';
import type { DeliveryPricing, OrderBlocker, PriceBreakdown, TipChoice } from '@ordina/domain';

/** What the checkout tells the page about its choices, so the order summary prices the same order. */
export interface CheckoutPricingInput {
  readonly method: DeliveryMethodCode | null;
  /** The coupon the typed code names (the domain applies it only while active and above its minimum). */
  readonly manualCoupon: PublicCoupon | null;
  /** The automatic coupons the server returned for this customer. */
  readonly serverCoupons: readonly PublicCoupon[];
  /**
   * The server has answered which automatic coupons this customer qualifies
   * for (logged in): the configured first-order coupons then count only as
   * the server listed them, so a returning customer is not shown a
   * first-order discount the order would refuse (PRICES_CHANGED).
   */
  readonly customerCouponsKnown: boolean;
  /** The tip chosen (docs/decisions/067), null for none: added on top of the priced order. */
  readonly tip: TipChoice | null;
  /**
   * Home delivery to an address checked inside the zones: the figures of the zone it falls in, which
   * price the order (docs/decisions/072); null otherwise (the business's own figures).
   */
  readonly zonePricing?: DeliveryPricing | null;
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
