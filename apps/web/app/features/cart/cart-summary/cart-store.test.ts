import { afterEach, describe, expect, it } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { cartEntryBuild, productOptions } from '@ordina/domain';
import { CART_STORAGE_KEY } from './cart-storage.ts';
import { createCartStore } from './cart-store.ts';
import { demoProduct, demoStorefront } from '../../../test/demo-storefront.ts';
import { resetPage, testCartStore } from '../test/render-storefront.tsx';

afterEach(resetPage);

const storefront = demoStorefront();
const tiramisu = demoProduct(storefront, 701); // 5,50 €, no options
const margherita = demoProduct(storefront, 301); // 6,50 €, pizza options, removable mozzarella/basil

function entry(
  product: Storefront['products'][number],
  selection: Record<number, number[]> = {},
  removed: number[] = [],
) {
  return cartEntryBuild({
    product,
    options: productOptions(product, storefront.categories, storefront.category_options),
    selection,
    removed,
  });
}

/** A line as the cart stores it: ids and quantity only; `selection` and `removed` as `entry` takes them. */
function storedLine(
  id: number,
  qty: number,
  selection: Record<number, number[]> = {},
  removed: number[] = [],
) {
  const options = Object.entries(selection).map(([option, items]) => ({
    id: Number(option),
    selected_items: items.map((item) => ({ id: item })),
  }));
  return { product: { id }, qty, variations: { options, removed } };
}

/** A stored margherita: Integrale (+1,00 €) and Burrata (+3,00 €), without basil. */
const integraleBurrata = storedLine(301, 1, { 11: [1102], 12: [1206] }, [3012]);

function saved(): unknown {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
}

describe('cart store', () => {
  it('restores the saved cart by ids, repricing from the catalogue and dropping what no longer exists', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        {
          product: { id: 701, name: 'an old name', price: 1 },
          qty: 2,
          variations: { options: [], removed: [] },
        },
        integraleBurrata,
        storedLine(999, 1), // unknown product
        storedLine(301, 1, { 11: [9999] }), // unknown item
        storedLine(301, 1, { 77: [1101] }), // unknown option
        storedLine(703, 1), // not orderable any more (view_on_delivery false)
      ]),
    );
    const store = testCartStore();
    expect(store.getSnapshot()).toEqual({ entries: [], hydrated: false });

    await store.hydrate(storefront);

    const { entries, hydrated } = store.getSnapshot();
    expect(hydrated).toBe(true);
    expect(entries.map((e) => [e.product.id, e.qty, e.totalUnitPrice])).toEqual([
      [701, 2, 550],
      [301, 1, 1050], // 6,50 + 1,00 + 3,00
    ]);
    expect(entries[1]?.variations.removed).toEqual([3012]);
    // The cleaned cart is what is stored now.
    expect(saved()).toEqual([storedLine(701, 2), integraleBurrata]);
  });

  it('empties a corrupt saved cart', async () => {
    localStorage.setItem(CART_STORAGE_KEY, '{"product": [oops');
    const store = testCartStore();
    await store.hydrate(storefront);
    expect(store.getSnapshot()).toEqual({ entries: [], hydrated: true });
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe('[]');

    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ not: 'a cart' }));
    const other = testCartStore();
    await other.hydrate(storefront);
    expect(other.getSnapshot().entries).toEqual([]);
  });

  it('writes nothing before hydration, then keeps lines added meanwhile beside the saved ones', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([storedLine(701, 1)]));
    const store = testCartStore();
    void store.save(entry(tiramisu));
    void store.save(entry(margherita, { 11: [1101] }));
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(
      '[{"product":{"id":701},"qty":1,"variations":{"options":[],"removed":[]}}]',
    );

    await store.hydrate(storefront);

    expect(store.getSnapshot().entries.map((e) => [e.product.id, e.qty])).toEqual([
      [701, 2],
      [301, 1],
    ]);
    expect(saved()).toEqual([storedLine(701, 2), storedLine(301, 1, { 11: [1101] })]);
  });

  it('stores ids and quantities only, never names or prices', async () => {
    const store = testCartStore();
    await store.hydrate(storefront);
    void store.save(entry(margherita, { 11: [1101] }, [3012]));
    const text = localStorage.getItem(CART_STORAGE_KEY) ?? '';
    expect(text).not.toContain('Margherita');
    expect(text).not.toContain('Basilico');
    expect(text).not.toContain('650');
    // The stored shape itself, written out (storedLine builds it for the other cases).
    expect(saved()).toEqual([
      {
        product: { id: 301 },
        qty: 1,
        variations: { options: [{ id: 11, selected_items: [{ id: 1101 }] }], removed: [3012] },
      },
    ]);
  });

  it('persists increment, decrement (removing at 1), remove and clear', async () => {
    const store = testCartStore();
    await store.hydrate(storefront);
    const line = entry(tiramisu);
    void store.save(line);
    store.increment(line.id);
    expect(saved()).toEqual([storedLine(701, 2)]);
    store.decrement(line.id);
    expect(store.getSnapshot().entries.map((e) => e.qty)).toEqual([1]);
    store.decrement(line.id);
    expect(store.getSnapshot().entries).toEqual([]);
    expect(saved()).toEqual([]);

    void store.save(line);
    void store.save(entry(margherita, { 11: [1101] }));
    store.remove(line.id);
    expect(store.getSnapshot().entries.map((e) => e.product.id)).toEqual([301]);
    store.clear();
    expect(saved()).toEqual([]);
  });

  it("takes another tab's cart from the storage event", async () => {
    const events = new EventTarget();
    const store = testCartStore(events);
    await store.hydrate(storefront);
    void store.save(entry(tiramisu));
    let notified = 0;
    store.subscribe(() => notified++);

    const otherTab = JSON.stringify([storedLine(801, 3)]);
    // The other tab wrote the storage; this tab only hears about it.
    localStorage.setItem(CART_STORAGE_KEY, otherTab);
    events.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: otherTab }));
    await Promise.resolve();
    await Promise.resolve();

    expect(store.getSnapshot().entries.map((e) => [e.product.id, e.qty])).toEqual([[801, 3]]);
    expect(notified).toBeGreaterThan(0);

    // Other keys are ignored; clearing the whole storage (key null) empties the cart.
    events.dispatchEvent(new StorageEvent('storage', { key: 'ordina_locale', newValue: 'en' }));
    await Promise.resolve();
    expect(store.getSnapshot().entries).toHaveLength(1);
    events.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getSnapshot().entries).toEqual([]);
  });

  it('re-checks the lines against a refreshed catalogue', async () => {
    const store = testCartStore();
    await store.hydrate(storefront);
    void store.save(entry(tiramisu));
    void store.save(entry(margherita, { 11: [1101] }));

    const refreshed: Storefront = {
      ...storefront,
      products: storefront.products
        .filter((p) => p.id !== 701)
        .map((p) => (p.id === 301 ? { ...p, price: 700 } : p)),
    };
    await store.hydrate(refreshed);

    expect(store.getSnapshot().entries.map((e) => [e.product.id, e.totalUnitPrice])).toEqual([[301, 700]]);
  });

  it('loads cartRestore on demand in the browser environment', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([storedLine(801, 2)]));
    const store = createCartStore();
    await store.hydrate(storefront);
    expect(store.getSnapshot().entries.map((e) => [e.product.id, e.qty])).toEqual([[801, 2]]);
  });
});
