import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Configuration } from '@ordina/contracts';
import { INITIAL_DATA_ELEMENT_ID } from './lib/initial-data.ts';
import type { RootLoaderData } from './lib/first-load/use-locale.ts';
import { clientLoader, shouldRevalidate } from './root.tsx';
import { storefront } from './test/storefront-fixture.ts';

// Spec §2 Redirects on in-app navigation (issue 31 item 3): the server loader sends a full page load
// of a menu-only business to /menu, and a link followed inside the app must end there too.

const ROOT_DATA: RootLoaderData = { locale: 'en', businessName: 'Trattoria Prova' };

/** The page's inline storefront, as the server writes it, with `mode`. */
function inlineStorefront(mode: Configuration['menu_delivery_mode']) {
  const base = storefront();
  const script = document.createElement('script');
  script.id = INITIAL_DATA_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({
    ...base,
    configuration: { ...base.configuration, menu_delivery_mode: mode },
  });
  document.body.append(script);
}

/** The root's browser side (shouldRevalidate, clientLoader) over a few pages, hydrated at `path` as after a server render. */
function renderApp(path: string) {
  let serverCalls = 0;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: <Outlet />,
        shouldRevalidate,
        loader: (args) =>
          clientLoader({
            ...args,
            serverLoader: () => {
              serverCalls += 1;
              return Promise.resolve(ROOT_DATA);
            },
          }),
        children: [
          { index: true, element: <p>home</p> },
          { path: 'contatti', element: <p>contacts</p> },
          { path: 'categorie/:slug', element: <p>category</p> },
          {
            path: 'menu',
            element: (
              <>
                <p>menu</p>
                <Link to="/contatti">Contacts</Link>
                <Link to="/categorie/dolci">Dolci</Link>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: ROOT_DATA } } },
  );
  render(<RouterProvider router={router} />);
  return { router, serverCalls: () => serverCalls };
}

afterEach(() => {
  cleanup();
  document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
});

describe('menu_delivery_mode on in-app navigation', () => {
  it.each(['Contacts', 'Dolci'])(
    'a menu-only business sends the %s link back to the menu, asking the server nothing',
    async (name) => {
      inlineStorefront('solo_menu');
      const { router, serverCalls } = renderApp('/menu');
      fireEvent.click(screen.getByRole('link', { name }));
      expect(await screen.findByText('menu')).toBeTruthy();
      await expect.poll(() => router.state.navigation.state).toBe('idle');
      expect(router.state.location.pathname).toBe('/menu');
      expect(screen.queryByText('contacts')).toBeNull();
      expect(screen.queryByText('category')).toBeNull();
      expect(serverCalls()).toBe(0);
    },
  );

  it('a business that delivers opens the linked pages, without revalidating the root', async () => {
    inlineStorefront('delivery_and_menu');
    const { router, serverCalls } = renderApp('/menu');
    fireEvent.click(screen.getByRole('link', { name: 'Dolci' }));
    expect(await screen.findByText('category')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/categorie/dolci');
    expect(serverCalls()).toBe(0);
  });

  it('a delivery-only business sends an in-app visit of the menu home', async () => {
    inlineStorefront('solo_delivery');
    const { router } = renderApp('/contatti');
    await router.navigate('/menu');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
