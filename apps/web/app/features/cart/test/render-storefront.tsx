import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale, Storefront } from '@ordina/contracts';
import { cartDecrement, cartIncrement, cartRemove, cartRestore, cartSave } from '@ordina/domain';
import { StorefrontProvider } from '../../../lib/storefront-context.tsx';
import type { RootLoaderData } from '../../../lib/first-load/use-locale.ts';
import { CartStoreProvider } from '../cart-summary/cart-store-context.tsx';
import { createCartStore } from '../cart-summary/cart-store.ts';
import type { CartStore, CartStoreEnvironment } from '../cart-summary/cart-store.ts';
import { FlashRegion } from '../../../components/ui/first-load/flash-region.tsx';
import { deferredRules } from '../cart-summary/use-deferred-rules.ts';
import { orderSummaryParts } from '../cart-summary/order-summary-parts.ts';

/** A cart store on the test page's localStorage, with the cart rules at hand (no chunk to load) and its own event target. */
export function testCartStore(events: EventTarget = new EventTarget()): CartStore {
  const environment: CartStoreEnvironment = {
    storage: () => localStorage,
    events: () => events,
    loadRules: () => Promise.resolve({ cartRestore, cartSave, cartIncrement, cartDecrement, cartRemove }),
  };
  return createCartStore(environment);
}

/**
 * Renders `ui` as a storefront page would: storefront context, the root
 * loader's language, a data router (for links) and the flash region. The cart
 * store is hydrated and the deferred rules loaded before rendering, so the
 * components start as they are once a page has settled.
 */
export async function renderStorefront(
  ui: ReactNode,
  {
    storefront,
    locale = 'it',
    store = testCartStore(),
  }: { storefront: Storefront; locale?: Locale; store?: CartStore },
) {
  await act(async () => {
    await store.hydrate(storefront);
    // Pricing and acceptance load on demand in the browser; here they are ready before the first render.
    await deferredRules.load();
    await orderSummaryParts.load();
  });
  const root: RootLoaderData = { locale, businessName: storefront.anagraphic.name };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: (
          <>
            {ui}
            <FlashRegion />
          </>
        ),
      },
    ],
    { hydrationData: { loaderData: { root } } },
  );
  const view = render(
    <StorefrontProvider value={{ storefront, initialDataJson: '', pageMessagesJson: null, nonce: '' }}>
      <CartStoreProvider store={store}>
        <RouterProvider router={router} />
      </CartStoreProvider>
    </StorefrontProvider>,
  );
  return { ...view, store, router };
}

/** Unmounts what a test rendered and forgets the saved cart (Vitest runs without globals, so nothing does it by itself). */
export function resetPage(): void {
  cleanup();
  localStorage.clear();
}
