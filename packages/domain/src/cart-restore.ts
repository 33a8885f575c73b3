import { productOptions } from './catalog.ts';
import type { Catalog } from './catalog.ts';
import { CART_LINE_MAX_QTY, cartEntryBuild, cartSave } from './cart.ts';
import type { CartEntry } from './cart.ts';
import { optionsValidation } from './options.ts';

/**
 * Restoring a saved cart (localStorage in the browser). Only ids and
 * quantities are read from the saved data; names and prices always come from
 * the current catalogue.
 */

/** A saved cart line as read: ids and quantities only. */
interface SavedLine {
  productId: number;
  qty: number;
  options: { id: number; itemIds: number[] }[];
  removed: number[];
}

// Checked by hand, not with a schema library: this runs in every page of the browser once the page is
// interactive (the cart is restored from localStorage), and zod's start-up and schema construction cost the
// main thread ~20-40 ms there, and its code ~19 KB gzipped, for these few fields (docs/decisions/031).
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
/** `value` as an array of `read(item)`, or null when it is not an array or any item is not readable; absent is `[]`. */
function listOf<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return null;
  const list: T[] = [];
  for (const item of value) {
    const entry = read(item);
    if (entry === null) return null;
    list.push(entry);
  }
  return list;
}
const readId = (value: unknown): number | null => (isId(value) ? value : null);
const readIdObject = (value: unknown): number | null =>
  isPlainObject(value) && isId(value.id) ? value.id : null;

function readOption(value: unknown): SavedLine['options'][number] | null {
  // An option's items are required (listOf would read them absent as none).
  if (!isPlainObject(value) || !isId(value.id) || !Array.isArray(value.selected_items)) return null;
  const itemIds = listOf(value.selected_items, readIdObject);
  return itemIds && { id: value.id, itemIds };
}

function readLine(value: unknown): SavedLine | null {
  if (!isPlainObject(value) || !isPlainObject(value.product) || !isId(value.product.id)) return null;
  const { qty, variations = {} } = value;
  if (!Number.isSafeInteger(qty) || (qty as number) < 1 || !isPlainObject(variations)) return null;
  const options = listOf(variations.options, readOption);
  const removed = listOf(variations.removed, readId);
  return options && removed && { productId: value.product.id, qty: qty as number, options, removed };
}

/**
 * Rebuilds a cart from saved data. A saved value that is not a cart empties
 * it; entries whose product (or its view_on_delivery flag), option, item or
 * removable ingredient is gone, or whose choices break the current option
 * limits, are dropped; prices are recomputed from `catalog`.
 */
export function cartRestore(saved: unknown, catalog: Catalog): CartEntry[] {
  const lines = listOf(saved, readLine);
  if (!lines) return [];
  let cart: CartEntry[] = [];
  for (const stored of lines) {
    const product = catalog.products.find((p) => p.id === stored.productId);
    if (!product?.view_on_delivery) continue;
    const options = productOptions(product, catalog.categories, catalog.category_options);
    const selection: Record<number, number[]> = {};
    let intact = true;
    for (const choice of stored.options) {
      const { itemIds } = choice;
      if (itemIds.length === 0) continue;
      const option = options.find((o) => o.id === choice.id);
      if (
        !option ||
        selection[choice.id] ||
        !itemIds.every((itemId) => option.items.some((i) => i.id === itemId))
      ) {
        intact = false;
        break;
      }
      selection[choice.id] = itemIds;
    }
    const removable = new Set(product.removable_items.map((r) => r.id));
    if (!intact || !stored.removed.every((r) => removable.has(r))) continue;
    if (optionsValidation(options, selection).length > 0) continue;
    const entry = cartEntryBuild({
      product,
      options,
      selection,
      removed: stored.removed,
      // A cart saved before the line maximum existed comes back at the maximum.
      qty: Math.min(stored.qty, CART_LINE_MAX_QTY),
    });
    cart = cartSave(cart, entry).cart;
  }
  return cart;
}
