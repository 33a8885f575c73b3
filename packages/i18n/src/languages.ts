import type { Locale } from '@ordina/contracts';
import { translate } from './translate.ts';

/** The name of language `locale` as written in `displayLocale`: languageName('it', 'fr') → `Francese`. */
export function languageName(displayLocale: Locale, locale: Locale): string {
  return translate(displayLocale, `language.${locale}`);
}

/** The name of a language in itself, for a language chooser: `Italiano`, `English`, `Français`, `Deutsch`. */
export function nativeLanguageName(locale: Locale): string {
  return languageName(locale, locale);
}
