import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@ordina/contracts';
import { createTranslator } from '@ordina/i18n';
import { product } from '../../test/storefront-fixture.ts';
import { ProductList } from './product-list.tsx';

afterEach(cleanup);

// 200 characters: 'a' × 150, then 'b' × 50. Cut at 160 the text ends in ten b's; at 180, thirty.
const long = `${'a'.repeat(150)}${'b'.repeat(50)}`;

function renderList(products: Product[], boxed = false) {
  return render(
    <ProductList
      products={products}
      boxed={boxed}
      locale="en"
      t={createTranslator('en')}
      renderAction={(item) => <button type="button">{`add ${item.name}`}</button>}
    />,
  );
}

describe('ProductList', () => {
  it("says 'No products' when the category has none to order", () => {
    renderList([]);
    expect(screen.getByText('No products')).toBeTruthy();
  });

  it('cuts descriptions at 160 characters in the standard list, with read more and read less', () => {
    renderList([product({ id: 1, name: 'Spaghetti', description: long })]);
    expect(screen.getByText(`${'a'.repeat(150)}${'b'.repeat(10)}…`)).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'read more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByText(long)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'read less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('cuts descriptions at 180 characters in the boxed list', () => {
    renderList([product({ id: 1, name: 'Spaghetti', description: long })], true);
    expect(screen.getByText(`${'a'.repeat(150)}${'b'.repeat(30)}…`)).toBeTruthy();
  });

  it('shows short descriptions whole, without a toggle', () => {
    renderList([product({ id: 1, name: 'Acqua', description: 'Naturale' })]);
    expect(screen.getByText('Naturale')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'read more' })).toBeNull();
  });

  it("puts the route's action beside each product", () => {
    renderList([product({ id: 1, name: 'Acqua' }), product({ id: 2, name: 'Cola' })]);
    expect(screen.getAllByRole('button', { name: /^add / }).map((button) => button.textContent)).toEqual([
      'add Acqua',
      'add Cola',
    ]);
  });

  it('enlarges a picture in a dialog, closed by clicking the picture', async () => {
    renderList([product({ id: 1, name: 'Margherita', image: '/media/margherita.webp' })]);
    const thumbnail = document.querySelector('img');
    expect(thumbnail?.getAttribute('width')).toBe('96');
    expect(thumbnail?.getAttribute('height')).toBe('96');
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge the image: Margherita' }));
    // The dialog's code loads on demand, and the dialog opens (showModal) once it is in the page: wait for open.
    const dialog = await waitFor(() => {
      const element = document.querySelector('dialog');
      expect(element?.open).toBe(true);
      return element!;
    });
    const large = dialog.querySelector('img')!;
    expect(large.getAttribute('alt')).toBe('Margherita');
    fireEvent.click(large);
    expect(document.querySelector('dialog')).toBeNull();
  });
});

describe('ProductList allergens (docs/decisions/070)', () => {
  const pizza = {
    ...product({ id: 7, name: 'Margherita' }),
    menu_allergens: { gluten: 'contains', milk: 'contains', soybeans: 'traces' } as const,
  };

  it('shows what each product contains with its pictograms and words, and marks the card for the filter', () => {
    render(
      <ProductList
        products={[pizza, product({ id: 8, name: 'Acqua' })]}
        boxed={false}
        locale="en"
        t={createTranslator('en')}
        showAllergens
        renderAction={() => null}
      />,
    );
    const line = screen.getByText(/^Contains/).closest('p')!;
    expect(line.textContent).toBe('Allergens: Contains Gluten, Milk. May contain traces of Soy');
    expect([...line.querySelectorAll('.al')].map((icon) => icon.className)).toEqual([
      'al al-gluten',
      'al al-milk',
      'al al-soybeans',
    ]);
    const card = document.getElementById('prodotto-7')!;
    expect([card.dataset['al'], card.dataset['tr']]).toEqual(['gluten milk', 'soybeans']);
    // A product that contains none says nothing, and no filter can hide it.
    const water = document.getElementById('prodotto-8')!;
    expect([water.dataset['al'], water.dataset['tr'], water.textContent?.includes('Contains')]).toEqual([
      '',
      '',
      false,
    ]);
  });

  it('says nothing of allergens where the business does not show them', () => {
    renderList([pizza]);
    expect(screen.queryByText(/Contains/)).toBeNull();
    expect(document.getElementById('prodotto-7')?.hasAttribute('data-al')).toBe(false);
  });
});
