import { useId } from 'react';
import { COUPON_CODE_MAX_LENGTH } from '@ordina/domain';
import type { Message } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { FormTextField } from '../../../lib/form/index.ts';
import type { AppForm } from '../../../lib/form/index.ts';
import type { CheckoutValues } from '../checkout-values.ts';
import { CouponStatus } from '../coupon-status.tsx';
import type { CouponLookup } from '../use-coupon-lookup.ts';

/**
 * The coupon field (spec §5): the typed code and what its lookup says, read with the field. `onFocus`
 * prepares the lookup's bot-protection token when the customer goes to the field (most orders carry no code).
 */
export function CouponStep({
  form,
  lookup,
  outcome,
  onFocus,
  t,
}: {
  form: AppForm<CheckoutValues>;
  lookup: CouponLookup;
  outcome: Message | null;
  onFocus: () => void;
  t: Translator;
}) {
  const statusId = useId();
  return (
    <div>
      <FormTextField
        form={form}
        name="coupon"
        label={t('field.coupon')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={COUPON_CODE_MAX_LENGTH}
        aria-describedby={statusId}
        onFocus={onFocus}
      />
      <CouponStatus id={statusId} lookup={lookup} outcome={outcome} t={t} />
    </div>
  );
}
