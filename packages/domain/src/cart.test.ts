import { describe, expect, it } from 'vitest';
import {
  cartDecrement,
  cartEntryBuild,
  cartEntryId,
  cartEntryLineTotal,
  cartEntryOptionLines,
  cartEntryOptionsText,
  cartEntryRemovedNames,
  cartEntrySelection,
  CART_LINE_MAX_QTY,
  cartIncrement,
  cartQuantity,
  cartRemove,
  cartSave,
  cartSubtotal,
} from './cart.ts';
import type { CartEntry } from './cart.ts';
import { calzone, cola, dough, extras, margherita, oven, portion, product } from './test/fixtures.ts';

const pizzaOptions = [dough, extras, oven, portion];

function pizza(selection: Record<number, number[]>, removed: number[] = [], qty?: number): CartEntry {
  return cartEntryBuild({ product: margherita, options: pizzaOptions, selection, removed, qty });
}

describe('cartEntryId', () => {
  it('joins product, chosen items per option and removed ingredients, sorted', () => {
    expect(cartEntryId(1, { 502: [5022, 5021], 501: [5012] }, [102, 101])).toBe(
      '1|o501:5012|o502:5021,5022|r:101,102',
    );
    expect(cartEntryId(3, {}, [])).toBe('3');
  });

  it('does not depend on the order of clicking and ignores options without a choice', () => {
    expect(cartEntryId(1, { 502: [5021, 5022], 501: [] }, [101, 102])).toBe(
      cartEntryId(1, { 502: [5022, 5021] }, [102, 101]),
    );
  });
});

describe('cartEntryBuild', () => {
  it('prices Margherita 8,00 + Integrale 1,50 + Prosciutto 2,00 + Funghi 1,00 at 12,50', () => {
    const entry = pizza({ 501: [5012], 502: [5022, 5021], 503: [5031] }, [101]);
    expect(entry.id).toBe('1|o501:5012|o502:5021,5022|o503:5031|r:101');
    expect(entry.qty).toBe(1);
    expect(entry.unitPrice).toBe(800);
    expect(entry.unitVariationsPrice).toBe(450);
    expect(entry.totalUnitPrice).toBe(1250);
    expect(entry.atLeastAnOptionsSelected).toBe(true);
    expect(entry.variations.removed).toEqual([101]);
    expect(entry.variations.removableItems).toBe(margherita.removable_items);
    // Items keep the menu's order whatever the click order.
    expect(entry.variations.options[1]?.selected_items.map((i) => i.name)).toEqual(['Prosciutto', 'Funghi']);
  });

  it('subtracts an item whose operand is not +: 8,00 − 3,00 = 5,00', () => {
    const entry = pizza({ 501: [5011], 503: [5031], 504: [5041] });
    expect(entry.unitVariationsPrice).toBe(-300);
    expect(entry.totalUnitPrice).toBe(500);
  });

  it('never prices a line below 0', () => {
    const cheap = product({ id: 8, name: 'Focaccina', price: 200 });
    const entry = cartEntryBuild({ product: cheap, options: [portion], selection: { 504: [5041] } });
    expect(entry.unitVariationsPrice).toBe(-300);
    expect(entry.totalUnitPrice).toBe(0);
  });

  it('has no options selected for a plain product and ignores unknown ids', () => {
    const entry = cartEntryBuild({ product: cola, options: [], selection: { 999: [1] }, removed: [555] });
    expect(entry).toMatchObject({ id: '3', unitPrice: 250, unitVariationsPrice: 0, totalUnitPrice: 250 });
    expect(entry.atLeastAnOptionsSelected).toBe(false);
    expect(entry.variations.removed).toEqual([]);
  });

  it('keeps prevId in edit mode and gives back the selection for the dialog', () => {
    const entry = cartEntryBuild({
      product: margherita,
      options: pizzaOptions,
      selection: { 502: [5023] },
      prevId: 'old',
    });
    expect(entry.prevId).toBe('old');
    expect(cartEntrySelection(entry)).toEqual({ 502: [5023] });
  });
});

