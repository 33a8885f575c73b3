import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { cartEntryBuild, productOptions } from '@ordina/domain';
import { OrderSummary } from './cart-summary/order-summary.tsx';
import { demoProduct, demoStorefront } from '../../test/demo-storefront.ts';
import { renderStorefront, resetPage } from './test/render-storefront.tsx';
import { withOptionDefaults } from './test/option-defaults.ts';
import { openOptionsDialog, pressAdd } from './test/options-dialog.tsx';

afterEach(() => {
  vi.useRealTimers();
  resetPage();
});

// The demo business's defaults (issue 34 item 2): Classico dough on pizzas, chips as the side of the mains.
const storefront = demoStorefront();
const margherita = demoProduct(storefront, 301);
const grigliata = demoProduct(storefront, 401); // Contorno: checkboxes, 1 to 2, chips by default

const openDialog = (product: Storefront['products'][number], data: Storefront = storefront) =>
  openOptionsDialog(product, data);

describe('product options dialog with default items', () => {
  it('opens a required radio group with its default chosen, and the first "Add" goes into the cart', async () => {
    const { dialog, store } = await openDialog(margherita);
    const dough = within(dialog).getByRole('group', { name: 'Impasto obbligatorio' });
    expect(within(dough).getByRole<HTMLInputElement>('radio', { name: 'Classico' }).checked).toBe(true);

    await pressAdd(dialog);

    expect(screen.queryByText('Alcune opzioni sono obbligatorie')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getSnapshot().entries.map((e) => e.id)).toEqual(['301|o11:1101']);
  });

  it("ticks a checkbox group's default item when the dialog opens", async () => {
    const { dialog, store } = await openDialog(grigliata);
    const side = within(dialog).getByRole('group', { name: 'Contorno obbligatorio' });
    const ticked = within(side)
      .getAllByRole<HTMLInputElement>('checkbox')
      .filter((box) => box.checked)
      .map((box) => box.value);
    expect(ticked).toEqual(['3101']);
    await pressAdd(dialog);
    expect(store.getSnapshot().entries.map((e) => e.id)).toEqual(['401|o31:3101']);
  });

  it('leaves a default sold out on the board unchosen: the customer picks another', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const soldOut: Storefront = {
      ...storefront,
      operations: { pause: null, busy: null, soldOut: [{ kind: 'option_item', id: 1101, until }] },
    };
    const { dialog, store } = await openDialog(margherita, soldOut);
    const dough = within(dialog).getByRole('group', { name: 'Impasto obbligatorio' });
    expect(
      within(dough)
        .getAllByRole<HTMLInputElement>('radio')
        .some((radio) => radio.checked),
    ).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: "Aggiungi all'ordine" }));
    expect(within(dialog).getByText('Alcune opzioni sono obbligatorie')).toBeTruthy();
    expect(store.getSnapshot().entries).toEqual([]);
  });

  it('does not bring back a default the customer left out when a line is edited', async () => {
    const withExtraDefault = withOptionDefaults(storefront, { 12: 1203 });
    const options = productOptions(
      margherita,
      withExtraDefault.categories,
      withExtraDefault.category_options,
    );
    const { store } = await renderStorefront(<OrderSummary />, { storefront: withExtraDefault });
    act(() => {
      void store.save(cartEntryBuild({ product: margherita, options, selection: { 11: [1102] } }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Modifica le opzioni: Margherita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: /Integrale/ }).checked).toBe(true);
    expect(
      within(dialog).getByRole<HTMLInputElement>('checkbox', { name: /Funghi champignon/ }).checked,
    ).toBe(false);
  });
});
