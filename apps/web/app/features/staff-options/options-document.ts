import type { Category, CategoryOptionGroup, Locale, Product } from '@ordina/contracts';

/*
 * The business document as the options page reads it (issue 35, docs/decisions/059): the languages,
 * the option groups, and the categories and products — to say which categories use a group and to
 * offer their products as the ones an option leaves out. Types only: the server checks the whole
 * document on every save.
 */

/** The part of the business document the options page reads. */
export interface OptionsDocument {
  configuration: { languages: { locale: Locale; default: boolean }[] };
  categories: Category[];
  products: Product[];
  category_options: CategoryOptionGroup[];
}

/** The document as the API answers it, read as the options page needs it. */
export function optionsDocumentOf(document: Readonly<Record<string, unknown>>): OptionsDocument {
  return document as unknown as OptionsDocument;
}

const byPosition = (a: CategoryOptionGroup, b: CategoryOptionGroup) => a.position - b.position || a.id - b.id;

/** The option groups in their order (position, then id). */
export function groupsInOrder(document: OptionsDocument): CategoryOptionGroup[] {
  return [...document.category_options].sort(byPosition);
}

/** The categories whose products offer the group, in the menu's order. */
export function categoriesUsing(document: OptionsDocument, groupId: number): Category[] {
  return document.categories
    .filter((category) => category.options_id === groupId)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * The products an option of the group may leave out: those of the categories using the group, in
 * the menu's order, then any other it already leaves out (a product moved to another category since),
 * so the owner sees every product the option names and can take it off.
 */
export function excludableProducts(
  document: OptionsDocument,
  groupId: number,
  excluded: readonly number[],
): Product[] {
  const byMenu = (a: Product, b: Product) => a.position - b.position || a.id - b.id;
  const using = categoriesUsing(document, groupId).flatMap((category) =>
    document.products.filter((product) => product.categoryId === category.id).sort(byMenu),
  );
  const shown = new Set(using.map((product) => product.id));
  const others = document.products.filter(
    (product) => excluded.includes(product.id) && !shown.has(product.id),
  );
  return [...using, ...others];
}
