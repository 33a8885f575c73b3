import type { Category, Locale, Product } from '@ordina/contracts';

/*
 * The business document as the back-office pages read it (docs/decisions/052): the business file's
 * JSON, of which the menu editor uses the languages, the categories and the products. Types only:
 * the server checks the whole document on every save.
 */

/** The part of the business document the menu editor reads. */
export interface MenuDocument {
  configuration: { languages: { locale: Locale; default: boolean }[] };
  categories: Category[];
  products: Product[];
}

/** The document as the API answers it, read as the menu editor needs it. */
export function menuDocumentOf(document: Readonly<Record<string, unknown>>): MenuDocument {
  return document as unknown as MenuDocument;
}

/** The business's languages, its default first: the product's own name is the default language's. */
export function documentLanguages(document: MenuDocument): Locale[] {
  const languages = document.configuration.languages;
  const first = languages.find((l) => l.default) ?? languages[0];
  return first === undefined
    ? ['it']
    : [first.locale, ...languages.filter((l) => l !== first).map((l) => l.locale)];
}
