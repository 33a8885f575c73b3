import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Locale, StaffMember } from '@ordina/contracts';
import { staffErrorText } from '@ordina/i18n/staff';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { StaffPage } from '../../components/ui/staff-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { apiCall } from '../../lib/after-hydration-shared/api-client.ts';
import { ActionNotice, type ActionNoticeState } from '../../components/ui/action-notice.tsx';
import { FieldNotes, notesDescribedBy, TextField } from '../../lib/form-field.tsx';

/** Where the set-up is: nothing started, the secret shown (waiting for a code), the recovery codes shown once. */
type Step =
  { kind: 'idle' } | { kind: 'secret'; secret: string } | { kind: 'codes'; codes: readonly string[] };

const CODE_PATTERN = /^\d{6}$/;

/** The secret in groups of four, easier to type into a phone. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * /gestione/sicurezza, the owner's second factor (docs/decisions/043, 050):
 * start the set-up (the server makes the secret, shown as text to type into
 * an authenticator app), confirm it with a code, save the ten recovery codes
 * (shown once, "I saved them" before leaving), or turn it off with a code.
 * Whether it is on is the server's word: the session is read again after
 * every change.
 */
export function StaffSecurityPage({
  staff,
  t,
  locale,
  onSessionChanged,
}: {
  staff: StaffMember;
  t: StaffTranslator;
  locale: Locale;
  onSessionChanged: (staff: StaffMember, csrfToken: string) => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [notice, setNotice] = useState<ActionNoticeState>(null);
  const [busy, setBusy] = useState(false);

  const refused = (errors: readonly string[]) =>
    setNotice({ tone: 'error', text: staffErrorText(locale, errors) });
  async function refreshSession() {
    const me = await apiCall('GET /api/staff/me', { progress: false });
    if (me.ok) onSessionChanged(me.data.staff, me.data.csrfToken);
  }

  async function start() {
    setBusy(true);
    const result = await apiCall('POST /api/staff/totp/setup');
    setBusy(false);
    if (!result.ok) return refused(result.errors);
    setNotice(null);
    setStep({ kind: 'secret', secret: result.data.secret });
  }
  async function enable(code: string) {
    const result = await apiCall('POST /api/staff/totp/enable', { body: { code } });
    if (!result.ok) return refused(result.errors);
    setNotice(null);
    setStep({ kind: 'codes', codes: result.data.recoveryCodes });
    await refreshSession();
  }
  async function disable(code: string) {
    const result = await apiCall('POST /api/staff/totp/disable', { body: { code } });
    if (!result.ok) return refused(result.errors);
    setNotice({ tone: 'done', text: t('security.disabled_done') });
    await refreshSession();
  }

  return (
    <StaffPage
      name="security"
      title={t('title.security')}
      intro={t('security.intro')}
      className="max-w-2xl py-8"
    >
      <ActionNotice notice={notice} />
      {step.kind === 'codes' ? (
        <RecoveryCodes
          codes={step.codes}
          t={t}
          onDone={() => {
            setStep({ kind: 'idle' });
            setNotice({ tone: 'done', text: t('security.enabled_done') });
          }}
        />
      ) : step.kind === 'secret' ? (
        <div className="mt-6 flex flex-col gap-4">
          <p>{t('security.secret_intro')}</p>
          <p className="rounded-lg border border-stone-400 bg-stone-50 p-3">
            <span className="block text-sm font-semibold text-stone-800">{t('security.secret_label')}</span>
            <code className="text-2xl font-bold tracking-wider break-all text-stone-900">
              {grouped(step.secret)}
            </code>
          </p>
          <p>{t('security.confirm_intro')}</p>
          <CodeForm t={t} submitLabel={t('security.enable')} onCode={enable} />
        </div>
      ) : staff.totpEnabled ? (
        <div className="mt-6 flex flex-col gap-4">
          <p className="text-lg font-semibold text-stone-900">{t('security.state_on')}</p>
          <p>{t('security.disable_intro')}</p>
          <CodeForm t={t} submitLabel={t('security.disable')} tone="danger" onCode={disable} />
        </div>
      ) : (
        <div className="mt-6 flex flex-col items-start gap-4">
          <p className="text-lg font-semibold text-stone-900">{t('security.state_off')}</p>
          <Button busy={busy} onClick={() => void start()} className="min-h-12">
            {busy ? t('common.loading') : t('security.start')}
          </Button>
        </div>
      )}
    </StaffPage>
  );
}

/** A 6-digit code of the app, checked for its shape before any call (the server checks the code). */
function CodeForm({
  t,
  submitLabel,
  tone = 'primary',
  onCode,
}: {
  t: StaffTranslator;
  submitLabel: string;
  tone?: 'primary' | 'danger';
  onCode: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const bare = code.replace(/\s/g, '');
    if (!CODE_PATTERN.test(bare)) return setError(t('security.code_format'));
    setError(null);
    setBusy(true);
    await onCode(bare);
    setBusy(false);
    setCode('');
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        name="totpCode"
        label={t('field.totp_code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" tone={tone} busy={busy} className="min-h-12 self-start">
        {busy ? t('common.loading') : submitLabel}
      </Button>
    </form>
  );
}

/** The recovery codes, shown once: leaving needs "I saved them" ticked. */
function RecoveryCodes({
  codes,
  t,
  onDone,
}: {
  codes: readonly string[];
  t: StaffTranslator;
  onDone: () => void;
}) {
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const boxId = useId();
  return (
    <section aria-labelledby="staff-recovery-title" className="mt-6 rounded-xl border-2 border-stone-900 p-4">
      <h2 id="staff-recovery-title" className="text-2xl font-bold text-stone-900">
        {t('security.codes_title')}
      </h2>
      <p className="mt-2">{t('security.codes_intro')}</p>
      <ul
        aria-label={t('security.codes_title')}
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-xl text-stone-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex min-h-11 items-center gap-3">
        <input
          id={boxId}
          type="checkbox"
          checked={saved}
          aria-invalid={error ? true : undefined}
          aria-describedby={notesDescribedBy(boxId, { error })}
          onChange={(event) => setSaved(event.target.checked)}
          className="size-6 shrink-0"
        />
        <label htmlFor={boxId} className="font-semibold text-stone-900">
          {t('security.codes_saved')}
        </label>
      </div>
      <FieldNotes id={boxId} error={error} />
      <Button
        className="mt-4 min-h-12"
        onClick={() => {
          if (!saved) return setError(t('security.codes_unchecked'));
          onDone();
        }}
      >
        {t('security.codes_done')}
      </Button>
    </section>
  );
}
