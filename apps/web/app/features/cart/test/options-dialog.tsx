import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { AddToCartButton } from '../add-to-cart-button.tsx';
import { OrderSummary } from '../cart-summary/order-summary.tsx';
import { renderStorefront } from './render-storefront.tsx';

/**
 * Renders `product`'s add button beside the order summary (in Italian, on `storefront`), focuses and presses
 * the button and waits for the options dialog it opens.
 */
export async function openOptionsDialog(product: Storefront['products'][number], storefront: Storefront) {
  const view = await renderStorefront(
    <>
      <AddToCartButton product={product} />
      <OrderSummary />
    </>,
    { storefront },
  );
  const opener = screen.getByRole('button', { name: new RegExp(`Aggiungi all'ordine: ${product.name}`) });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: product.name });
  return { ...view, opener, dialog };
}

/**
 * Presses the dialog's "Add" and lets the save settle (a microtask: the cart rules are already loaded). Fake
 * timers, flushed at the end: the "Added to the order" flash it schedules (250 ms, then 1 s) must not fire in a
 * later test (it did on a busy CI machine).
 */
export async function pressAdd(dialog: HTMLElement) {
  vi.useFakeTimers();
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: "Aggiungi all'ordine" }));
    await Promise.resolve();
  });
  act(() => {
    vi.runAllTimers();
  });
}
