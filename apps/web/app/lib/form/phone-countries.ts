import type { PhoneCountry } from '@ordina/domain/phone';

/** An entry of the phone field's country choice: the country, its calling code and what the option reads. */
export interface PhoneCountryOption extends PhoneCountry {
  readonly label: string;
}

/** The country of each page language's customers, offered second in the choice (issue 34: en → UK). */
const LANGUAGE_COUNTRY: Readonly<Record<string, string>> = { en: 'GB', fr: 'FR', de: 'DE' };

/** The country's name in the page language ('Regno Unito', 'United Kingdom'), its code when Intl has none. */
export function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * The phone field's countries in the order a customer looks for them: Italy
 * first (the spec's '+39' default, §5), the page language's country next,
 * then every other by its name in the page language. Each reads
 * 'Regno Unito (+44)', so the select's typeahead finds it by name.
 */
export function phoneCountryOptions(
  countries: readonly PhoneCountry[],
  locale: string,
): PhoneCountryOption[] {
  const first = ['IT', LANGUAGE_COUNTRY[locale] ?? 'IT'];
  const collator = new Intl.Collator([locale]);
  const named = countries.map((entry) => ({ ...entry, name: countryName(entry.country, locale) }));
  const rank = (country: string) => {
    const index = first.indexOf(country);
    return index === -1 ? first.length : index;
  };
  return named
    .sort((a, b) => rank(a.country) - rank(b.country) || collator.compare(a.name, b.name))
    .map(({ country, callingCode, name }) => ({ country, callingCode, label: `${name} (+${callingCode})` }));
}

/**
 * The phone after a change of country: an offered prefix of the old country
 * ('+39 ', alone or before the number) becomes the new one's, so a number
 * typed after it is read in the country chosen; any other text is the
 * customer's and stays.
 */
export function phoneWithCountryPrefix(
  phone: string,
  from: PhoneCountry | undefined,
  to: PhoneCountry,
): string {
  const next = `+${to.callingCode} `;
  if (phone.trim() === '') return phone;
  if (from === undefined) return phone;
  const old = `+${from.callingCode}`;
  if (phone.trim() === old) return next;
  return phone.startsWith(`${old} `) ? `${next}${phone.slice(old.length + 1)}` : phone;
}
