import { useCallback, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { SessionUser } from '@ordina/contracts';
import { deliveryMethodsAvailable, paymentMethodIsOnline, paymentMethodsFor } from '@ordina/domain';
import type { Cart } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import { Form, useAppForm } from '../../lib/form/index.ts';
import { useStorefront } from '../../lib/storefront-context.tsx';
import { useStagedReveal } from '../../lib/use-staged-reveal.ts';
import { checkoutDraftRead, checkoutDraftWrite } from './checkout-draft.ts';
import { checkoutInitialValues } from './checkout-initial-values.ts';
import { checkoutRules, checkoutServerFields, chosenMethod } from './checkout-rules.ts';
import type { CheckoutPricing, CheckoutPricingInput } from './checkout-types.ts';
import type { CheckoutValues } from './checkout-values.ts';
import { ConsentSubmitStep } from './steps/consent-submit-step.tsx';
import { CouponStep } from './steps/coupon-step.tsx';
import { IdentityStep } from './steps/identity-step.tsx';
import { MethodStep } from './steps/method-step.tsx';
import { PaymentStep } from './steps/payment-step.tsx';
import { TimeStep } from './steps/time-step.tsx';
import { VerifyDialog } from './steps/verify-dialog.tsx';
import type { PendingVerification } from './steps/verify-dialog.tsx';
import { useAccountIdentity } from './use-account-identity.ts';
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

/** The checkout form (spec §2 "Checkout (FormPage)"): its steps in the spec's order, each a component of steps/. */
export function CheckoutForm({
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
    rules: checkoutRules,
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

  // Three parts, each in a render of its own (the method and time; the customer's details; payment,
  // consent and sending): one commit of the whole form was the longest task of the checkout's load (decision 035).
  const shownParts = useStagedReveal(3);
  const [verifying, setVerifying] = useState<PendingVerification | null>(null);
  const [requested, setRequested] = useState<PendingVerification['method'] | null>(null);

  const { days, lost, chosenLabel } = useCheckoutSlots(
    form,
    method,
    values.slot,
    now,
    configuration.time_zone,
  );
  const coupons = useCheckoutCoupons({
    values,
    method,
    user,
    pricing,
    onPricingInput,
    now,
    timeZone: configuration.time_zone,
    t,
  });
  const savedAddresses = useAccountIdentity(form, user, configuration);
  const submit = useCheckoutSubmit({
    form,
    entries,
    user,
    prices: pricing.prices,
    automaticCouponId: pricing.automaticCouponId,
    timeLabel: chosenLabel,
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
  const prepareOrderToken = useCallback(() => {
    if (user === null) prepareToken();
  }, [user, prepareToken]);

  async function onValid(valid: CheckoutValues) {
    if (pricing.blockers.length > 0) return;
    if (verifyMethods.length > 0)
      return setVerifying({ values: valid, method: requested ?? 'verify_with_email' });
    await submit.send(valid, null);
  }

  return (
    <Form
      form={form}
      onValid={onValid}
      // At least a screen tall while its parts arrive: the summary below it (on a phone) starts out of
      // sight and is not pushed down in view by the later parts (a layout shift).
      className="min-h-svh space-y-6"
      aria-labelledby="checkout-title"
      // A guest's first focus or tap in the form starts the order token's proof of work (not the page's load).
      onFocus={prepareOrderToken}
      onPointerDown={prepareOrderToken}
    >
      <MethodStep form={form} method={method} savedAddresses={savedAddresses} t={t} />
      {method !== null ? <TimeStep form={form} method={method} days={days} lost={lost} t={t} /> : null}
      {shownParts >= 2 ? (
        <IdentityStep form={form} user={user} t={t}>
          {configuration.has_coupons ? (
            <CouponStep
              form={form}
              lookup={coupons.lookup}
              outcome={coupons.outcome}
              onFocus={coupons.prepare}
              t={t}
            />
          ) : null}
        </IdentityStep>
      ) : null}
      {shownParts >= 3 ? (
        <>
          {method !== null ? <PaymentStep form={form} payments={payments} t={t} /> : null}
          <ConsentSubmitStep
            form={form}
            method={method}
            pricing={pricing}
            submit={submit}
            verifyMethods={verifyMethods}
            onRequest={setRequested}
            t={t}
          />
          <VerifyDialog
            pending={verifying}
            busy={form.formState.isSubmitting}
            onCancel={() => setVerifying(null)}
            onConfirm={(pending) => {
              setVerifying(null);
              void submit.send(pending.values, pending.method);
            }}
            t={t}
          />
        </>
      ) : null}
    </Form>
  );
}
