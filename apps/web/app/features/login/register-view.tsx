import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Locale } from '@ordina/contracts';
import {
  PASSWORD_MAX_LENGTH,
  validateNewAccountEmail,
  validatePassword,
  validatePasswordRepeat,
  validatePersonName,
  validatePrivacy,
} from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { privacyPolicyUrl } from '../../lib/first-load/privacy-policy.ts';
import { FormConsentFields, usePrivacyConsent } from '../../components/ui/privacy-consent.tsx';
import { register, registerRequest } from './api/register.ts';
import { CheckMail } from './check-mail.tsx';
import {
  Form,
  FormEmailField,
  FormPersonNameFields,
  FormPhoneField,
  FormTextField,
  loadPhoneRules,
  useAppForm,
} from '../../lib/form/index.ts';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import type { LoginView } from './login-entry.ts';
import { ResendConfirmation } from './resend-confirmation.tsx';

const linkClass =
  'text-primary font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none rounded';

interface RegisterValues {
  email: string;
  name: string;
  lastname: string;
  phone: string;
  /** The country the phone is read in when typed without '+' (issue 34). */
  phoneCountry: string;
  password: string;
  repeat: string;
  privacy: boolean;
  newsletter: boolean;
}

/**
 * LOGIN_USERPWD_REGISTER (spec §5 "Registration", "Password"): e-mail, name,
 * last name, phone ('+39 ' on focus), password and repeat, privacy box (its
 * link opens the policy dialog), newsletter → POST /api/user/register with a
 * bot-protection token. An existing e-mail gets its own warning with a link
 * to password recovery (spec §8) and the confirmation e-mail again (for an
 * account never confirmed); success says to check the mail.
 */
export function RegisterView({
  t,
  locale,
  privacyPolicy,
  onError,
  onView,
}: {
  t: Translator;
  locale: Locale;
  /** configuration.routes.privacy_policy (with `{locale}`). */
  privacyPolicy: string;
  onError: (message: string | null) => void;
  onView: (view: LoginView, email?: string) => void;
}) {
  const [sent, setSent] = useState(false);
  // The address the server answered EMAIL_EXISTS for: its warning shows while the field still holds it.
  const [existingEmail, setExistingEmail] = useState<string | null>(null);
  const takeCaptchaToken = useCaptcha('register');
  const form = useAppForm<RegisterValues>({
    defaultValues: {
      email: '',
      name: '',
      lastname: '',
      phone: '',
      phoneCountry: 'IT',
      password: '',
      repeat: '',
      privacy: false,
      newsletter: false,
    },
    t,
    rules: {
      email: (values) => validateNewAccountEmail(values.email),
      name: (values) => validatePersonName(values.name),
      lastname: (values) => validatePersonName(values.lastname),
      phone: async (values) =>
        (await loadPhoneRules()).validatePhone(values.phone, { country: values.phoneCountry }),
      password: (values) => validatePassword(values.password),
      repeat: (values) => validatePasswordRepeat(values.password, values.repeat),
      privacy: (values) => validatePrivacy(values.privacy),
    },
    // What the server's own checks refuse (the same rules, so rarely seen) lands on its field.
    serverFields: {
      NO_EMAIL: 'email',
      WRONG_EMAIL: 'email',
      NO_NAME: 'name',
      WRONG_NAME: 'name',
      NO_LASTNAME: 'lastname',
      WRONG_LASTNAME: 'lastname',
      WRONG_PHONE: 'phone',
      WRONG_PASSWORD: 'password',
      NOT_ACCEPTED_PRIVACY_POLICY: 'privacy',
    },
  });
  const privacy = usePrivacyConsent(t, privacyPolicyUrl(privacyPolicy, locale));

  async function submit(values: RegisterValues) {
    onError(null);
    const token = await takeCaptchaToken();
    // The server reads a number without '+' as Italian: it gets the number as read in the chosen country.
    const phone =
      (await loadPhoneRules()).phoneNormalize(values.phone, values.phoneCountry).international ??
      values.phone;
    const result = token.ok
      ? await register(registerRequest({ ...values, phone }, token.data, locale))
      : token;
    if (result.ok) return setSent(true);
    if (result.errors.includes('EMAIL_EXISTS')) return setExistingEmail(values.email);
    form.showServerErrors(result.errors);
    onError(t.errors(result.errors));
  }

  const email = useWatch({ control: form.control, name: 'email' });
  if (sent)
    return (
      <CheckMail
        text={t('login.register_check_mail')}
        action={t('login.back_to_login')}
        onAction={() => onView('LOGIN_USERPWD')}
      />
    );
  return (
    <Form form={form} onValid={submit} onInvalid={() => onError(null)} className="space-y-4">
      {existingEmail !== null && email === existingEmail && (
        <div role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-medium">{t('login.email_exists')}</p>
          <button
            type="button"
            onClick={() => onView('LOGIN_USERPWD_RECOVER', email.trim())}
            className={`mt-1 min-h-11 ${linkClass}`}
          >
            {t('login.email_exists_recover')}
          </button>
          {/* Offered to every EMAIL_EXISTS: the server answers the same whether the account is confirmed or not, so this tells no more than EMAIL_EXISTS. */}
          <p className="mt-2">{t('login.email_exists_resend')}</p>
          <ResendConfirmation t={t} locale={locale} email={existingEmail} onError={onError} />
        </div>
      )}
      <FormEmailField form={form} autoComplete="email" />
      <FormPersonNameFields form={form} />
      <FormPhoneField form={form} name="phone" country="phoneCountry" label={t('field.phone')} />
      <FormTextField
        form={form}
        name="password"
        label={t('field.password')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={t('validation.password_rule')}
      />
      <FormTextField
        form={form}
        name="repeat"
        label={t('field.repeat_password')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <FormConsentFields form={form} privacy={privacy} t={t} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel={t('common.loading')}>
        {t('login.register_submit')}
      </SubmitButton>
      {privacy.dialog}
    </Form>
  );
}
