import { useMemo } from 'react';
import type { DeliveryMethodCode, PublicCoupon } from '@ordina/contracts';
import { cartQuantity, cartSubtotal, pricesWithTip, tipBase, tipOf } from '@ordina/domain';
import type {
  Cart,
  CouponRules,
  DeliveryPricing,
  OrderBlocker,
  PriceBreakdown,
  TipChoice,
} from '@ordina/domain';
import { useStorefront } from '../../../lib/storefront-context.tsx';
import { useTranslator } from '../../../lib/first-load/use-translator.ts';
import { cartBlockers } from '../cart-summary-box/cart-blockers.ts';
import { deferredRules } from './use-deferred-rules.ts';
import { useNow } from './use-now.ts';

const NO_COUPONS: readonly PublicCoupon[] = [];

/** The price lines of the cart, the coupon that applies and why the order cannot proceed. */
export interface OrderPricing {
  /** Null until the browser's clock and the pricing rules are there (server render, hydration). */
  readonly prices: PriceBreakdown | null;
  readonly quantity: number;
  /** The coupon that applies (the customer's manual one, else the best automatic one), or null. */
  readonly coupon: PublicCoupon | CouponRules | null;
  /** Whether that coupon is the code the customer typed, or one the business applies by itself (no code). */
  readonly couponSource: 'code' | 'automatic' | null;
  readonly blockers: readonly OrderBlocker[];
}

/**
 * Prices the cart with @ordina/domain for the business's configuration:
 * shipping for `method` (not chosen yet on the home and category pages, so
 * shipping applies), the best automatic coupon among the configured ones, an
 * optional manual coupon, and the reasons proceeding is blocked, all on the
 * business's clock, re-evaluated every minute. Until the clock is known,
 * orders count as accepted (the server never renders a cart to price).
 */
export function useOrderPricing(input: {
  readonly entries: Cart;
  readonly method?: DeliveryMethodCode | null;
  readonly manualCoupon?: CouponRules | null;
  /** The automatic coupons the server returned for this customer (checkout). */
  readonly serverCoupons?: readonly PublicCoupon[];
  /** The server listed this customer's automatic coupons: configured first-order coupons count only through that list. */
  readonly customerCouponsKnown?: boolean;
  /** The tip chosen at checkout (docs/decisions/067): added on top; one the business does not offer adds nothing. */
  readonly tip?: TipChoice | null;
  /** The figures of the zone the checked address falls in (checkout, docs/decisions/072); else the business's. */
  readonly zonePricing?: DeliveryPricing | null;
  readonly authenticated: boolean;
}): OrderPricing {
  const { configuration } = useStorefront();
  const t = useTranslator();
  const now = useNow();
  const rules = deferredRules.useModule();
  const { entries, authenticated } = input;
  const method = input.method ?? null;
  const manualCoupon = input.manualCoupon ?? null;
  const serverCoupons = input.serverCoupons ?? NO_COUPONS;
  const customerCouponsKnown = input.customerCouponsKnown === true;
  const tip = input.tip ?? null;
  const zonePricing = input.zonePricing ?? null;
  return useMemo(() => {
    const delivery = configuration.delivery_order;
    const timeZone = configuration.time_zone;
    const clock = now !== null && rules !== null ? { now, rules } : null;
    // The zone's figures where the address falls in one with its own rules; the business's otherwise.
    const pricing = zonePricing ?? delivery;
    const priced = clock?.rules.orderPricing<PublicCoupon, CouponRules>({
      cart: entries,
      method,
      pricing,
      now: clock.now,
      timeZone,
      manualCoupon,
      configuredCoupons: customerCouponsKnown ? NO_COUPONS : configuration.coupons,
      serverCoupons,
    });
    const accepting =
      clock === null ||
      clock.rules.acceptanceState(delivery.orderAcceptTimetables, clock.now, timeZone, delivery.closures)
        .accepting;
    const quantity = cartQuantity(entries);
    const blockers = cartBlockers(
      configuration,
      { subtotal: cartSubtotal(entries), quantity, accepting, authenticated },
      t,
      pricing.deliveryMinOrder,
    );
    const coupon = priced?.appliedCoupon ?? null;
    const couponSource = coupon === null ? null : coupon === manualCoupon ? 'code' : 'automatic';
    return { prices: priced ? tipped(priced.prices) : null, quantity, coupon, couponSource, blockers };

    /** The tip on top of the priced order, as the server's quote adds it. */
    function tipped(prices: PriceBreakdown): PriceBreakdown {
      if (tip === null) return prices;
      const outcome = tipOf(tip, tipBase(prices), configuration.tips);
      return pricesWithTip(prices, outcome.ok ? outcome.tip : 0);
    }
  }, [
    configuration,
    entries,
    method,
    manualCoupon,
    serverCoupons,
    customerCouponsKnown,
    tip,
    zonePricing,
    authenticated,
    now,
    rules,
    t,
  ]);
}
