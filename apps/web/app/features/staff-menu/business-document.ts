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

/** Cents as the owner types euros: 650 → "6,50" (the storefront's comma); null → "". */
export function centsToEuroText(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** "6,50", "6.5", "6" → cents; "" → null; anything else (letters, three decimals, negative) → undefined. */
export function euroTextToCents(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (match === null) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
