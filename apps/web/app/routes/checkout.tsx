import { useCallback, useState } from 'react';
import type { CheckoutPricingInput } from '../features/checkout/checkout-types.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { useCart } from '../features/cart/cart-summary/cart-store-context.tsx';
import { LazyOrderSummary } from '../features/cart/cart-summary-box/lazy-order-summary.tsx';
import { useNow } from '../features/cart/cart-summary/use-now.ts';
import { useOrderPricing } from '../features/cart/cart-summary/use-order-pricing.ts';
import { cartAwaitPayment } from '../lib/cart-awaiting-payment.ts';
import { flash } from '../lib/first-load/flash.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { useSessionUser } from '../lib/session/after-hydration-shared/session-store.ts';
import { useTranslator } from '../lib/first-load/use-translator.ts';
import type { Route } from './+types/checkout';

/** Title: 'Checkout - <business>'. */
export const meta: Route.MetaFunction = privatePageMeta('page.checkout');

const NOTHING_CHOSEN: CheckoutPricingInput = {
  method: null,
  manualCoupon: null,
  serverCoupons: [],
  customerCouponsKnown: false,
  tip: null,
};

/**
 * FormPage (spec §2), composed here because it joins two features: the
 * checkout's form and the cart's store and non-modifiable summary. The form
 * reports its choices (method, coupons); the cart's pricing of them is what
 * both the summary shows and the submit sends.
 */
export default function CheckoutRoute() {
  const t = useTranslator();
  const user = useSessionUser();
  const { entries, hydrated, store } = useCart();
  const now = useNow();
  const [choices, setChoices] = useState<CheckoutPricingInput>(NOTHING_CHOSEN);
  const authenticated = user !== null;
  const pricing = useOrderPricing({ entries, ...choices, authenticated });
  const coupon = pricing.coupon;
  const automaticCouponId = coupon && coupon !== choices.manualCoupon && 'id' in coupon ? coupon.id : null;
  const onPricingInput = useCallback((next: CheckoutPricingInput) => setChoices(next), []);
  // An order sent to pay online keeps the cart until its payment arrives (the payment pages empty it).
  const onOrderPlaced = useCallback(
    ({ paysOnline }: { readonly paysOnline: boolean }) =>
      paysOnline ? cartAwaitPayment(entries) : store.clear(),
    [entries, store],
  );
  return (
    <CheckoutPage
      cart={{ entries, hydrated }}
      user={user}
      pricing={{ prices: pricing.prices, automaticCouponId, blockers: pricing.blockers }}
      onPricingInput={onPricingInput}
      onOrderPlaced={onOrderPlaced}
      now={now}
      summary={<LazyOrderSummary editable={false} authenticated={authenticated} {...choices} />}
      t={t}
      flash={flash}
    />
  );
}
