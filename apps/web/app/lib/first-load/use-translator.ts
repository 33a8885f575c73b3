import type { Locale } from '@ordina/contracts';
import { createTranslator } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';
import { useLocale } from './use-locale.ts';

// One translator per language for the whole app, instead of one per component
// instance (every translated component calls the hook while hydrating): the
// same object each time, so a `t` in an effect's or a memo's dependencies
// never changes while the language does not.
const translators = new Map<Locale, Translator>();

/** The translator of `locale`, built on first use and shared afterwards. */
export function translatorFor(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (translator === undefined) {
    translator = createTranslator(locale);
    translators.set(locale, translator);
  }
  return translator;
}

/** The translator for the page's language: `const t = useTranslator(); t('nav.home')`. */
export function useTranslator(): Translator {
  return translatorFor(useLocale());
}
