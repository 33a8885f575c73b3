import type { Locale } from '@ordina/contracts';

/** The part of the business document that names its languages (configuration.languages). */
export interface DocumentWithLanguages {
  configuration: { languages: { locale: Locale; default: boolean }[] };
}

/**
 * The business's languages, its default first (docs/decisions/052): an entity's own name is the
 * default language's, a closure's note has one field per language. For every back-office editor.
 */
export function documentLanguages(document: DocumentWithLanguages): Locale[] {
  const languages = document.configuration.languages;
  const first = languages.find((l) => l.default) ?? languages[0];
  return first === undefined
    ? ['it']
    : [first.locale, ...languages.filter((l) => l !== first).map((l) => l.locale)];
}
