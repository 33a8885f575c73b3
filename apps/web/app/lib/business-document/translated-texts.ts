import type { Locale } from '@ordina/contracts';

/*
 * An entity's name and description in every language of the business (issue 35), as the back
 * office's editors show them side by side: the default language's are the entity's own `name` and
 * `description`, the others' are in `languages` — where an empty translation is left out, so the
 * storefront falls back to the default language's text.
 */

/** The texts as typed, one per language. */
export interface TranslatedTexts {
  names: Partial<Record<Locale, string>>;
  descriptions: Partial<Record<Locale, string>>;
}

/** What the business file holds of an entity's texts (a category, a product, an option, an option item). */
export interface TextsOwner {
  name: string;
  description: string;
  languages: Partial<Record<Locale, { name?: string | undefined; description?: string | undefined }>>;
}

/** The entity's texts per language, the default language (`languages[0]`) from its own fields. */
export function textsOf(entity: TextsOwner, languages: readonly Locale[]): TranslatedTexts {
  const [main, ...others] = languages;
  const texts: TranslatedTexts = { names: {}, descriptions: {} };
  if (main !== undefined) {
    texts.names[main] = entity.name;
    texts.descriptions[main] = entity.description;
  }
  for (const locale of others) {
    texts.names[locale] = entity.languages[locale]?.name ?? '';
    texts.descriptions[locale] = entity.languages[locale]?.description ?? '';
  }
  return texts;
}

/** The entity with the typed texts, trimmed; a translation left empty is removed. */
export function withTexts<E extends TextsOwner>(
  entity: E,
  texts: TranslatedTexts,
  languages: readonly Locale[],
): E {
  const [main, ...others] = languages;
  const translations: TextsOwner['languages'] = { ...entity.languages };
  for (const locale of others) {
    const name = texts.names[locale]?.trim() ?? '';
    const description = texts.descriptions[locale]?.trim() ?? '';
    if (name === '' && description === '') delete translations[locale];
    else
      translations[locale] = {
        ...(name === '' ? {} : { name }),
        ...(description === '' ? {} : { description }),
      };
  }
  return {
    ...entity,
    name: main === undefined ? entity.name : (texts.names[main] ?? '').trim(),
    description: main === undefined ? entity.description : (texts.descriptions[main] ?? '').trim(),
    languages: translations,
  };
}

/** Whether the default language's name is missing: the business file needs one (the storefront shows it). */
export function mainNameMissing(texts: TranslatedTexts, languages: readonly Locale[]): boolean {
  const main = languages[0];
  return main !== undefined && (texts.names[main] ?? '').trim() === '';
}
