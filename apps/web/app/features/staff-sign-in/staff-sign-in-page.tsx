import { useState } from 'react';
import type { FormEvent } from 'react';
import type { StaffMember } from '@ordina/contracts';
import { staffErrorText } from '@ordina/i18n/staff';
import type { StaffTranslator } from '@ordina/i18n/staff';
import type { Locale } from '@ordina/contracts';
import { apiCall } from '../../lib/after-hydration-shared/api-client.ts';
import { TextField } from '../../lib/form-field.tsx';
import { CredentialsPage } from './credentials-page.tsx';

/**
 * /gestione/accesso: e-mail and password, then — for a member with TOTP on —
 * a second step asking the authenticator's code (or a recovery code). The
 * server's refusal is said in an alert above the form.
 */
export function StaffSignInPage({
  t,
  locale,
  notice,
  onSignedIn,
}: {
  t: StaffTranslator;
  locale: Locale;
  notice: string | null;
  onSignedIn: (staff: StaffMember, csrfToken: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [secondStep, setSecondStep] = useState<'none' | 'totp' | 'recovery'>('none');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const factor =
      secondStep === 'totp' ? { totpCode: code } : secondStep === 'recovery' ? { recoveryCode: code } : {};
    const result = await apiCall('POST /api/staff/login', { body: { email, password, ...factor } });
    setBusy(false);
    if (result.ok) return onSignedIn(result.data.staff, result.data.csrfToken);
    if (result.errors.includes('STAFF_TOTP_REQUIRED') && secondStep === 'none') {
      setError(null);
      return setSecondStep('totp');
    }
    setError(staffErrorText(locale, result.errors));
  }

  return (
    <CredentialsPage
      name="sign-in"
      title={t('title.sign_in')}
      intro={secondStep === 'none' ? t('sign_in.intro') : t('sign_in.totp_intro')}
      notice={
        notice ? (
          <p role="status" className="mt-4 rounded-lg bg-green-100 p-3 text-green-900">
            {notice}
          </p>
        ) : null
      }
      error={error}
      busy={busy}
      submitLabel={t('sign_in.submit')}
      t={t}
      onSubmit={submit}
    >
      {secondStep === 'none' ? (
        <>
          <TextField
            name="email"
            label={t('field.email')}
            type="email"
            required
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            name="password"
            label={t('field.password')}
            type="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </>
      ) : (
        <>
          <TextField
            key={secondStep}
            name={secondStep === 'totp' ? 'totpCode' : 'recoveryCode'}
            label={secondStep === 'totp' ? t('field.totp_code') : t('field.recovery_code')}
            required
            autoComplete="one-time-code"
            inputMode={secondStep === 'totp' ? 'numeric' : 'text'}
            // The second step of a sign-in: the code field is the only thing left to do.
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button
            type="button"
            onClick={() => {
              setCode('');
              setSecondStep(secondStep === 'totp' ? 'recovery' : 'totp');
            }}
            className="min-h-11 self-start font-semibold text-stone-900 underline focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none"
          >
            {secondStep === 'totp' ? t('sign_in.use_recovery') : t('sign_in.use_totp')}
          </button>
        </>
      )}
    </CredentialsPage>
  );
}
