import { describe, expect, it } from 'vitest';
import { cartEntryBuild } from './cart.ts';
import { cartRestore } from './cart-restore.ts';
import { catalog, cola, dough, extras, margherita, oven, portion } from './test/fixtures.ts';

const pizzaOptions = [dough, extras, oven, portion];

function saved(value: unknown): unknown {
  // What localStorage gives back.
  return JSON.parse(JSON.stringify(value)) as unknown;
}

describe('cartRestore', () => {
  it('restores a saved cart and recomputes prices from current data, never trusting stored ones', () => {
    const entry = cartEntryBuild({
      product: margherita,
      options: pizzaOptions,
      selection: { 501: [5012], 503: [5031] },
      qty: 2,
    });
    const tampered = { ...entry, unitPrice: 1, unitVariationsPrice: 1, totalUnitPrice: 2, id: 'forged' };
    const cart = cartRestore(saved([tampered]), catalog);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      id: '1|o501:5012|o503:5031',
      qty: 2,
      unitPrice: 800,
      unitVariationsPrice: 150,
      totalUnitPrice: 950,
    });
  });

  it('uses current prices when the menu changed', () => {
    const entry = cartEntryBuild({ product: cola, options: [], selection: {} });
    const repriced = { ...catalog, products: [{ ...cola, price: 300 }] };
    expect(cartRestore(saved([entry]), repriced)[0]?.totalUnitPrice).toBe(300);
  });

  it('accepts the minimal id-only shape the server receives', () => {
    const cart = cartRestore(
      [
        {
          product: { id: 1 },
          qty: 1,
          variations: {
            options: [
              { id: 501, selected_items: [{ id: 5011 }] },
              { id: 503, selected_items: [{ id: 5031 }] },
            ],
            removed: [102],
          },
        },
      ],
      catalog,
    );
    expect(cart.map((e) => [e.id, e.totalUnitPrice])).toEqual([['1|o501:5011|o503:5031|r:102', 800]]);
    expect(cartRestore([{ product: { id: 3 }, qty: 4 }], catalog).map((e) => [e.id, e.qty])).toEqual([
      ['3', 4],
    ]);
  });

  it('drops entries whose product, option, item or removable ingredient no longer exists', () => {
    const validOptions = [
      { id: 501, selected_items: [{ id: 5011 }] },
      { id: 503, selected_items: [{ id: 5031 }] },
    ];
    const valid = { product: { id: 1 }, qty: 1, variations: { options: validOptions, removed: [101] } };
    expect(cartRestore([valid], catalog).map((e) => e.id)).toEqual(['1|o501:5011|o503:5031|r:101']);

    const unknownProduct = { ...valid, product: { id: 77 } };
    const unknownOption = {
      ...valid,
      variations: { options: [...validOptions, { id: 888, selected_items: [{ id: 1 }] }], removed: [] },
    };
    const unknownItem = {
      ...valid,
      variations: {
        options: [...validOptions, { id: 502, selected_items: [{ id: 5021 }, { id: 9999 }] }],
        removed: [],
      },
    };
    const unknownIngredient = { ...valid, variations: { options: validOptions, removed: [101, 999] } };
    for (const broken of [unknownProduct, unknownOption, unknownItem, unknownIngredient])
      expect(cartRestore([broken, { product: { id: 3 }, qty: 1 }], catalog).map((e) => e.id)).toEqual(['3']);
  });

  it('drops products no longer orderable and options now excluded for the product', () => {
    const calzoneWithOven = {
      product: { id: 2 },
      qty: 1,
      variations: {
        options: [
          { id: 501, selected_items: [{ id: 5011 }] },
          { id: 503, selected_items: [{ id: 5031 }] },
        ],
      },
    };
    expect(cartRestore([{ product: { id: 4 }, qty: 1 }, calzoneWithOven], catalog)).toEqual([]);
  });

  it('drops entries that break the current option limits (a now-mandatory option missing)', () => {
    expect(cartRestore([{ product: { id: 1 }, qty: 1 }], catalog)).toEqual([]);
  });

  it('merges entries that resolve to the same line', () => {
    const line = { product: { id: 3 }, qty: 2 };
    expect(cartRestore([line, { ...line, qty: 3 }], catalog).map((e) => e.qty)).toEqual([5]);
  });

  it('empties the cart when the saved value is not a cart', () => {
    const corrupt = [
      null,
      undefined,
      'oops',
      42,
      {},
      { entries: [] },
      [{ product: { id: 3 }, qty: 0 }],
      [{ product: { id: 3 }, qty: '2' }],
      [{ product: 3, qty: 1 }],
      [{ product: { id: 3 }, qty: 1.5 }],
      [{ product: { id: 0 }, qty: 1 }],
      [{ product: { id: 3 }, qty: 1, variations: null }],
      [{ product: { id: 3 }, qty: 1, variations: { removed: [0] } }],
      [{ product: { id: 3 }, qty: 1, variations: { removed: 102 } }],
      [{ product: { id: 1 }, qty: 1, variations: { options: [{ id: 501 }] } }],
      [{ product: { id: 1 }, qty: 1, variations: { options: [{ id: 501, selected_items: [5011] }] } }],
      [[{ id: 3 }, 1]],
    ];
    for (const value of corrupt) expect(cartRestore(value, catalog)).toEqual([]);
    expect(cartRestore([], catalog)).toEqual([]);
  });

  it('reads absent variations, options and removed ingredients as none, and ignores fields it does not know', () => {
    const lines = [
      { product: { id: 3, name: 'stored name', price: 1 }, qty: 1, variations: {} },
      { product: { id: 3 }, qty: 1, variations: { removed: [] }, totalUnitPrice: 1 },
    ];
    expect(cartRestore(saved(lines), catalog).map((e) => [e.id, e.qty])).toEqual([['3', 2]]);
  });
});
