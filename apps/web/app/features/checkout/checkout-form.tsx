import { Form } from '../../lib/form/index.ts';
import { useStagedReveal } from '../../lib/use-staged-reveal.ts';
import { ConsentSubmitStep } from './steps/consent-submit-step.tsx';
import { CouponStep } from './steps/coupon-step.tsx';
import { IdentityStep } from './steps/identity-step.tsx';
import { MethodStep } from './steps/method-step.tsx';
import { PaymentStep } from './steps/payment-step.tsx';
import { TimeStep } from './steps/time-step.tsx';
import { TipStep } from './steps/tip-step.tsx';
import { VerifyDialog } from './steps/verify-dialog.tsx';
import { useCheckoutForm } from './use-checkout-form.ts';
import type { CheckoutFormProps } from './use-checkout-form.ts';

export type { CheckoutFormProps } from './use-checkout-form.ts';

/** The checkout form (spec §2 "Checkout (FormPage)"): its steps in the spec's order, each a component of steps/. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { user, pricing, t } = props;
  const checkout = useCheckoutForm(props);
  const { configuration, form, method, slots, coupons, submit } = checkout;
  // Three parts, each in a render of its own (the method and time; the customer's details; payment,
  // consent and sending): one commit of the whole form was the longest task of the checkout's load (decision 035).
  const shownParts = useStagedReveal(3);

  return (
    <Form
      form={form}
      onValid={checkout.onValid}
      // At least a screen tall while its parts arrive: the summary below it (on a phone) starts out of
      // sight and is not pushed down in view by the later parts (a layout shift).
      className="min-h-svh space-y-6"
      aria-labelledby="checkout-title"
      onFocus={checkout.prepareOrderToken}
      onPointerDown={checkout.prepareOrderToken}
    >
      <MethodStep
        form={form}
        method={method}
        savedAddresses={checkout.savedAddresses}
        places={checkout.places}
        t={t}
      />
      {method !== null ? (
        <TimeStep form={form} method={method} days={slots.days} lost={slots.lost} t={t} />
      ) : null}
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
          {method !== null ? <PaymentStep form={form} payments={checkout.payments} t={t} /> : null}
          {method !== null && checkout.tips !== null ? (
            <TipStep form={form} tips={checkout.tips} prices={pricing.prices} t={t} />
          ) : null}
          <ConsentSubmitStep
            form={form}
            method={method}
            pricing={pricing}
            submit={submit}
            verifyMethods={checkout.verifyMethods}
            onRequest={checkout.setRequested}
            t={t}
          />
          <VerifyDialog
            pending={checkout.verifying}
            busy={form.formState.isSubmitting}
            onCancel={() => checkout.setVerifying(null)}
            onConfirm={(pending) => {
              checkout.setVerifying(null);
              void submit.send(pending.values, pending.method);
            }}
            t={t}
          />
        </>
      ) : null}
    </Form>
  );
}
