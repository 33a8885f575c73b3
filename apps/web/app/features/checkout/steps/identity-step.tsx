import type { ReactNode } from 'react';
import type { SessionUser } from '@ordina/contracts';
import { ORDER_NOTE_MAX_LENGTH } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import {
  FormEmailField,
  FormPersonNameFields,
  FormPhoneField,
  FormTextField,
} from '../../../lib/form/index.ts';
import type { AppForm } from '../../../lib/form/index.ts';
import type { CheckoutValues } from '../checkout-values.ts';

/**
 * "Your details" (spec §2): first name, surname, e-mail (locked for an account: it is the account's),
 * phone and notes; `children` closes the group (the coupon field).
 */
export function IdentityStep({
  form,
  user,
  t,
  children,
}: {
  form: AppForm<CheckoutValues>;
  user: SessionUser | null;
  t: Translator;
  children?: ReactNode;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-stone-900">{t('checkout.your_details')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormPersonNameFields form={form} autoCapitalize="words" />
      </div>
      <FormEmailField
        form={form}
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        readOnly={user !== null}
        hint={user !== null ? t('account.email_locked') : undefined}
      />
      <FormPhoneField form={form} name="phone" country="phoneCountry" label={t('field.phone')} />
      <FormTextField
        form={form}
        name="note"
        label={t('field.notes')}
        autoComplete="off"
        maxLength={ORDER_NOTE_MAX_LENGTH}
      />
      {children}
    </fieldset>
  );
}
