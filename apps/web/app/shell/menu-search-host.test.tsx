import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { productsForDelivery } from '@ordina/domain';
import { createTranslator } from '@ordina/i18n';
import { MenuAccordion } from '../features/menu/menu-accordion.tsx';
import { menuSections } from '../features/menu/menu-sections.ts';
import { ProductList } from '../features/catalog/product-list.tsx';
import { demoProduct, demoStorefront } from '../test/demo-storefront.ts';
import { renderPage } from '../test/render-page.tsx';
import { MenuSearchService, MENU_SEARCH_BUTTON_ID } from './after-hydration/menu-search-service.tsx';
import { menuPlace, menuSectionPlace, MenuSearchHost, productPlace } from './menu-search-host.tsx';
import { Navbar } from './navbar.tsx';
import { menuSearchOn, MENU_SEARCH_PARAM } from './menu-search-entry.ts';
import { MemoryRouter } from 'react-router';

afterEach(cleanup);

const t = createTranslator('it');
const demo = demoStorefront();

async function openSearch(path: string, storefront: Storefront = demo) {
  const page = renderPage(<MenuSearchHost openRequest={1} />, { storefront, path });
  const input = await screen.findByRole('combobox', { name: 'Piatto, bevanda o ingrediente' });
  const search = (text: string) => {
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter' });
  };
  const location = () => page.router.state.location;
  return { ...page, input, search, location };
}

describe('the menu search on the ordering pages', () => {
  it('leads a product without choices to its card on its category page, which has that id', async () => {
    const { search, location } = await openSearch('/contatti');
    search('tiramisu');
    await waitFor(() => expect(location().pathname).toBe('/categorie/dolci'));
    expect(location().hash).toBe('#prodotto-701');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    // The category page writes the id the result leads to.
    const dolci = productsForDelivery(demo.products.filter((product) => product.categoryId === 7));
    render(<ProductList products={dolci} boxed={false} locale="it" t={t} renderAction={() => null} />);
    const place = productPlace(demoProduct(demo, 701), 'dolci');
    expect(document.getElementById(place.split('#')[1] ?? '')?.textContent).toContain('Tiramisù della casa');
  });

  it('opens the options dialog of a product with choices over the page, as its add button does', async () => {
    const { search, location } = await openSearch('/contatti');
    search('margherita');
    expect(await screen.findByRole('dialog', { name: 'Margherita' })).toBeTruthy();
    expect(location().pathname).toBe('/contatti');
  });

  it('leads a product sold out on the board to its card, which says so, not to its options', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const soldOut: Storefront = {
      ...demo,
      operations: { pause: null, busy: null, soldOut: [{ kind: 'product', id: 301, until }] },
    };
    const { input, search, location } = await openSearch('/contatti', soldOut);
    fireEvent.change(input, { target: { value: 'margherita' } });
    expect(screen.getByRole('option').textContent).toContain('Esaurito');
    search('margherita');
    await waitFor(() => expect(location().hash).toBe('#prodotto-301'));
    expect(location().pathname).toBe('/categorie/pizze');
    expect(screen.queryByRole('dialog', { name: 'Margherita' })).toBeNull();
  });

  it('replaces the address when the result is the place the page is at already', async () => {
    const { search, router } = await openSearch('/categorie/dolci#prodotto-701');
    search('tiramisu');
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(router.state.location.hash).toBe('#prodotto-701');
  });

  it('offers the categories with products as links to their pages while nothing is typed', async () => {
    await openSearch('/contatti');
    const links = within(screen.getByRole('region', { name: 'Categorie', hidden: true })).getAllByRole(
      'link',
      {
        hidden: true,
      },
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      demo.categories.map((category) => `/categorie/${category.slug}`),
    );
  });
});

describe('the menu search on the menu page', () => {
  it('leads a menu product to its row, and offers the sections; the menu has those ids', async () => {
    const { search, location } = await openSearch('/menu');
    const links = within(screen.getByRole('region', { name: 'Categorie', hidden: true })).getAllByRole(
      'link',
      {
        hidden: true,
      },
    );
    expect(links[0]?.getAttribute('href')).toBe('/menu#menu-antipasti-di-mare');
    // Caffè espresso is on the menu only, at its menu price.
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'espresso' } });
    expect(screen.getAllByRole('option')[0]?.textContent).toBe(`Caffè espressoBevande · ${t.money(150)}`);
    search('espresso');
    await waitFor(() => expect(location().hash).toBe('#menu-prodotto-809'));
    expect(location().pathname).toBe('/menu');
    cleanup();

    render(
      <MemoryRouter>
        <MenuAccordion sections={menuSections(demo.categories, demo.products)} locale="it" t={t} />
      </MemoryRouter>,
    );
    const espresso = demoProduct(demo, 809);
    expect(document.getElementById(menuPlace(espresso).split('#')[1] ?? '')?.textContent).toContain(
      'Caffè espresso',
    );
    expect(document.getElementById(menuSectionPlace('bevande').split('#')[1] ?? '')?.tagName).toBe('DETAILS');
  });
});

describe('the menu search’s switch and button', () => {
  it('is on only where the business file says MENU_SEARCH = 1', () => {
    expect(menuSearchOn([{ param_name: MENU_SEARCH_PARAM, value: '1' }])).toBe(true);
    expect(menuSearchOn([{ param_name: MENU_SEARCH_PARAM, value: '0' }])).toBe(false);
    expect(menuSearchOn([{ param_name: 'ORDER_VERIFY_DATA', value: '1' }])).toBe(false);
    expect(menuSearchOn([])).toBe(false);
  });

  it('puts the button in the navbar, with the id the page services answer, and opens the search on a press', async () => {
    const navbar = (menuSearch: boolean) => (
      <Navbar
        businessName="Lido Azzurro"
        languages={['it']}
        locale="it"
        t={t}
        drawerOpen={false}
        onOpenDrawer={() => undefined}
        menuSearch={menuSearch}
      />
    );
    renderPage(navbar(false), { storefront: demo });
    expect(screen.queryByRole('button', { name: 'Cerca nel menù' })).toBeNull();
    cleanup();

    renderPage(
      <>
        {navbar(true)}
        <MenuSearchService />
      </>,
      { storefront: demo, path: '/contatti' },
    );
    const button = screen.getByRole('button', { name: 'Cerca nel menù' });
    expect(button.id).toBe(MENU_SEARCH_BUTTON_ID);
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(await screen.findByRole('dialog', { name: 'Cerca nel menù' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
  });
});
