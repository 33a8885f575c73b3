import type { Locale } from '@ordina/contracts';

/**
 * The BCP 47 tag handed to Intl for each storefront locale. English uses
 * en-GB: the businesses are European, so their English-speaking customers
 * expect day/month dates and a 24-hour clock, not the US defaults of bare `en`.
 */
const INTL_LOCALES: Readonly<Record<Locale, string>> = {
  it: 'it-IT',
  en: 'en-GB',
  fr: 'fr-FR',
  de: 'de-DE',
};

/** The Intl locale tag used to format numbers and dates for a storefront locale. */
export function intlLocaleOf(locale: Locale): string {
  return INTL_LOCALES[locale];
}

/**
 * One Intl object per storefront locale, built on first use and kept: building
 * an Intl formatter is costly. Module-level callers mark the call
 * with the `@__PURE__` annotation, so a bundle that never formats with it drops it.
 */
export function perLocale<T>(create: (intlLocale: string) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = create(intlLocaleOf(locale));
      made.set(locale, value);
    }
    return value;
  };
}

/**
 * Intl separates with U+00A0 or U+202F depending on the ICU version (French
 * grouping moved to U+202F in CLDR 34), so server-rendered and browser-rendered
 * text could differ and break hydration. Both become U+00A0, which also keeps
 * an amount and its symbol on one line. Ordinary spaces stay breakable.
 */
export function normaliseSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, '\u00a0');
}
