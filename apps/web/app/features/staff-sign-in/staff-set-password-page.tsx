import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Locale } from '@ordina/contracts';
import { staffErrorText } from '@ordina/i18n/staff';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { apiCall } from '../../lib/after-hydration-shared/api-client.ts';
import { TextField } from '../../lib/form-field.tsx';
import { CredentialsPage } from './credentials-page.tsx';

/**
 * /gestione/imposta-password/:token, the one-time link of an invitation or
 * of `npm run staff:add`: the password twice (the customers' rule, checked by
 * the server), then on to the sign-in with a notice.
 */
export function StaffSetPasswordPage({
  token,
  t,
  locale,
  onDone,
}: {
  token: string;
  t: StaffTranslator;
  locale: Locale;
  onDone: () => void;
}) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== repeat) return setError(t('set_password.mismatch'));
    setBusy(true);
    const result = await apiCall('POST /api/staff/set-password', { body: { token, password } });
    setBusy(false);
    if (result.ok) return onDone();
    setError(staffErrorText(locale, result.errors));
  }

  return (
    <CredentialsPage
      name="set-password"
      title={t('title.set_password')}
      intro={t('set_password.intro')}
      error={error}
      busy={busy}
      submitLabel={t('set_password.submit')}
      t={t}
      onSubmit={submit}
    >
      <TextField
        name="password"
        label={t('field.new_password')}
        type="password"
        required
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        name="repeat"
        label={t('field.repeat_password')}
        type="password"
        required
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
      />
    </CredentialsPage>
  );
}
