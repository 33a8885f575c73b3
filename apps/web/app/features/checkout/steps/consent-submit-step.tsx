import type { DeliveryMethodCode } from '@ordina/contracts';
import type { VerifyMethod } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { OrderBlockers } from '../../../components/ui/cart-summary-box/order-blockers.tsx';
import { FormConsentFields, usePrivacyConsent } from '../../../components/ui/privacy-consent.tsx';
import type { AppForm } from '../../../lib/form/index.ts';
import { privacyPolicyUrl } from '../../../lib/first-load/privacy-policy.ts';
import { useStorefront } from '../../../lib/storefront-context.tsx';
import { PricesChanged, RecheckFields } from '../checkout-notices.tsx';
import type { CheckoutPricing } from '../checkout-types.ts';
import type { CheckoutValues } from '../checkout-values.ts';
import { SubmitUnsentNotice } from '../submit-unsent-notice.tsx';
import type { CheckoutSubmit } from '../use-checkout-submit.ts';

/**
 * The checkout's last step: privacy consent and newsletter, what stops the order (fields to recheck,
 * prices changed, a send without an answer, the order's blockers) and the send buttons — one, or one per verification method
 * (spec §2: "Confirm via e-mail", "Confirm via SMS"); `onRequest` says which one was pressed.
 */
export function ConsentSubmitStep({
  form,
  method,
  pricing,
  submit,
  verifyMethods,
  onRequest,
  t,
}: {
  form: AppForm<CheckoutValues>;
  method: DeliveryMethodCode | null;
  pricing: CheckoutPricing;
  submit: Pick<CheckoutSubmit, 'freshPrices' | 'sentPrices' | 'unsent' | 'retrying' | 'retry'>;
  verifyMethods: readonly VerifyMethod[];
  onRequest: (method: VerifyMethod | null) => void;
  t: Translator;
}) {
  const privacy = usePrivacyConsent(
    t,
    privacyPolicyUrl(useStorefront().configuration.routes.privacy_policy, t.locale),
  );
  // A "Try again" is a send too: one at a time, from either button.
  const busy = form.formState.isSubmitting || submit.retrying;
  const blocked = pricing.blockers.length > 0;
  return (
    <>
      <div className="space-y-3">
        <FormConsentFields form={form} privacy={privacy} t={t} />
      </div>
      {privacy.dialog}

      {/* Spec §5: a failed form says so until every field passes. */}
      {form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0 ? (
        <RecheckFields t={t} />
      ) : null}
      {submit.freshPrices ? (
        <PricesChanged prices={submit.freshPrices} seen={submit.sentPrices} method={method} t={t} />
      ) : null}
      {submit.unsent ? (
        <SubmitUnsentNotice kind={submit.unsent} retrying={busy} onRetry={() => void submit.retry()} t={t} />
      ) : null}
      <OrderBlockers blockers={pricing.blockers} t={t} />

      <div className="flex flex-col gap-3">
        {verifyMethods.length === 0 ? (
          <SendButton busy={busy} disabled={blocked} t={t} onClick={() => onRequest(null)}>
            {t('checkout.submit')}
          </SendButton>
        ) : (
          verifyMethods.map((verify) => (
            <SendButton key={verify} busy={busy} disabled={blocked} t={t} onClick={() => onRequest(verify)}>
              {t(verify === 'verify_with_sms' ? 'checkout.confirm_via_sms' : 'checkout.confirm_via_email')}
            </SendButton>
          ))
        )}
      </div>
    </>
  );
}

/** The submit button (one per verification method); disabled while the order cannot be sent. */
function SendButton({
  busy,
  disabled,
  onClick,
  t,
  children,
}: {
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  t: Translator;
  children: string;
}) {
  return (
    <button
      type="submit"
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className="bg-button text-button-text focus-visible:ring-primary w-full rounded-full px-5 py-3 font-semibold shadow-sm hover:brightness-110 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? t('common.loading') : children}
    </button>
  );
}
