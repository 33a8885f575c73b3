import type { Locale, Product } from '@ordina/contracts';
import { productUnitPrice } from './catalog.ts';
import type { OptionItem, ProductOption, RemovableItem } from './catalog.ts';
import { localizedName } from './language.ts';
import { optionItemSignedPrice } from './options.ts';
import type { OptionSelection } from './options.ts';

/**
 * Cart entries (spec §3 "Cart entry"). Prices are integer cents and always
 * derived from the product and option data handed in, never from a stored
 * entry (see cart-restore.ts).
 */

/**
 * Most pieces of one product in one line. 99 is more than any table or beach
 * umbrella orders at once, yet stops a slip of the thumb (123 margheritas)
 * before the kitchen sees it; the cart stops there and the order API refuses
 * more with WRONG_QUANTITY (the spec has no code of its own; decision 023).
 */
export const CART_LINE_MAX_QTY = 99;

/** An option of the entry with the items the customer chose. */
export interface CartOptionChoice extends ProductOption {
  readonly selected_items: readonly OptionItem[];
}

/** What the customer changed on the product. */
export interface CartVariations {
  /** Options with at least one chosen item. */
  readonly options: readonly CartOptionChoice[];
  /** The product's removable ingredients (for display). */
  readonly removableItems: readonly RemovableItem[];
  /** Ids of the ingredients removed. */
  readonly removed: readonly number[];
}

/** One line of the cart. */
export interface CartEntry {
  readonly id: string;
  /** The entry's id before an edit (edit mode only). */
  readonly prevId?: string;
  readonly product: Product;
  readonly variations: CartVariations;
  readonly qty: number;
  readonly unitPrice: number;
  readonly unitVariationsPrice: number;
  readonly totalUnitPrice: number;
  readonly atLeastAnOptionsSelected: boolean;
}

/** The cart: its entries in the order they were added. */
export type Cart = readonly CartEntry[];

/** Whether saving an entry added to the cart ('inserted', even when merged) or changed an edited line ('updated'). */
export type CartSaveResult = 'inserted' | 'updated';

/** The entry id: product, chosen item ids per option and removed ingredient ids, each sorted so click order does not matter. */
export function cartEntryId(
  productId: number,
  selection: OptionSelection,
  removed: readonly number[],
): string {
  const parts = [String(productId)];
  const optionIds = Object.keys(selection)
    .map(Number)
    .sort((a, b) => a - b);
  for (const optionId of optionIds) {
    const items = [...(selection[optionId] ?? [])].sort((a, b) => a - b);
    if (items.length > 0) parts.push(`o${optionId}:${items.join(',')}`);
  }
  if (removed.length > 0) parts.push(`r:${[...removed].sort((a, b) => a - b).join(',')}`);
  return parts.join('|');
}

/** The sum of the chosen items' signed prices, in cents. */
export function cartVariationsPrice(options: readonly Pick<CartOptionChoice, 'selected_items'>[]): number {
  return options.reduce(
    (sum, o) => sum + o.selected_items.reduce((s, item) => s + optionItemSignedPrice(item), 0),
    0,
  );
}

/** Builds an entry from a product, its applicable options, the selection and the removed ingredients. Unknown ids are ignored. */
export function cartEntryBuild(input: {
  readonly product: Product;
  readonly options: readonly ProductOption[];
  readonly selection: OptionSelection;
  readonly removed?: readonly number[];
  readonly qty?: number;
  readonly prevId?: string;
}): CartEntry {
  const { product, options } = input;
  const choices: CartOptionChoice[] = [];
  for (const option of options) {
    const chosen = new Set(input.selection[option.id] ?? []);
    // Items keep the menu's order so the line reads the same however they were clicked.
    const selected_items = option.items.filter((item) => chosen.has(item.id));
    if (selected_items.length > 0) choices.push({ ...option, selected_items });
  }
  const removedWanted = new Set(input.removed ?? []);
  const removed = product.removable_items.filter((r) => removedWanted.has(r.id)).map((r) => r.id);
  const selection: Record<number, number[]> = {};
  for (const c of choices) selection[c.id] = c.selected_items.map((i) => i.id);
  const unitPrice = productUnitPrice(product);
  const unitVariationsPrice = cartVariationsPrice(choices);
  const entry: CartEntry = {
    id: cartEntryId(product.id, selection, removed),
    product,
    variations: { options: choices, removableItems: product.removable_items, removed },
    qty: input.qty ?? 1,
    unitPrice,
    unitVariationsPrice,
    // A subtracting option never turns a line into money owed to the customer.
    totalUnitPrice: Math.max(0, unitPrice + unitVariationsPrice),
    atLeastAnOptionsSelected: choices.length > 0,
  };
  return input.prevId === undefined ? entry : { ...entry, prevId: input.prevId };
}

