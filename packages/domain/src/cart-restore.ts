import { z } from 'zod';
import { productOptions } from './catalog.ts';
import type { Catalog } from './catalog.ts';
import { CART_LINE_MAX_QTY, cartEntryBuild, cartSave } from './cart.ts';
import type { CartEntry } from './cart.ts';
import { optionsValidation } from './options.ts';

/**
 * Restoring a saved cart (localStorage in the browser, the order payload on
 * the server). Only ids and quantities are read from the saved data; names and
 * prices always come from the current catalogue.
 */

const id = z.number().int().positive();
const savedCartSchema = z.array(
  z.object({
    product: z.object({ id }),
    qty: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    variations: z
      .object({
        options: z.array(z.object({ id, selected_items: z.array(z.object({ id })) })).default([]),
        removed: z.array(id).default([]),
      })
      .default({ options: [], removed: [] }),
  }),
);

/**
 * Rebuilds a cart from saved data. A saved value that is not a cart empties
 * it; entries whose product (or its view_on_delivery flag), option, item or
 * removable ingredient is gone, or whose choices break the current option
 * limits, are dropped; prices are recomputed from `catalog`.
 */
export function cartRestore(saved: unknown, catalog: Catalog): CartEntry[] {
  const parsed = savedCartSchema.safeParse(saved);
  if (!parsed.success) return [];
  let cart: CartEntry[] = [];
  for (const stored of parsed.data) {
    const product = catalog.products.find((p) => p.id === stored.product.id);
    if (!product?.view_on_delivery) continue;
    const options = productOptions(product, catalog.categories, catalog.category_options);
    const selection: Record<number, number[]> = {};
    let intact = true;
    for (const choice of stored.variations.options) {
      const itemIds = choice.selected_items.map((i) => i.id);
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
    if (!intact || !stored.variations.removed.every((r) => removable.has(r))) continue;
    if (optionsValidation(options, selection).length > 0) continue;
    const entry = cartEntryBuild({
      product,
      options,
      selection,
      removed: stored.variations.removed,
      // A cart saved before the line maximum existed comes back at the maximum.
      qty: Math.min(stored.qty, CART_LINE_MAX_QTY),
    });
    cart = cartSave(cart, entry).cart;
  }
  return cart;
}
