import type { ReactNode } from 'react';
import type { SessionUser } from '@ordina/contracts';
import { EMAIL_MAX_LENGTH, ORDER_NOTE_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { FormPhoneField, FormTextField } from '../../../lib/form/index.ts';
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
        <FormTextField
          form={form}
          name="name"
          label={t('field.first_name')}
          autoComplete="given-name"
          autoCapitalize="words"
          maxLength={PERSON_NAME_MAX_LENGTH}
        />
        <FormTextField
          form={form}
          name="lastname"
          label={t('field.last_name')}
          autoComplete="family-name"
          autoCapitalize="words"
          maxLength={PERSON_NAME_MAX_LENGTH}
        />
      </div>
      <FormTextField
        form={form}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        readOnly={user !== null}
        hint={user !== null ? t('account.email_locked') : undefined}
        label={t('field.email')}
        maxLength={EMAIL_MAX_LENGTH}
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
