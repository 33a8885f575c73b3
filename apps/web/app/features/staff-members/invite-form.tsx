import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Locale, StaffRole } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../lib/form-field.tsx';
import { SelectField } from '../../lib/business-document/fields/choice-fields.tsx';
import { LOCALES } from './member-fields.ts';
import { RoleOptions } from './role-options.tsx';

/** What an invitation sends: the e-mail the one-time link goes to, the name, the role and the language. */
export interface Invitation {
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
}

/** The owner's invitation form; empties itself once the invitation is sent. */
export function InviteForm({
  t,
  onInvite,
}: {
  t: StaffTranslator;
  onInvite: (body: Invitation) => Promise<void>;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [memberLocale, setMemberLocale] = useState<Locale>('it');
  const [busy, setBusy] = useState(false);
  const ids = { role: useId(), locale: useId() };

  // The invitee's e-mail and name: both required, neither filled from the owner's own address book.
  const required = (
    type: 'email' | 'text',
    label: string,
    value: string,
    onChange: (value: string) => void,
  ) => (
    <TextField
      label={label}
      type={type}
      required
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    await onInvite({ email, name, role, locale: memberLocale });
    setBusy(false);
    setEmail('');
    setName('');
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby="staff-invite-title"
      className="mt-6 rounded-xl border border-stone-300 bg-stone-50 p-4"
    >
      <h2 id="staff-invite-title" className="text-2xl font-bold text-stone-900">
        {t('members.invite_title')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {required('email', t('field.email'), email, setEmail)}
        {required('text', t('field.name'), name, setName)}
        <SelectField
          id={ids.role}
          label={t('field.role')}
          value={role}
          onChange={(r) => setRole(r as StaffRole)}
        >
          <RoleOptions t={t} />
        </SelectField>
        <SelectField
          id={ids.locale}
          label={t('field.locale')}
          value={memberLocale}
          onChange={(l) => setMemberLocale(l as Locale)}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={l}>
              {nativeLanguageName(l)}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" busy={busy} className="mt-4 min-h-12">
        {busy ? t('common.loading') : t('members.invite_submit')}
      </Button>
    </form>
  );
}
