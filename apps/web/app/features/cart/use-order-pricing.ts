import { useMemo } from 'react';
import type { DeliveryMethodCode, PublicCoupon } from '@ordina/contracts';
import {
  acceptanceState,
  cartQuantity,
  cartSubtotal,
  orderBlockers,
  orderPricing,
  orderTotals,
} from '@ordina/domain';
import type { Cart, CouponRules, OrderBlocker, PriceBreakdown } from '@ordina/domain';
import { useStorefront } from '../../lib/storefront-context.tsx';
import { useTranslator } from '../../lib/use-translator.ts';
import { useNow } from './use-now.ts';

/** The price lines of the cart, the coupon that applies and why the order cannot proceed. */
export interface OrderPricing {
  readonly prices: PriceBreakdown;
  readonly quantity: number;
  /** The coupon that applies (the customer's manual one, else the best automatic one), or null. */
  readonly coupon: PublicCoupon | CouponRules | null;
  readonly blockers: readonly OrderBlocker[];
}

/**
 * Prices the cart with @ordina/domain for the business's configuration:
 * shipping for `method` (not chosen yet on the home and category pages, so
 * shipping applies), the best automatic coupon among the configured ones, an
 * optional manual coupon, and the reasons proceeding is blocked, all on the
 * business's clock, re-evaluated every minute.
 */
export function useOrderPricing(input: {
  readonly entries: Cart;
  readonly method?: DeliveryMethodCode | null;
  readonly manualCoupon?: CouponRules | null;
  readonly authenticated: boolean;
}): OrderPricing {
  const { configuration } = useStorefront();
  const t = useTranslator();
  const now = useNow();
  const { entries, authenticated } = input;
  const method = input.method ?? null;
  const manualCoupon = input.manualCoupon ?? null;
  return useMemo(() => {
    const delivery = configuration.delivery_order;
    const timeZone = configuration.time_zone;
    const quantity = cartQuantity(entries);
    let prices: PriceBreakdown;
    let coupon: OrderPricing['coupon'] = null;
    if (now === null) {
      // Server render and hydration: coupons and acceptance depend on the clock, so they wait for the browser's.
      prices = orderTotals({
        cartSubtotal: cartSubtotal(entries),
        quantity,
        method,
        pricing: delivery,
        coupon: null,
      });
    } else {
      const priced = orderPricing<PublicCoupon, CouponRules>({
        cart: entries,
        method,
        pricing: delivery,
        now,
        timeZone,
        manualCoupon,
        configuredCoupons: configuration.coupons,
      });
      prices = priced.prices;
      coupon = priced.appliedCoupon;
    }
    const accepting =
      now === null || acceptanceState(delivery.orderAcceptTimetables, now, timeZone).accepting;
    const blockers = orderBlockers({
      cartSubtotal: prices.cart,
      cartQuantity: quantity,
      deliveryMinOrder: delivery.deliveryMinOrder,
      accepting,
      customerAuthType: configuration.customer_auth_type,
      authenticated,
      formatMoney: (cents) => t.amount(cents),
    });
    return { prices, quantity, coupon, blockers };
  }, [configuration, entries, method, manualCoupon, authenticated, now, t]);
}
