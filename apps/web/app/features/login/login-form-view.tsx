import type { SessionUser } from '@ordina/contracts';
import { EMAIL_MAX_LENGTH, validateEmail, validateRequired } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { logIn } from './api/session.ts';
import { Form, FormTextField, useAppForm } from '../../lib/form/index.ts';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import type { LoginView } from './login-entry.ts';

interface LoginValues {
  email: string;
  password: string;
}

/**
 * LOGIN_USERPWD: e-mail and password → POST /api/login_check. A refused
 * login shows the server's codes ('Attention: Wrong email or password');
 * success hands the user to the drawer.
 */
export function LoginFormView({
  t,
  onLoggedIn,
  onError,
  onView,
}: {
  t: Translator;
  onLoggedIn: (user: SessionUser) => void;
  onError: (message: string | null) => void;
  onView: (view: LoginView, email?: string) => void;
}) {
  const form = useAppForm<LoginValues>({
    defaultValues: { email: '', password: '' },
    t,
    rules: { email: (values) => validateEmail(values.email), password: (values) => validateRequired(values.password) },
  });

  async function submit(values: LoginValues) {
    onError(null);
    const result = await logIn({ username: values.email.trim(), password: values.password });
    // WRONG_LOGIN_DATA names no field on purpose (which of the two was wrong is not told): the drawer's alert only.
    if (result.ok) onLoggedIn(result.data);
    else onError(t.errors(result.errors));
  }

  return (
    <Form form={form} onValid={submit} onInvalid={() => onError(null)} className="space-y-4">
      <FormTextField form={form} name="email" label={t('field.email')} type="email" autoComplete="username" maxLength={EMAIL_MAX_LENGTH} />
      <FormTextField form={form} name="password" label={t('field.password')} type="password" autoComplete="current-password" />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('common.loading')}>
        {t('login.submit')}
      </SubmitButton>
      <button
        type="button"
        onClick={() => onView('LOGIN_USERPWD_RECOVER', form.getValues('email').trim())}
        className="text-primary focus-visible:ring-primary mx-auto block rounded px-2 py-1 text-sm font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
      >
        {t('login.recover_password')}
      </button>
    </Form>
  );
}
