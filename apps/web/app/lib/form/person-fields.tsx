import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import type { InputHTMLAttributes } from 'react';
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '@ordina/domain';
import { FormTextField } from './fields.tsx';
import type { AppForm } from './use-app-form.ts';

// The customer's contract fields as every form that asks for them writes them (registration, login,
// checkout, account): the contract's field name, its label, its length limit and, for the names, the
// browsers' autofill token. What a form sets for itself (e-mail's autocomplete token, capitals, a lock)
// stays its prop.

type Extra = Pick<InputHTMLAttributes<HTMLInputElement>, 'autoCapitalize' | 'required'>;

/** First name and surname (`name`, `lastname`), side by side in the form's own layout (a fragment). */
export function FormPersonNameFields<V extends FieldValues & { name: string; lastname: string }>({
  form,
  ...input
}: { form: AppForm<V> } & Extra) {
  // The constraint guarantees both are string fields; the generic type cannot show it to FieldPathByValue.
  const name = 'name' as FieldPathByValue<V, string>;
  const lastname = 'lastname' as FieldPathByValue<V, string>;
  return (
    <>
      <FormTextField
        {...input}
        form={form}
        name={name}
        label={form.t('field.first_name')}
        autoComplete="given-name"
        maxLength={PERSON_NAME_MAX_LENGTH}
      />
      <FormTextField
        {...input}
        form={form}
        name={lastname}
        label={form.t('field.last_name')}
        autoComplete="family-name"
        maxLength={PERSON_NAME_MAX_LENGTH}
      />
    </>
  );
}

type EmailInput = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'spellCheck' | 'readOnly'
>;

/** The e-mail (`email`); `autoComplete` is the form's: 'email' where it is given, 'username' where it logs in. */
export function FormEmailField<V extends FieldValues & { email: string }>({
  form,
  autoComplete,
  hint,
  ...input
}: { form: AppForm<V>; autoComplete: 'email' | 'username'; hint?: string } & EmailInput) {
  return (
    <FormTextField
      {...input}
      form={form}
      name={'email' as FieldPathByValue<V, string>}
      label={form.t('field.email')}
      type="email"
      autoComplete={autoComplete}
      hint={hint}
      maxLength={EMAIL_MAX_LENGTH}
    />
  );
}