describe('cartSave', () => {
  it('inserts a new entry at quantity 1', () => {
    const { cart, result } = cartSave([], pizza({ 501: [5011] }));
    expect(result).toBe('inserted');
    expect(cart.map((e) => [e.id, e.qty])).toEqual([['1|o501:5011', 1]]);
  });

  it('merges quantities of entries with the same id', () => {
    let cart = cartSave([], pizza({ 502: [5021, 5022] })).cart;
    const again = cartSave(cart, pizza({ 502: [5022, 5021] }));
    cart = again.cart;
    expect(again.result).toBe('inserted');
    expect(cart).toHaveLength(1);
    expect(cart[0]?.qty).toBe(2);
  });

  it('re-keys an edited entry in place and keeps its quantity', () => {
    const a = pizza({ 501: [5011] }, [], 3);
    const b = cartEntryBuild({ product: cola, options: [], selection: {} });
    const cart = [a, b];
    const edited = cartEntryBuild({
      product: margherita,
      options: pizzaOptions,
      selection: { 501: [5012] },
      qty: 3,
      prevId: a.id,
    });
    const saved = cartSave(cart, edited);
    expect(saved.result).toBe('updated');
    expect(saved.cart.map((e) => [e.id, e.qty])).toEqual([
      ['1|o501:5012', 3],
      ['3', 1],
    ]);
    expect(saved.cart[0]?.prevId).toBeUndefined();
    expect(saved.cart[0]?.totalUnitPrice).toBe(950);
  });

  it('folds an edited entry into an existing entry with the new id', () => {
    const a = pizza({ 501: [5011] }, [], 2);
    const b = pizza({ 501: [5012] }, [], 1);
    const edited = cartEntryBuild({
      product: margherita,
      options: pizzaOptions,
      selection: { 501: [5012] },
      qty: 2,
      prevId: a.id,
    });
    const saved = cartSave([a, b], edited);
    expect(saved.result).toBe('updated');
    expect(saved.cart.map((e) => [e.id, e.qty])).toEqual([['1|o501:5012', 3]]);
  });

  it('inserts an edited entry whose old line is gone', () => {
    const edited = cartEntryBuild({ product: calzone, options: [], selection: {}, prevId: 'missing' });
    expect(cartSave([], edited).cart.map((e) => e.id)).toEqual(['2']);
  });
});

describe('quantities and totals', () => {
  const cart = [
    pizza({ 501: [5012] }, [], 2),
    cartEntryBuild({ product: cola, options: [], selection: {}, qty: 3 }),
  ];

  it('counts products and sums lines: 2 × 9,50 + 3 × 2,50 = 26,50', () => {
    expect(cartEntryLineTotal(cart[0] as CartEntry)).toBe(1900);
    expect(cartQuantity(cart)).toBe(5);
    expect(cartSubtotal(cart)).toBe(2650);
    expect(cartQuantity([])).toBe(0);
    expect(cartSubtotal([])).toBe(0);
  });

  it('plus adds one, minus removes one and removes the line at quantity 1', () => {
    expect(cartIncrement(cart, '3').map((e) => e.qty)).toEqual([2, 4]);
    expect(cartDecrement(cart, '1|o501:5012').map((e) => e.qty)).toEqual([1, 3]);
    const single = cartDecrement(cartDecrement(cart, '1|o501:5012'), '1|o501:5012');
    expect(single.map((e) => e.id)).toEqual(['3']);
    expect(cartRemove(cart, '3').map((e) => e.id)).toEqual(['1|o501:5012']);
  });

  it(`stops a line at ${CART_LINE_MAX_QTY}: plus and merging the same product clamp there`, () => {
    expect(CART_LINE_MAX_QTY).toBe(99);
    const full = [cartEntryBuild({ product: cola, options: [], selection: {}, qty: 98 })];
    const at99 = cartIncrement(full, '3');
    expect(at99.map((e) => e.qty)).toEqual([99]);
    expect(cartIncrement(at99, '3').map((e) => e.qty)).toEqual([99]);
    const merged = cartSave(full, cartEntryBuild({ product: cola, options: [], selection: {}, qty: 5 })).cart;
    expect(merged.map((e) => e.qty)).toEqual([99]);
  });
});

describe('entry display text', () => {
  const entry = pizza({ 501: [5012], 502: [5023, 5021] }, [102, 101]);

  it('describes options as "Option: items"', () => {
    expect(cartEntryOptionLines(entry)).toEqual(['Impasto: Integrale', 'Aggiunte: Prosciutto, Olive']);
    expect(cartEntryOptionsText(entry)).toBe('Impasto: Integrale; Aggiunte: Prosciutto, Olive');
    expect(cartEntryOptionsText(entry, 'en')).toBe('Dough: Integrale; Aggiunte: Prosciutto, Olive');
    expect(cartEntryOptionsText(cartEntryBuild({ product: cola, options: [], selection: {} }))).toBe('');
  });

  it("lists removed ingredients in the product's order, translated when possible", () => {
    expect(cartEntryRemovedNames(entry)).toEqual(['Mozzarella', 'Basilico']);
    expect(cartEntryRemovedNames(entry, 'en')).toEqual(['Mozzarella cheese', 'Basilico']);
  });
});
