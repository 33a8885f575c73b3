import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { cartEntryBuild, productOptions } from '@ordina/domain';
import { clearSession, storeSessionUser } from '../../../lib/session/after-hydration-shared/session-store.ts';
import { sessionUser } from '../../../lib/session/test/session-user.ts';
import { LazyOrderSummary } from './lazy-order-summary.tsx';
import { demoProduct, demoStorefront } from '../../../test/demo-storefront.ts';
import { renderStorefront, resetPage, testCartStore } from '../test/render-storefront.tsx';

afterEach(() => {
  clearSession();
  resetPage();
});

const demo = demoStorefront();
const soloLogin: Storefront = {
  ...demo,
  configuration: { ...demo.configuration, customer_auth_type: 'solo_login', coupons: [] },
};
const trebbiano = demoProduct(demo, 806); // 16,00 €: above the 12,00 € minimum order

function seededStore() {
  const store = testCartStore();
  const product = trebbiano;
  void store.save(
    cartEntryBuild({
      product,
      options: productOptions(product, demo.categories, demo.category_options),
      selection: {},
      qty: 1,
    }),
  );
  return store;
}

describe('order summary and the session (solo_login)', () => {
  it('blocks a guest with the login reason, and lets the customer proceed once logged in', async () => {
    await renderStorefront(<LazyOrderSummary />, { storefront: soloLogin, store: seededStore() });
    // The summary itself (not its server placeholder) shows the cart's line.
    await act(() => import('../cart-summary/order-summary.tsx'));
    expect((await screen.findAllByText('16,00 €')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Clicca qui' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Procedi' }).getAttribute('aria-disabled')).toBe('true');
    act(() => storeSessionUser(sessionUser()));
    expect(screen.queryByRole('button', { name: 'Clicca qui' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Procedi' }).getAttribute('href')).toBe('/concludi-ordine');
    act(() => clearSession());
    expect(screen.getByRole('button', { name: 'Clicca qui' })).toBeTruthy();
  });
});
