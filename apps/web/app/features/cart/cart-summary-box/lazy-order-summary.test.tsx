import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { StorefrontProvider } from '../../../lib/storefront-context.tsx';
import { CartStoreProvider } from '../cart-summary/cart-store-context.tsx';
import { OrderSummaryPlaceholder } from './lazy-order-summary.tsx';
import { OrderSummary } from '../cart-summary/order-summary.tsx';
import { demoStorefront } from '../../../test/demo-storefront.ts';
import { testCartStore } from '../test/render-storefront.tsx';

const demo = demoStorefront();
const soloLogin: Storefront = {
  ...demo,
  configuration: { ...demo.configuration, customer_auth_type: 'solo_login' },
};

/** Server HTML of `element` with ids numbered by first appearance (each tree position gets its own useId values). */
function serverHtml(element: ReactNode, storefront: Storefront): string {
  const root = { locale: 'it' as const, businessName: storefront.anagraphic.name };
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => root, element }], {
    hydrationData: { loaderData: { root } },
  });
  const html = renderToString(
    <StorefrontProvider value={{ storefront, initialDataJson: '', pageMessagesJson: null, nonce: '' }}>
      <CartStoreProvider store={testCartStore()}>
        <RouterProvider router={router} />
      </CartStoreProvider>
    </StorefrontProvider>,
  );
  const ids = new Map<string, string>();
  return html.replace(/_R_[^_"\s]*_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id${ids.size}`);
    return ids.get(id) ?? id;
  });
}

describe('order summary placeholder', () => {
  it('renders the markup the summary renders on the server (cart being read, minimum order reason)', () => {
    const placeholder = serverHtml(<OrderSummaryPlaceholder className="mt-8" />, demo);
    expect(placeholder).toBe(serverHtml(<OrderSummary className="mt-8" />, demo));
    // Issue 11: the saved cart is unknown until the browser reads it, so the server never says "No products yet".
    expect(placeholder).toContain('Lettura del carrello…');
    expect(placeholder).not.toContain('Nessun prodotto');
    // Lido Azzurro's minimum order is 12,00 €.
    expect(placeholder).toContain('12,00');
    expect(placeholder).toContain('aria-disabled="true"');
  });

  it('matches the summary with the login reason and on the checkout (not editable)', () => {
    expect(serverHtml(<OrderSummaryPlaceholder />, soloLogin)).toBe(serverHtml(<OrderSummary />, soloLogin));
    expect(serverHtml(<OrderSummaryPlaceholder />, soloLogin)).toContain('<button');
    const checkout = serverHtml(<OrderSummaryPlaceholder editable={false} />, demo);
    expect(checkout).toBe(serverHtml(<OrderSummary editable={false} />, demo));
    expect(checkout).not.toContain('aria-disabled');
  });
});
