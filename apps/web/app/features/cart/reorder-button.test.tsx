import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderProduct } from '@ordina/contracts';
import { demoStorefront } from '../../test/demo-storefront.ts';
import { order } from '../../test/order-fixture.ts';
import { ReorderButton } from './reorder-button.tsx';
import { renderStorefront, resetPage } from './test/render-storefront.tsx';
import { createTranslator } from '@ordina/i18n';

afterEach(() => resetPage());

const t = createTranslator('it');
const storefront = demoStorefront();

/** An order line as the server answers it, with what "Order again" reads: ids and the quantity. */
function line(over: Partial<OrderProduct> & Pick<OrderProduct, 'id' | 'name'>): OrderProduct {
  return {
    category_name: '',
    qty: 1,
    final_price: 100,
    productOptions: [],
    removedItems: '',
    removedIds: [],
    ...over,
  };
}

const margherita = line({
  id: 301,
  name: 'Margherita',
  qty: 2,
  // Bought at another price: the cart takes today's.
  final_price: 999,
  productOptions: [
    { id: 11, name: 'Impasto', options: [{ id: 1102, name: 'Integrale', price: 100, operand: '+' }] },
  ],
  removedIds: [3012],
});
const tiramisu = line({ id: 701, name: 'Tiramisù della casa' });
const gone = line({ id: 9999, name: 'Pizza del mese' });

async function orderAgain() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Riordina questi prodotti' }));
    await Promise.resolve();
  });
}

describe('"Order again" (issue 37)', () => {
  it('puts the lines back at today’s prices, names what is left out, and leads to the checkout', async () => {
    const { store } = await renderStorefront(
      <ReorderButton order={order({ id: 7, products: [margherita, gone, tiramisu] })} t={t} />,
      { storefront },
    );
    await orderAgain();
    const entries = store.getSnapshot().entries;
    expect(entries.map((e) => [e.product.id, e.qty])).toEqual([
      [301, 2],
      [701, 1],
    ]);
    const pizza = storefront.products.find((p) => p.id === 301)!;
    expect(entries[0]!.unitPrice).toBe(pizza.price);
    expect(entries[0]!.variations.removed).toEqual([3012]);
    // Said in the region's status (announced), not in a snackbar gone before the names are read.
    const said = screen
      .getByText('3 prodotti sono di nuovo nel carrello, ai prezzi di oggi.')
      .closest('[role="status"]');
    expect(said?.textContent).toContain('Non più disponibili, lasciati fuori: Pizza del mese.');
    expect(screen.getByRole('link', { name: 'Vai alla cassa' }).getAttribute('href')).toBe(
      '/concludi-ordine',
    );
  });

  it('says so when nothing of the order is on the menu today, with no way to an empty checkout', async () => {
    const { store } = await renderStorefront(
      <ReorderButton order={order({ id: 8, products: [gone] })} t={t} />,
      {
        storefront,
      },
    );
    await orderAgain();
    expect(store.getSnapshot().entries).toEqual([]);
    expect(
      screen.getByText('Nessuno di questi prodotti è disponibile oggi.').closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Vai alla cassa' })).toBeNull();
  });
});
