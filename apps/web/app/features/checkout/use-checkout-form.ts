import { useCallback, useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  deliveryMethodsAvailable,
  paymentMethodIsOnline,
  paymentMethodsFor,
  shippingPricingAt,
} from '@ordina/domain';
import type { SessionUser } from '@ordina/contracts';
import type { Cart } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import { useAppForm } from '../../lib/form/index.ts';
import { useStorefront } from '../../lib/storefront-context.tsx';
import { checkoutDraftRead, checkoutDraftWrite } from './checkout-draft.ts';
import { checkoutInitialValues } from './checkout-initial-values.ts';
import { checkoutRulesFor, checkoutServerFields, chosenMethod } from './checkout-rules.ts';
import { checkoutTipChoice, tipsOffered } from './checkout-tip.ts';
import type { CheckoutPricing, CheckoutPricingInput } from './checkout-types.ts';
import type { CheckoutValues } from './checkout-values.ts';
import type { PendingVerification } from './steps/verify-dialog.tsx';
import { useAccountIdentity } from './use-account-identity.ts';
import { useCheckoutPlaces } from './use-checkout-places.ts';
import { useCheckoutCoupons } from './use-checkout-coupons.ts';
import { useCheckoutSlots } from './use-checkout-slots.ts';
import { useCheckoutSubmit } from './use-checkout-submit.ts';
import type { CheckoutSubmitInput } from './use-checkout-submit.ts';
import { useVerifyMethods } from './use-verify-methods.ts';

/** The checkout form's props: the cart, the customer, the page's pricing and what to do once the order is placed. */
export interface CheckoutFormProps {
  readonly entries: Cart;
  readonly user: SessionUser | null;
  readonly pricing: CheckoutPricing;
  readonly onPricingInput: (input: CheckoutPricingInput) => void;
  readonly onOrderPlaced: CheckoutSubmitInput['onOrderPlaced'];
  readonly now: Date;
  readonly t: Translator;
  readonly flash: ShowFlash;
}

/**
 * The checkout form's state and wiring (spec §2 "Checkout (FormPage)"): the form with the saved draft,
 * the chosen method's payments, slots, coupons, the account's addresses, the submit and the
 * verification a guest's order may need. `CheckoutForm` only lays the steps out.
 */
export function useCheckoutForm({
  entries,
  user,
  pricing,
  onPricingInput,
  onOrderPlaced,
  now,
  t,
  flash,
}: CheckoutFormProps) {
  const { configuration } = useStorefront();
  const form = useAppForm<CheckoutValues>({
    defaultValues: checkoutInitialValues(checkoutDraftRead(), user, configuration),
    rules: checkoutRulesFor(configuration.tips),
    serverFields: checkoutServerFields,
    t,
  });
  const values = useWatch({ control: form.control }) as CheckoutValues;
  const method = chosenMethod(values);
  const payments = paymentMethodsFor(
    deliveryMethodsAvailable(configuration.delivery_method).find((m) => m.code === method),
    configuration.payment_methods,
  );
  const payment = payments.find((p) => p.code === values.paymentMethod) ?? null;
  const [verifying, setVerifying] = useState<PendingVerification | null>(null);
  const [requested, setRequested] = useState<PendingVerification['method'] | null>(null);

  const slots = useCheckoutSlots(form, method, values.slot, now, configuration.time_zone);
  const coupons = useCheckoutCoupons({
    values,
    user,
    pricing,
    now,
    timeZone: configuration.time_zone,
    t,
  });
  const tips = tipsOffered(configuration.tips);
  const tip = useMemo(
    () => checkoutTipChoice({ tip: values.tip, tipAmount: values.tipAmount }, configuration.tips),
    [values.tip, values.tipAmount, configuration.tips],
  );
  // The page prices the order with these choices (the summary's prices, the submit's "what the customer saw").
  const { manualCoupon, serverCoupons, customerCouponsKnown } = coupons;
  // A home delivery's address checked inside the zones picks the zone that prices it (docs/decisions/072).
  const checked =
    method === 'home_delivery' && values.address.zone === 'inside' ? values.address.address : null;
  const lat = typeof checked?.lat === 'number' ? checked.lat : null;
  const lng = typeof checked?.lng === 'number' ? checked.lng : null;
  const delivery = configuration.delivery_order;
  const zonePricing = useMemo(
    () => (lat !== null && lng !== null ? shippingPricingAt(delivery, { lat, lng }) : null),
    [delivery, lat, lng],
  );
  useEffect(() => {
    onPricingInput({ method, manualCoupon, serverCoupons, customerCouponsKnown, tip, zonePricing });
  }, [method, manualCoupon, serverCoupons, customerCouponsKnown, tip, zonePricing, onPricingInput]);
  const savedAddresses = useAccountIdentity(form, user, configuration);
  const places = useCheckoutPlaces(form, configuration);
  const submit = useCheckoutSubmit({
    form,
    entries,
    user,
    prices: pricing.prices,
    automaticCouponId: pricing.automaticCouponId,
    tips: configuration.tips,
    timeLabel: slots.chosenLabel,
    locale: t.locale,
    t,
    flash,
    onOrderPlaced,
  });

  // The draft is saved as it is typed; any change is a new submit attempt.
  const { renew, prepareToken } = submit;
  useEffect(() => {
    const subscription = form.watch((next) => {
      checkoutDraftWrite(next as CheckoutValues);
      renew();
    });
    return () => subscription.unsubscribe();
  }, [form, renew]);

  const verifyMethods = useVerifyMethods({
    configuration,
    authenticated: user !== null,
    paymentOnline: paymentMethodIsOnline(payment),
    phone: values.phone,
    phoneCountry: values.phoneCountry,
  });
  // A guest's first focus or tap in the form starts the order token's proof of work (not the page's load).
  const prepareOrderToken = useCallback(() => {
    if (user === null) prepareToken();
  }, [user, prepareToken]);

  async function onValid(valid: CheckoutValues) {
    if (pricing.blockers.length > 0) return;
    if (verifyMethods.length > 0)
      return setVerifying({ values: valid, method: requested ?? 'verify_with_email' });
    await submit.send(valid, null);
  }

  return {
    configuration,
    form,
    method,
    payments,
    slots,
    coupons,
    tips,
    savedAddresses,
    places,
    submit,
    verifyMethods,
    verifying,
    setVerifying,
    setRequested,
    prepareOrderToken,
    onValid,
  };
}
