import type { VerifyMethod } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { CheckoutValues } from '../checkout-values.ts';

/** A guest's order about to be sent with a verification method: what it will ask (spec §4 verification flow). */
export interface PendingVerification {
  readonly values: CheckoutValues;
  readonly method: VerifyMethod;
}

/**
 * The confirmation before a guest's order goes out to be verified (spec §2): the e-mail or the phone the
 * code will reach, "Confirm" to send, "Do not confirm" to correct it first.
 */
export function VerifyDialog({
  pending,
  busy,
  onCancel,
  onConfirm,
  t,
}: {
  pending: PendingVerification | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (pending: PendingVerification) => void;
  t: Translator;
}) {
  const sms = pending?.method === 'verify_with_sms';
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t(sms ? 'checkout.confirm_via_sms' : 'checkout.confirm_via_email')}
      confirmLabel={t('common.confirm')}
      cancelLabel={t('checkout.do_not_confirm')}
      confirmTone="primary"
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        if (pending) onConfirm(pending);
      }}
    >
      {sms
        ? t('checkout.confirm_sms_text', { phone: pending.values.phone })
        : t('checkout.confirm_email_text', { email: pending?.values.email ?? '' })}
    </ConfirmDialog>
  );
}
