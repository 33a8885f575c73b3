import type { Allergens, Category, ErrorCode, Locale } from '@ordina/contracts';
import { lineAllergens } from './allergens.ts';
import { productOptions } from './catalog.ts';
import type { Catalog, ProductOption } from './catalog.ts';
import { CART_LINE_MAX_QTY, cartEntryBuild, cartEntryLineTotal } from './cart.ts';
import type { CartEntry } from './cart.ts';
import { localizedName } from './language.ts';
import { optionValidation } from './options.ts';

/**
 * The lines of a submitted order, priced by the server from the catalogue
 * (docs/decisions/007). Only ids and quantities are read from the customer;
 * every name and price comes from the catalogue, through the same functions
 * that price the cart in the browser (cartEntryBuild, optionValidation).
 */

/** One line as the browser submits it: the product, the chosen option items, the removed ingredients, the quantity. */
export interface OrderDraftLine {
  readonly productId: number;
  readonly itemIds: readonly number[];
  readonly removedIds: readonly number[];
  readonly qty: number;
}

/** Most pieces of one product in one line: the cart's limit, enforced again here (decision 023). */
export const ORDER_LINE_MAX_QTY = CART_LINE_MAX_QTY;

/** Why a submitted line cannot be priced. */
export type OrderLineErrorCode = Extract<
  ErrorCode,
  | 'WRONG_PRODUCT'
  | 'WRONG_PRODUCT_OPTION'
  | 'PRODUCT_OPTION_EXCLUDED'
  | 'OPTION_MIN_SELECT'
  | 'OPTION_MAX_SELECT'
  | 'WRONG_REMOVED_ITEM'
  | 'WRONG_QUANTITY'
>;

/**
 * A priced line, as the order keeps it: names and prices are a snapshot of the
 * catalogue (cents). Every name is kept twice (docs/decisions/041): in the
 * business's own language (`name`, `categoryName`, `optionName`, `itemName`:
 * the new-order e-mail, any staff view) and in the order's language (the
 * `…InOrderLocale` twins: the customer's order pages and e-mails). Both are the
 * same text when the customer orders in the business's language.
 */
export interface QuotedLine {
  readonly productId: number;
  readonly name: string;
  readonly nameInOrderLocale: string;
  readonly categoryName: string;
  readonly categoryNameInOrderLocale: string;
  readonly qty: number;
  readonly unitPrice: number;
  /** Signed sum of the chosen items (negative when items subtract). */
  readonly unitVariationsPrice: number;
  /** Unit price with options, never below 0. */
  readonly totalUnitPrice: number;
  /** qty × totalUnitPrice. */
  readonly lineTotal: number;
  readonly options: readonly {
    readonly optionId: number;
    readonly optionName: string;
    readonly optionNameInOrderLocale: string;
    readonly itemId: number;
    readonly itemName: string;
    readonly itemNameInOrderLocale: string;
    readonly price: number;
    readonly operand: string;
  }[];
  readonly removed: readonly {
    readonly id: number;
    readonly name: string;
    readonly nameInOrderLocale: string;
  }[];
  /**
   * What the line contains (lineAllergens, docs/decisions/070): the server's figure, stored on the line;
   * absent when it contains none.
   */
  readonly allergens?: Allergens;
}

/** What lines need from the menu: the catalogue, with category names (and their translations) for the snapshot. */
export type OrderCatalog = Omit<Catalog, 'categories'> & {
  readonly categories: readonly Pick<Category, 'id' | 'options_id' | 'name' | 'languages'>[];
};

/** The two languages a line's names are kept in: the order's (the customer's) and the business's own. */
export interface OrderLineLocales {
  readonly order: Locale;
  readonly business: Locale;
}

/**
 * Prices submitted lines against the catalogue: the cart entries (for the
 * shared price rules) and the lines to store, or the problems of each line
 * (index in `lines` and error code; a line may have several).
 */
export function orderLinesPrice(
  lines: readonly OrderDraftLine[],
  catalog: OrderCatalog,
  locales: OrderLineLocales,
): { entries: CartEntry[]; lines: QuotedLine[]; problems: { line: number; code: OrderLineErrorCode }[] } {
  const entries: CartEntry[] = [];
  const quoted: QuotedLine[] = [];
  const problems: { line: number; code: OrderLineErrorCode }[] = [];
  lines.forEach((line, index) => {
    const result = orderLineEntry(line, catalog);
    if ('codes' in result) {
      for (const code of result.codes) problems.push({ line: index, code });
      return;
    }
    entries.push(result.entry);
    quoted.push(orderLineQuoted(result.entry, catalog, locales));
  });
  return { entries, lines: quoted, problems };
}

