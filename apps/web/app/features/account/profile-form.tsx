import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type { SessionUser } from '@ordina/contracts';
import { validatePersonName } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { storeSessionUser } from '../../lib/session/after-hydration-shared/session-store.ts';
import { updateProfile } from './api/profile.ts';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import { TextField } from '../../lib/form-field.tsx';
import {
  Form,
  FormPersonNameFields,
  FormPhoneField,
  loadPhoneRules,
  useAppForm,
} from '../../lib/form/index.ts';
import { Button } from '../../components/ui/button.tsx';

interface Values {
  name: string;
  lastname: string;
  phone: string;
  /** The country a number typed without '+' is read in (issue 34 item 5): the stored number's, once known. */
  phoneCountry: string;
}

const valuesOf = (user: SessionUser): Values => ({
  name: user.name,
  lastname: user.lastname,
  phone: user.phone,
  phoneCountry: 'IT',
});

/** Whether the form differs from the stored profile (the save button shows only then, spec §2 "Account"). */
export function profileChanged(values: Values, user: SessionUser): boolean {
  return values.name !== user.name || values.lastname !== user.lastname || values.phone !== user.phone;
}

/**
 * The account page's profile: first name, surname and phone editable (phone
 * optional here, spec §5; with the country choice of the checkout, issue 34 item 5), e-mail shown but locked. Saving stores the user
 * the server answers (a fresh token carries the new name); a refused save is
 * the 'Attention: …' snackbar, and the codes of a field show on it too.
 */
export function ProfileForm({ user, t, flash }: { user: SessionUser; t: Translator; flash: ShowFlash }) {
  const form = useAppForm<Values>({
    defaultValues: valuesOf(user),
    t,
    rules: {
      name: (values) => validatePersonName(values.name),
      lastname: (values) => validatePersonName(values.lastname),
      phone: async (values) =>
        (await loadPhoneRules()).validatePhone(values.phone, {
          optional: true,
          country: values.phoneCountry,
        }),
    },
    serverFields: {
      NO_NAME: 'name',
      WRONG_NAME: 'name',
      NO_LASTNAME: 'lastname',
      WRONG_LASTNAME: 'lastname',
      WRONG_PHONE: 'phone',
    },
  });
  const changed = profileChanged(useWatch({ control: form.control }) as Values, user);
  // The choice beside the number shows the stored number's country, once the phone rules are in.
  const { resetField, getFieldState } = form;
  useEffect(() => {
    let live = true;
    loadPhoneRules()
      .then((rules) => {
        const country = rules.phoneCountryOf(user.phone);
        if (live && country !== null && !getFieldState('phoneCountry').isDirty)
          resetField('phoneCountry', { defaultValue: country });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [resetField, getFieldState, user.phone]);

  async function save(values: Values) {
    if (!profileChanged(values, user)) return;
    const { phoneIsBlank, phoneNormalize } = await loadPhoneRules();
    const result = await updateProfile(user, {
      name: values.name.trim(),
      lastname: values.lastname.trim(),
      phone: phoneIsBlank(values.phone)
        ? ''
        : (phoneNormalize(values.phone, values.phoneCountry).international ?? ''),
    });
    if (!result.ok) {
      form.showServerErrors(result.errors);
      return flash(t.errors(result.errors), { tone: 'error' });
    }
    storeSessionUser(result.data);
    form.reset(valuesOf(result.data));
    flash(t('success.data_saved'));
  }

  return (
    <Form form={form} onValid={save} aria-labelledby="account-profile" className="flex flex-col gap-4">
      <h2 id="account-profile" className="text-lg font-bold text-stone-900">
        {t('account.profile')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormPersonNameFields form={form} required />
        <FormPhoneField
          form={form}
          name="phone"
          country="phoneCountry"
          label={t('account.phone_optional')}
          hint={t('validation.phone_format')}
        />
        {/* Shown, not edited: the e-mail is the account's name (not a field of the form). */}
        <TextField
          name="email"
          type="email"
          label={t('field.email')}
          value={user.email}
          disabled
          hint={t('account.email_locked')}
        />
      </div>
      {changed ? (
        <Button type="submit" busy={form.formState.isSubmitting} className="self-start">
          {form.formState.isSubmitting ? t('common.loading') : t('account.save')}
        </Button>
      ) : null}
    </Form>
  );
}
