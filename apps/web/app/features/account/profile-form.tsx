import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { SessionUser } from '@ordina/contracts';
import { PERSON_NAME_MAX_LENGTH, PHONE_MAX_LENGTH, phoneIsBlank, phoneNormalize, validatePersonName, validatePhone } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { storeSessionUser } from '../../lib/session/session-store.ts';
import { updateProfile } from './api/profile.ts';
import type { ShowFlash } from '../../lib/flash.ts';
import { TextField } from '../../lib/form-field.tsx';
import { Button } from '../../components/ui/button.tsx';

type Field = 'name' | 'lastname' | 'phone';
type Values = Record<Field, string>;

const valuesOf = (user: SessionUser): Values => ({ name: user.name, lastname: user.lastname, phone: user.phone });

/** Whether the form differs from the stored profile (the save button shows only then, spec §2 "Account"). */
export function profileChanged(values: Values, user: SessionUser): boolean {
  return values.name !== user.name || values.lastname !== user.lastname || values.phone !== user.phone;
}

/**
 * The account page's profile: first name, surname and phone editable (phone
 * optional here, spec §5), e-mail shown but locked. Saving stores the user
 * the server answers (a fresh token carries the new name).
 */
export function ProfileForm({ user, t, flash }: { user: SessionUser; t: Translator; flash: ShowFlash }) {
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const changed = profileChanged(values, user);

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((last) => ({ ...last, [field]: event.target.value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !changed) return;
    const found = {
      name: validatePersonName(values.name),
      lastname: validatePersonName(values.lastname),
      phone: validatePhone(values.phone, { optional: true }),
    };
    setErrors({ name: found.name && t.message(found.name), lastname: found.lastname && t.message(found.lastname), phone: found.phone && t.message(found.phone) });
    const firstInvalid = (['name', 'lastname', 'phone'] as const).find((field) => found[field] !== null);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setBusy(true);
    const result = await updateProfile(user, {
      name: values.name.trim(),
      lastname: values.lastname.trim(),
      phone: phoneIsBlank(values.phone) ? '' : (phoneNormalize(values.phone).international ?? ''),
    });
    setBusy(false);
    if (!result.ok) {
      flash(t.errors(result.errors), { tone: 'error' });
      return;
    }
    storeSessionUser(result.data);
    setValues(valuesOf(result.data));
    flash(t('success.data_saved'));
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void save(event)} aria-labelledby="account-profile" className="flex flex-col gap-4">
      <h2 id="account-profile" className="text-lg font-bold text-stone-900">
        {t('account.profile')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label={t('field.first_name')}
          autoComplete="given-name"
          required
          maxLength={PERSON_NAME_MAX_LENGTH}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          name="lastname"
          label={t('field.last_name')}
          autoComplete="family-name"
          required
          maxLength={PERSON_NAME_MAX_LENGTH}
          value={values.lastname}
          onChange={set('lastname')}
          error={errors.lastname}
        />
        <TextField
          name="phone"
          type="tel"
          label={t('account.phone_optional')}
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          hint={t('validation.phone_format')}
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <TextField name="email" type="email" label={t('field.email')} value={user.email} disabled hint={t('account.email_locked')} />
      </div>
      {changed ? (
        <Button type="submit" busy={busy} className="self-start">
          {busy ? t('common.loading') : t('account.save')}
        </Button>
      ) : null}
    </form>
  );
}
