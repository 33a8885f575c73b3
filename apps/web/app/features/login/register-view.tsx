import { useState } from 'react';
import type { FormEvent, MouseEvent } from 'react';
import type { Locale } from '@ordina/contracts';
import {
  DEFAULT_PHONE_PREFIX,
  EMAIL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PHONE_FORMAT_HINT,
  PHONE_MAX_LENGTH,
  validateNewAccountEmail,
  validatePassword,
  validatePasswordRepeat,
  validatePersonName,
  validatePhone,
  validatePrivacy,
} from '@ordina/domain';
import { messageParts } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';
import { useCaptcha } from '../../lib/captcha/use-captcha.ts';
import { privacyPolicyUrl } from '../../lib/privacy-policy.ts';
import { PrivacyDialog } from '../../components/ui/privacy-dialog.tsx';
import { register, registerRequest } from './api/register.ts';
import { CheckMail } from './check-mail.tsx';
import { CheckboxField, TextField } from '../../lib/form-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFieldCheck } from './form-actions.tsx';
import type { LoginView } from './login-entry.ts';

const linkClass = 'text-primary font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none rounded';

/** A full international number pasted or typed after the offered '+39 ' replaces the offer ('+39 +41 …' → '+41 …'). */
export function withoutDoublePrefix(phone: string): string {
  const offered = `${DEFAULT_PHONE_PREFIX} `;
  return phone.startsWith(`${offered}+`) ? phone.slice(offered.length) : phone;
}

/**
 * LOGIN_USERPWD_REGISTER (spec §5 "Registration", "Password"): e-mail, name,
 * last name, phone ('+39 ' on focus), password and repeat, privacy box (its
 * link opens the policy dialog), newsletter → POST /api/user/register with a
 * bot-protection token. An existing e-mail gets its own warning with a link
 * to password recovery (spec §8); success says to check the mail.
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
  const [values, setValues] = useState({ email: '', name: '', lastname: '', phone: '', password: '', repeat: '', privacy: false, newsletter: false });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'form' | 'email_exists' | 'sent'>('form');
  const [policyOpen, setPolicyOpen] = useState(false);
  const takeCaptchaToken = useCaptcha('register');

  const { formRef, shown, passes } = useFieldCheck(
    {
      email: validateNewAccountEmail(values.email),
      name: validatePersonName(values.name),
      lastname: validatePersonName(values.lastname),
      phone: validatePhone(values.phone),
      password: validatePassword(values.password),
      repeat: validatePasswordRepeat(values.password, values.repeat),
      privacy: validatePrivacy(values.privacy),
    },
    t,
  );
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => setValues((old) => ({ ...old, [field]: value }));
  const policyUrl = privacyPolicyUrl(privacyPolicy, locale);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onError(null);
    if (!passes()) return;
    setBusy(true);
    const token = await takeCaptchaToken();
    const result = token.ok ? await register(registerRequest(values, token.data, locale)) : token;
    setBusy(false);
    if (result.ok) setOutcome('sent');
    else if (result.errors.includes('EMAIL_EXISTS')) setOutcome('email_exists');
    else onError(t.errors(result.errors));
  }

  function openPolicy(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPolicyOpen(true);
  }

  if (outcome === 'sent') return <CheckMail text={t('login.register_check_mail')} action={t('login.back_to_login')} onAction={() => onView('LOGIN_USERPWD')} />;
  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {outcome === 'email_exists' && (
        <div role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-medium">{t('login.email_exists')}</p>
          <button type="button" onClick={() => onView('LOGIN_USERPWD_RECOVER', values.email.trim())} className={`mt-1 ${linkClass}`}>
            {t('login.email_exists_recover')}
          </button>
        </div>
      )}
      <TextField
        label={t('field.email')}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={values.email}
        onChange={(event) => {
          set('email', event.target.value);
          if (outcome === 'email_exists') setOutcome('form');
        }}
        error={shown('email')}
      />
      <TextField
        label={t('field.first_name')}
        name="name"
        autoComplete="given-name"
        maxLength={PERSON_NAME_MAX_LENGTH}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={shown('name')}
      />
      <TextField
        label={t('field.last_name')}
        name="lastname"
        autoComplete="family-name"
        maxLength={PERSON_NAME_MAX_LENGTH}
        value={values.lastname}
        onChange={(event) => set('lastname', event.target.value)}
        error={shown('lastname')}
      />
      <TextField
        label={t('field.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        value={values.phone}
        // Spec §2: the prefix is offered as soon as the empty field is focused.
        onFocus={() => {
          if (values.phone.trim() === '') set('phone', `${DEFAULT_PHONE_PREFIX} `);
        }}
        onChange={(event) => set('phone', withoutDoublePrefix(event.target.value))}
        hint={t.message(PHONE_FORMAT_HINT)}
        error={shown('phone')}
      />
      <TextField
        label={t('field.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        hint={t('validation.password_rule')}
        error={shown('password')}
      />
      <TextField
        label={t('field.repeat_password')}
        name="repeat"
        type="password"
        autoComplete="new-password"
        value={values.repeat}
        onChange={(event) => set('repeat', event.target.value)}
        error={shown('repeat')}
      />
      <CheckboxField name="privacy" checked={values.privacy} onChange={(value) => set('privacy', value)} error={shown('privacy')}>
        {messageParts(locale, 'privacy.accept_checkbox').map((part, index) =>
          'text' in part ? (
            <span key={index}>{part.text}</span>
          ) : (
            <a key={index} href={policyUrl} target="_blank" rel="noopener noreferrer" onClick={openPolicy} aria-haspopup="dialog" className={linkClass}>
              {t('privacy.policy_link')}
            </a>
          ),
        )}
      </CheckboxField>
      <CheckboxField name="newsletter" checked={values.newsletter} onChange={(value) => set('newsletter', value)}>
        {t('checkout.newsletter')}
      </CheckboxField>
      <SubmitButton busy={busy} busyLabel={t('common.loading')}>
        {t('login.register_submit')}
      </SubmitButton>
      {policyOpen && <PrivacyDialog url={policyUrl} onClose={() => setPolicyOpen(false)} t={t} />}
    </form>
  );
}
