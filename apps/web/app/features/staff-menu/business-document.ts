import type { Category, CategoryOptionGroup, Locale, Product } from '@ordina/contracts';

/*
 * The business document as the back-office pages read it (docs/decisions/052): the business file's
 * JSON, of which the menu editor uses the languages, the categories, the products and the option
 * groups (to choose a category's, and to keep their excluded products existing). Types only:
 * the server checks the whole document on every save.
 */

/** The part of the business document the menu editor reads. */
export interface MenuDocument {
  configuration: { languages: { locale: Locale; default: boolean }[] };
  categories: Category[];
  products: Product[];
  category_options: CategoryOptionGroup[];
}

/** The document as the API answers it, read as the menu editor needs it. */
export function menuDocumentOf(document: Readonly<Record<string, unknown>>): MenuDocument {
  return document as unknown as MenuDocument;
}

// The business's languages, its default first: one list for every back-office editor.
export { documentLanguages } from '../../lib/business-document/document-languages.ts';
