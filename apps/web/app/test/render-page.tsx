import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale, Storefront } from '@ordina/contracts';
import { StorefrontProvider } from '../lib/storefront-context.tsx';
import type { RootLoaderData } from '../lib/first-load/use-locale.ts';

/**
 * Renders `ui` at `path` as a page would: storefront context, the root loader's language and a data router.
 * `strict` wraps it all in React's StrictMode as the browser entry does (effects run twice on mount).
 */
export function renderPage(
  ui: ReactNode,
  {
    storefront,
    locale = 'it',
    path = '/',
    strict = false,
  }: { storefront: Storefront; locale?: Locale; path?: string; strict?: boolean },
) {
  const root: RootLoaderData = { locale, businessName: storefront.anagraphic.name };
  const router = createMemoryRouter([{ id: 'root', path: '*', loader: () => root, element: ui }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root } },
  });
  const page = (
    <StorefrontProvider value={{ storefront, initialDataJson: '', pageMessagesJson: null, nonce: '' }}>
      <RouterProvider router={router} />
    </StorefrontProvider>
  );
  // The router too: a test reads where the page navigated (router.state.location).
  return { ...render(strict ? <StrictMode>{page}</StrictMode> : page), router };
}
