import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { Locale, Storefront } from '@ordina/contracts';
import { StorefrontProvider } from '../../../lib/storefront-context.tsx';
import type { RootLoaderData } from '../../../lib/first-load/use-locale.ts';
import { storefront as defaultStorefront } from '../../../test/storefront-fixture.ts';

/** Where the test router is now (rendered by every stand-in page). */
function Here({ name }: { name: string }) {
  const location = useLocation();
  return <p data-testid="here">{`${name} ${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `element` at `path` (the route pattern) entered through `url`, as a
 * page would be: storefront context, the root loader's language, a data
 * router. Home, the accept-privacy page and the order list are stand-ins
 * saying where navigation ended, unless `path` is one of them.
 */
export function renderAccountRoute(
  element: ReactNode,
  {
    path,
    url = path,
    locale = 'en',
    storefront = defaultStorefront(),
    extra = [],
  }: {
    path: string;
    url?: string;
    locale?: Locale;
    storefront?: Storefront;
    extra?: { path: string; element: ReactNode }[];
  },
) {
  const root: RootLoaderData = { locale, businessName: storefront.anagraphic.name };
  const standIns = [
    { path: '/', element: <Here name="home" /> },
    { path: '/area-personale/accetta-privacy-policy', element: <Here name="accept" /> },
    { path: '/area-personale/i-miei-ordini', element: <Here name="orders" /> },
    { path: '/contatti', element: <Here name="contacts" /> },
  ].filter((standIn) => standIn.path !== path);
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => root, children: [{ path, element }, ...extra, ...standIns] }],
    { initialEntries: [url], hydrationData: { loaderData: { root } } },
  );
  const view = render(
    <StorefrontProvider value={{ storefront, initialDataJson: '', pageMessagesJson: null, nonce: '' }}>
      <RouterProvider router={router} />
    </StorefrontProvider>,
  );
  return { ...view, router };
}
