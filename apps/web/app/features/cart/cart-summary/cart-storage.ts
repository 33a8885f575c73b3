import type { Cart } from '@ordina/domain';

/** The localStorage key of the cart (spec §9: local storage holds the cart). */
export const CART_STORAGE_KEY = 'ordina.cart';

/**
 * A cart line as it is saved: ids and the quantity only. Names and prices are
 * never saved; they come from the current catalogue when the cart is restored
 * (so a language change or a new price list shows at once).
 */
export interface SavedCartEntry {
  readonly product: { readonly id: number };
  readonly qty: number;
  readonly variations: {
    readonly options: readonly {
      readonly id: number;
      readonly selected_items: readonly { readonly id: number }[];
    }[];
    readonly removed: readonly number[];
  };
}

/** The saved form of a cart. */
export function cartToSaved(cart: Cart): SavedCartEntry[] {
  return cart.map((entry) => ({
    product: { id: entry.product.id },
    qty: entry.qty,
    variations: {
      options: entry.variations.options.map((o) => ({
        id: o.id,
        selected_items: o.selected_items.map((i) => ({ id: i.id })),
      })),
      removed: [...entry.variations.removed],
    },
  }));
}

/** The text stored under CART_STORAGE_KEY. */
export function cartSerialize(cart: Cart): string {
  return JSON.stringify(cartToSaved(cart));
}

/** The stored text parsed; nothing stored is an empty cart, and text that is not JSON is returned as null (cartRestore empties the cart). */
export function cartParseSaved(text: string | null): unknown {
  if (text === null) return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
