import { useEffect, useId, useMemo, useState } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { DEFAULT_PHONE_PREFIX, PHONE_FORMAT_HINT, PHONE_MAX_LENGTH } from '@ordina/domain';
import type { PhoneCountry } from '@ordina/domain/phone';
import { FieldNotes, controlLook, notesDescribedBy } from '../form-field.tsx';
import { useBoundField } from './fields.tsx';
import { countryName, phoneCountryOptions, phoneWithCountryPrefix } from './phone-countries.ts';
import type { PhoneCountryOption } from './phone-countries.ts';
import { loadPhoneRules, preloadPhoneRules } from './phone-rules.ts';
import type { AppForm } from './use-app-form.ts';

/** A full international number pasted or typed after an offered prefix replaces it ('+39 +41 …' → '+41 …'). */
export function withoutDoublePrefix(phone: string): string {
  return phone.replace(/^\+\d{1,3} (?=\+)/, '');
}

/**
 * The countries of the choice, which need libphonenumber's list: it comes
 * with the phone rules, loaded after the field appears (never in the page's
 * first load). Until then the choice holds the chosen country alone.
 */
function usePhoneCountries(locale: string): readonly PhoneCountryOption[] | null {
  const [countries, setCountries] = useState<readonly PhoneCountry[] | null>(null);
  useEffect(() => {
    let live = true;
    loadPhoneRules()
      .then((rules) => live && setCountries(rules.phoneCountries()))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return useMemo(
    () => (countries === null ? null : phoneCountryOptions(countries, locale)),
    [countries, locale],
  );
}

interface PhoneFieldProps<V extends FieldValues> {
  form: AppForm<V>;
  name: FieldPathByValue<V, string>;
  /** The form value holding the chosen country (ISO code, 'IT' by default). */
  country: FieldPathByValue<V, string>;
  label: string;
  hint?: string;
}

/**
 * The phone of the registration and the checkout (spec §2, §5; issue 34):
 * a country choice beside the number (Italy first, the page language's
 * country next), the chosen country's prefix offered when the empty field is
 * focused ('+39 ' by default), a whole international number typed after it
 * replacing it, and the spec's accepted format as the hint. Changing the
 * country swaps an offered prefix, so the number is read in the new one.
 */
export function FormPhoneField<V extends FieldValues>({
  form,
  name,
  country,
  label,
  hint,
}: PhoneFieldProps<V>) {
  const id = useId();
  const {
    field: { ref, value: typed, onChange: setPhone, onBlur: blurPhone },
    fieldState,
  } = useBoundField(form, name);
  const {
    field: { value: chosenValue, onChange: setCountry, onBlur: blurCountry },
  } = useBoundField(form, country);
  const options = usePhoneCountries(form.t.locale);
  const chosen = typeof chosenValue === 'string' && chosenValue !== '' ? chosenValue : 'IT';
  const text = typeof typed === 'string' ? typed : '';
  const chosenEntry = options?.find((option) => option.country === chosen);
  // Italy's prefix is known without the list; another country's once the list is in.
  const offer = chosenEntry
    ? `+${chosenEntry.callingCode} `
    : chosen === 'IT'
      ? `${DEFAULT_PHONE_PREFIX} `
      : null;
  const error = fieldState.error?.message ?? null;

  function choose(next: string) {
    const to = options?.find((option) => option.country === next);
    setCountry(next);
    if (to) setPhone(phoneWithCountryPrefix(text, chosenEntry, to));
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <select
          id={`${id}-country`}
          name={country}
          aria-label={form.t('field.phone_country')}
          value={chosen}
          onChange={(event) => choose(event.target.value)}
          onBlur={blurCountry}
          className={`${controlLook} w-32 shrink-0 truncate px-2`}
        >
          {options === null ? (
            <option value={chosen}>{countryName(chosen, form.t.locale)}</option>
          ) : (
            options.map((option) => (
              <option key={option.country} value={option.country}>
                {option.label}
              </option>
            ))
          )}
        </select>
        <input
          id={id}
          ref={ref}
          name={name}
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          value={text}
          onChange={(event) => setPhone(withoutDoublePrefix(event.target.value))}
          onBlur={blurPhone}
          onFocus={() => {
            // Spec §2: the prefix is offered as soon as the empty field is focused.
            if (offer !== null && text.trim() === '') setPhone(offer);
            preloadPhoneRules();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={notesDescribedBy(id, { hint: true, error })}
          className={`${controlLook} min-w-0 flex-1`}
        />
      </div>
      {/* Always a hint: the one given, else the format to type. */}
      <FieldNotes id={id} hint={hint ?? form.t.message(PHONE_FORMAT_HINT)} error={error} />
    </div>
  );
}