/** The selection an entry was built from (to reopen the dialog in edit mode). */
export function cartEntrySelection(entry: Pick<CartEntry, 'variations'>): Record<number, number[]> {
  const selection: Record<number, number[]> = {};
  for (const option of entry.variations.options)
    selection[option.id] = option.selected_items.map((i) => i.id);
  return selection;
}

/** The price of a line: unit price with options times quantity, in cents. */
export function cartEntryLineTotal(entry: Pick<CartEntry, 'totalUnitPrice' | 'qty'>): number {
  return entry.totalUnitPrice * entry.qty;
}

/**
 * Adds an entry, or in edit mode (entry.prevId set) replaces the edited line.
 * Same-id entries merge their quantities; an edited line whose new id already
 * exists folds into that line.
 */
export function cartSave(cart: Cart, entry: CartEntry): { cart: CartEntry[]; result: CartSaveResult } {
  const { prevId, ...rest } = entry;
  const clean: CartEntry = rest;
  if (prevId === undefined || !cart.some((e) => e.id === prevId)) {
    return { cart: cartMerge(cart, clean), result: prevId === undefined ? 'inserted' : 'updated' };
  }
  const withoutPrev = cart.filter((e) => e.id !== prevId);
  if (withoutPrev.some((e) => e.id === clean.id))
    return { cart: cartMerge(withoutPrev, clean), result: 'updated' };
  return { cart: cart.map((e) => (e.id === prevId ? clean : e)), result: 'updated' };
}

/** One more of the line `id`, up to CART_LINE_MAX_QTY. */
export function cartIncrement(cart: Cart, id: string): CartEntry[] {
  return cart.map((e) => (e.id === id ? { ...e, qty: Math.min(e.qty + 1, CART_LINE_MAX_QTY) } : e));
}

/** One less of the line `id`; at quantity 1 the line is removed. */
export function cartDecrement(cart: Cart, id: string): CartEntry[] {
  return cart.flatMap((e) => (e.id !== id ? [e] : e.qty <= 1 ? [] : [{ ...e, qty: e.qty - 1 }]));
}

/** The cart without the line `id`. */
export function cartRemove(cart: Cart, id: string): CartEntry[] {
  return cart.filter((e) => e.id !== id);
}

/** The number of products in the cart (sum of quantities). */
export function cartQuantity(cart: Cart): number {
  return cart.reduce((sum, e) => sum + e.qty, 0);
}

/** The products subtotal in cents. */
export function cartSubtotal(cart: Cart): number {
  return cart.reduce((sum, e) => sum + cartEntryLineTotal(e), 0);
}

/** One display line per chosen option: "Size: Large", "Extras: Ham, Mushrooms". */
export function cartEntryOptionLines(entry: Pick<CartEntry, 'variations'>, locale?: Locale): string[] {
  return entry.variations.options.map(
    (o) => `${localizedName(o, locale)}: ${o.selected_items.map((i) => localizedName(i, locale)).join(', ')}`,
  );
}

/** The entry's options as one display text ("Size: Large; Extras: Ham, Mushrooms"), empty without options. */
export function cartEntryOptionsText(entry: Pick<CartEntry, 'variations'>, locale?: Locale): string {
  return cartEntryOptionLines(entry, locale).join('; ');
}

/** The names of the removed ingredients, in the product's order. */
export function cartEntryRemovedNames(entry: Pick<CartEntry, 'variations'>, locale?: Locale): string[] {
  const removed = new Set(entry.variations.removed);
  return entry.variations.removableItems
    .filter((r) => removed.has(r.id))
    .map((r) => localizedName(r, locale));
}

function cartMerge(cart: Cart, entry: CartEntry): CartEntry[] {
  if (!cart.some((e) => e.id === entry.id)) return [...cart, entry];
  // Merged lines stop at the line maximum too.
  return cart.map((e) =>
    e.id === entry.id ? { ...e, qty: Math.min(e.qty + entry.qty, CART_LINE_MAX_QTY) } : e,
  );
}
