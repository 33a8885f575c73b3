import { useState } from 'react';
import type { FormEvent } from 'react';
import type { SessionUser } from '@ordina/contracts';
import { EMAIL_MAX_LENGTH, validateEmail, validateRequired } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { logIn } from './api/session.ts';
import { TextField } from '../../lib/form-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFieldCheck } from './form-actions.tsx';
import type { LoginView } from './login-entry.ts';

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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { formRef, shown, passes } = useFieldCheck({ email: validateEmail(email), password: validateRequired(password) }, t);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onError(null);
    if (!passes()) return;
    setBusy(true);
    const result = await logIn({ username: email.trim(), password });
    setBusy(false);
    if (result.ok) onLoggedIn(result.data);
    else onError(t.errors(result.errors));
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextField
        label={t('field.email')}
        name="email"
        type="email"
        autoComplete="username"
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={shown('email')}
      />
      <TextField
        label={t('field.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={shown('password')}
      />
      <SubmitButton busy={busy} busyLabel={t('common.loading')}>
        {t('login.submit')}
      </SubmitButton>
      <button
        type="button"
        onClick={() => onView('LOGIN_USERPWD_RECOVER', email.trim())}
        className="text-primary focus-visible:ring-primary mx-auto block rounded px-2 py-1 text-sm font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
      >
        {t('login.recover_password')}
      </button>
    </form>
  );
}