/** One line as a cart entry, or every reason it cannot be one. */
function orderLineEntry(
  line: OrderDraftLine,
  catalog: OrderCatalog,
): { entry: CartEntry } | { codes: OrderLineErrorCode[] } {
  const codes = new Set<OrderLineErrorCode>();
  if (!Number.isInteger(line.qty) || line.qty < 1 || line.qty > ORDER_LINE_MAX_QTY)
    codes.add('WRONG_QUANTITY');
  const product = catalog.products.find((p) => p.id === line.productId);
  if (!product?.view_on_delivery) return { codes: ['WRONG_PRODUCT', ...codes] };

  const options = productOptions(product, catalog.categories, catalog.category_options);
  const selection: Record<number, number[]> = {};
  for (const itemId of line.itemIds) {
    const option = options.find((o) => o.items.some((item) => item.id === itemId));
    if (option === undefined) {
      codes.add(
        optionExcludes(product, catalog, itemId) ? 'PRODUCT_OPTION_EXCLUDED' : 'WRONG_PRODUCT_OPTION',
      );
      continue;
    }
    const chosen = (selection[option.id] ??= []);
    if (chosen.includes(itemId)) codes.add('WRONG_PRODUCT_OPTION');
    else chosen.push(itemId);
  }
  for (const option of options) {
    const code = optionProblem(option, selection[option.id] ?? []);
    if (code !== null) codes.add(code);
  }
  const removable = new Set(product.removable_items.map((r) => r.id));
  if (
    !line.removedIds.every((id) => removable.has(id)) ||
    new Set(line.removedIds).size !== line.removedIds.length
  )
    codes.add('WRONG_REMOVED_ITEM');

  if (codes.size > 0) return { codes: [...codes] };
  return { entry: cartEntryBuild({ product, options, selection, removed: line.removedIds, qty: line.qty }) };
}

/** The error code of a group's selection, read from the browser's own rule (optionValidation). */
function optionProblem(
  option: ProductOption,
  selected: readonly number[],
): 'OPTION_MIN_SELECT' | 'OPTION_MAX_SELECT' | 'WRONG_PRODUCT_OPTION' | null {
  const problem = optionValidation(option, selected);
  if (problem === null) return null;
  switch (problem.key) {
    case 'options.min_selections':
      return 'OPTION_MIN_SELECT';
    case 'options.max_info':
      return 'OPTION_MAX_SELECT';
    case 'options.select_an_option':
      // A radio group says the same for none chosen (below its minimum) and for more than one.
      return selected.length === 0 ? 'OPTION_MIN_SELECT' : 'OPTION_MAX_SELECT';
    default:
      return 'WRONG_PRODUCT_OPTION';
  }
}

/** Whether the item belongs to an option of the product's category that excludes this product. */
function optionExcludes(
  product: { id: number; categoryId: number },
  catalog: OrderCatalog,
  itemId: number,
): boolean {
  const category = catalog.categories.find((c) => c.id === product.categoryId);
  const group = catalog.category_options.find((g) => g.id === category?.options_id);
  return (
    group?.options.some(
      (o) => o.excluded_products_id.includes(product.id) && o.items.some((item) => item.id === itemId),
    ) ?? false
  );
}

function orderLineQuoted(entry: CartEntry, catalog: OrderCatalog, locales: OrderLineLocales): QuotedLine {
  const removed = new Set(entry.variations.removed);
  const category = catalog.categories.find((c) => c.id === entry.product.categoryId);
  return {
    productId: entry.product.id,
    name: localizedName(entry.product, locales.business),
    nameInOrderLocale: localizedName(entry.product, locales.order),
    categoryName: category === undefined ? '' : localizedName(category, locales.business),
    categoryNameInOrderLocale: category === undefined ? '' : localizedName(category, locales.order),
    qty: entry.qty,
    unitPrice: entry.unitPrice,
    unitVariationsPrice: entry.unitVariationsPrice,
    totalUnitPrice: entry.totalUnitPrice,
    lineTotal: cartEntryLineTotal(entry),
    options: entry.variations.options.flatMap((option) =>
      option.selected_items.map((item) => ({
        optionId: option.id,
        optionName: localizedName(option, locales.business),
        optionNameInOrderLocale: localizedName(option, locales.order),
        itemId: item.id,
        itemName: localizedName(item, locales.business),
        itemNameInOrderLocale: localizedName(item, locales.order),
        price: item.price,
        operand: item.operand,
      })),
    ),
    removed: entry.variations.removableItems
      .filter((r) => removed.has(r.id))
      .map((r) => ({
        id: r.id,
        name: localizedName(r, locales.business),
        nameInOrderLocale: localizedName(r, locales.order),
      })),
    ...withAllergens(
      lineAllergens(
        entry.product,
        entry.variations.removed,
        entry.variations.options.flatMap((option) => option.selected_items),
      ),
    ),
  };
}

function withAllergens(allergens: Allergens): { allergens?: Allergens } {
  return Object.keys(allergens).length === 0 ? {} : { allergens };
}
