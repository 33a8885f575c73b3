import { useMemo } from 'react';
import type { PublicCoupon, SessionUser } from '@ordina/contracts';
import { couponLookupMessage } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { useCaptchaOnDemand } from '../../lib/captcha/use-captcha.ts';
import type { CheckoutPricing } from './checkout-types.ts';
import type { CheckoutValues } from './checkout-values.ts';
import { useCouponLookup } from './use-coupon-lookup.ts';
import { useCustomerCoupons } from './use-customer-coupons.ts';

const NO_COUPONS: readonly PublicCoupon[] = [];

/**
 * The checkout's coupons: the typed code looked up 1000 ms after typing, its message following the cart
 * and the clock, and the customer's automatic coupons, for a guest as for an account (spec §4, §7: at
 * once for an account's identity), and what the page's pricing needs of them. The lookups' token is prepared
 * when the customer goes to the coupon field (`prepare`): most orders carry no code.
 */
export function useCheckoutCoupons(input: {
  readonly values: CheckoutValues;
  readonly user: SessionUser | null;
  readonly pricing: CheckoutPricing;
  readonly now: Date;
  readonly timeZone: string;
  readonly t: Translator;
}) {
  const { values, user, pricing, now, timeZone, t } = input;
  const tokens = useCaptchaOnDemand('coupons');
  const lookup = useCouponLookup({
    code: values.coupon,
    email: values.email,
    phone: values.phone,
    phoneCountry: values.phoneCountry,
    takeToken: tokens.take,
  });
  const customerCoupons = useCustomerCoupons({
    email: values.email,
    phone: values.phone,
    phoneCountry: values.phoneCountry,
    delayMs: user === null ? undefined : 0,
    takeToken: tokens.take,
  });
  const outcome =
    lookup.status === 'done'
      ? couponLookupMessage(
          lookup.found,
          { now, timeZone, cartSubtotal: pricing.prices?.cart ?? 0 },
          (cents) => t.money(cents),
        )
      : null;
  const manualCoupon = lookup.status === 'done' ? lookup.found : null;
  // The list for the e-mail and phone now typed; until it is in, the one the code's lookup brought, if any.
  const serverCoupons = useMemo(
    () => customerCoupons ?? (lookup.status === 'done' ? lookup.automatic : NO_COUPONS),
    [customerCoupons, lookup],
  );
  const customerCouponsKnown = customerCoupons !== null;
  return { lookup, outcome, prepare: tokens.prepare, manualCoupon, serverCoupons, customerCouponsKnown };
}
