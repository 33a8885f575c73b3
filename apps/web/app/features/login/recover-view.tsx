import { useState } from 'react';
import type { Locale } from '@ordina/contracts';
import { validateEmail } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { recoverPassword } from './api/recover-password.ts';
import { CheckMail } from './check-mail.tsx';
import { Form, FormEmailField, useAppForm } from '../../lib/form/index.ts';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import type { LoginView } from './login-entry.ts';

/**
 * LOGIN_USERPWD_RECOVER: e-mail + bot-protection token → POST
 * /api/user/recover; success says to check the mail (spec §4 "Recovery:
 * check-mail alert"), errors (NO_MAIL_FOUND, captcha codes) show in the drawer
 * and the address codes on the field too.
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
  const [sent, setSent] = useState(false);
  const takeCaptchaToken = useCaptcha('recover');
  const form = useAppForm<{ email: string }>({
    defaultValues: { email: initialEmail },
    t,
    rules: { email: (values) => validateEmail(values.email) },
    serverFields: { NO_EMAIL: 'email', WRONG_EMAIL: 'email', NO_MAIL_FOUND: 'email' },
  });

  async function submit({ email }: { email: string }) {
    onError(null);
    const token = await takeCaptchaToken();
    const result = token.ok
      ? await recoverPassword({ username: email.trim(), recaptchaToken: token.data, locale })
      : token;
    if (result.ok) return setSent(true);
    form.showServerErrors(result.errors);
    onError(t.errors(result.errors));
  }

  if (sent)
    return (
      <CheckMail
        text={t('login.recover_check_mail')}
        action={t('login.back_to_login')}
        onAction={() => onView('LOGIN_USERPWD')}
      />
    );
  return (
    <Form form={form} onValid={submit} onInvalid={() => onError(null)} className="space-y-4">
      <p className="text-sm text-stone-700">{t('login.recover_intro')}</p>
      <FormEmailField form={form} autoComplete="email" />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('common.loading')}>
        {t('common.send')}
      </SubmitButton>
    </Form>
  );
}
