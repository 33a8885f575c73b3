import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Locale, SessionUser } from '@ordina/contracts';
import { PASSWORD_MAX_LENGTH, validateEmail, validateRequired } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { logIn } from './api/session.ts';
import { Form, FormEmailField, FormTextField, useAppForm } from '../../lib/form/index.ts';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import type { LoginView } from './login-entry.ts';
import { ResendConfirmation } from './resend-confirmation.tsx';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * LOGIN_USERPWD: e-mail and password → POST /api/login_check. A refused
 * login shows the server's codes ('Attention: Wrong email or password');
 * success hands the user to the drawer. USER_NOT_EXISTS, which the server
 * answers only after the right password of an account not confirmed yet,
 * says so and offers the confirmation e-mail again.
 */
export function LoginFormView({
  t,
  locale,
  onLoggedIn,
  onError,
  onView,
}: {
  t: Translator;
  locale: Locale;
  onLoggedIn: (user: SessionUser) => void;
  onError: (message: string | null) => void;
  onView: (view: LoginView, email?: string) => void;
}) {
  const form = useAppForm<LoginValues>({
    defaultValues: { email: '', password: '' },
    t,
    rules: {
      email: (values) => validateEmail(values.email),
      password: (values) => validateRequired(values.password),
    },
  });

  // The address the server said is not confirmed yet: its offer shows while the field still holds it.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const email = useWatch({ control: form.control, name: 'email' });

  async function submit(values: LoginValues) {
    onError(null);
    setUnconfirmedEmail(null);
    const result = await logIn({ username: values.email.trim(), password: values.password });
    if (result.ok) return onLoggedIn(result.data);
    if (result.errors.includes('USER_NOT_EXISTS')) return setUnconfirmedEmail(values.email);
    // WRONG_LOGIN_DATA names no field on purpose (which of the two was wrong is not told): the drawer's alert only.
    onError(t.errors(result.errors));
  }

  return (
    <Form form={form} onValid={submit} onInvalid={() => onError(null)} className="space-y-4">
      {unconfirmedEmail !== null && email === unconfirmedEmail && (
        <div role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-medium">{t('login.not_confirmed')}</p>
          <ResendConfirmation t={t} locale={locale} email={unconfirmedEmail} onError={onError} />
        </div>
      )}
      <FormEmailField form={form} autoComplete="username" />
      <FormTextField
        form={form}
        name="password"
        label={t('field.password')}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('common.loading')}>
        {t('login.submit')}
      </SubmitButton>
      <button
        type="button"
        onClick={() => onView('LOGIN_USERPWD_RECOVER', form.getValues('email').trim())}
        className="text-primary focus-visible:ring-primary mx-auto block min-h-11 rounded px-2 py-2 text-sm font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
      >
        {t('login.recover_password')}
      </button>
    </Form>
  );
}
