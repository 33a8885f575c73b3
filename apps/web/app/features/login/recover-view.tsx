import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Locale } from '@ordina/contracts';
import { EMAIL_MAX_LENGTH, validateEmail } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { recoverPassword } from './api/recover-password.ts';
import { CheckMail } from './check-mail.tsx';
import { TextField } from '../../lib/form-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFieldCheck } from './form-actions.tsx';
import type { LoginView } from './login-entry.ts';

/**
 * LOGIN_USERPWD_RECOVER: e-mail + bot-protection token → POST
 * /api/user/recover; success says to check the mail (spec §4 "Recovery:
 * check-mail alert"), errors (NO_MAIL_FOUND, captcha codes) show in the drawer.
 */
export function RecoverView({
  t,
  locale,
  initialEmail,
  onError,
  onView,
}: {
  t: Translator;
  locale: Locale;
  initialEmail: string;
  onError: (message: string | null) => void;
  onView: (view: LoginView) => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const takeCaptchaToken = useCaptcha('recover');
  const { formRef, shown, passes } = useFieldCheck({ email: validateEmail(email) }, t);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onError(null);
    if (!passes()) return;
    setBusy(true);
    const token = await takeCaptchaToken();
    const result = token.ok ? await recoverPassword({ username: email.trim(), recaptchaToken: token.data, locale }) : token;
    setBusy(false);
    if (result.ok) setSent(true);
    else onError(t.errors(result.errors));
  }

  if (sent) return <CheckMail text={t('login.recover_check_mail')} action={t('login.back_to_login')} onAction={() => onView('LOGIN_USERPWD')} />;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-stone-700">{t('login.recover_intro')}</p>
      <TextField
        label={t('field.email')}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={shown('email')}
      />
      <SubmitButton busy={busy} busyLabel={t('common.loading')}>
        {t('common.send')}
      </SubmitButton>
    </form>
  );
}
