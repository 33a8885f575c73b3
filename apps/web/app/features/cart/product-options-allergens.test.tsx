import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { demoProduct, demoStorefront } from '../../test/demo-storefront.ts';
import { renderStorefront, resetPage } from './test/render-storefront.tsx';

afterEach(resetPage);

// The demo shows allergens (docs/decisions/070). Bruschette (104): gluten of their own, fish from the
// anchovies (1041, removable). Margherita (301): milk and traces of soy of its own; the Classico dough
// (the default) gluten, the gluten-free one only traces; Burrata milk, Alici del Cantabrico fish.
const storefront = demoStorefront();

async function openDialog(product: Storefront['products'][number], data: Storefront = storefront) {
  await renderStorefront(<AddToCartButton product={product} />, { storefront: data });
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`Aggiungi all'ordine: ${product.name}`) }));
  return screen.findByRole('dialog', { name: product.name });
}

const said = (dialog: HTMLElement) => within(dialog).getByTestId('line-allergens').textContent;

describe('the options dialog’s allergens', () => {
  it('says what the line contains, and drops the fish when the anchovies are removed', async () => {
    const dialog = await openDialog(demoProduct(storefront, 104));
    const live = within(dialog).getByTestId('line-allergens');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(said(dialog)).toBe('Allergeni: Contiene Glutine, Pesce');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Alici' }));
    expect(said(dialog)).toBe('Allergeni: Contiene Glutine');
  });

  it('follows the chosen items: the gluten-free dough leaves traces, an added burrata and anchovies add theirs', async () => {
    const dialog = await openDialog(demoProduct(storefront, 301));
    expect(said(dialog)).toBe('Allergeni: Contiene Glutine, Latte. Può contenere tracce di Soia');
    fireEvent.click(within(dialog).getByRole('radio', { name: /Senza glutine/ }));
    expect(said(dialog)).toBe('Allergeni: Contiene Latte. Può contenere tracce di Glutine, Soia');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Alici del Cantabrico/ }));
    expect(said(dialog)).toBe('Allergeni: Contiene Pesce, Latte. Può contenere tracce di Glutine, Soia');
  });

  it('says nothing of allergens where the business does not show them', async () => {
    const off = { ...storefront, configuration: { ...storefront.configuration, show_allergens: false } };
    const dialog = await openDialog(demoProduct(off, 104), off);
    expect(within(dialog).queryByTestId('line-allergens')).toBeNull();
  });
});
