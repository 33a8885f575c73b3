import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { category, product } from '../../test/storefront-fixture.ts';
import { MenuAccordion, menuPrice } from './menu-accordion.tsx';
import { MenuIndex } from './menu-index.tsx';
import { menuProductId, menuScrollTop, useMenuPlaceFromHash } from './menu-scroll.ts';
import { menuSections } from './menu-sections.ts';

afterEach(cleanup);

const pizze = category({ id: 1, slug: 'pizze', name: 'Pizze', languages: { en: { name: 'Pizzas' } } });
const bevande = category({ id: 2, slug: 'bevande', name: 'Bevande' });
const products = [
  product({ id: 10, categoryId: 1, name: 'Margherita', price: 650, price_menu: 700 }),
  product({ id: 11, categoryId: 1, name: 'Patatine', view_on_digital_menu: false }),
  product({
    id: 12,
    categoryId: 1,
    name: 'Pescato del giorno',
    price: null,
    price_menu: null,
    view_on_delivery: false,
  }),
  product({ id: 20, categoryId: 2, name: 'Acqua', view_on_digital_menu: false }),
];

describe('menu', () => {
  it('keeps the products flagged view_on_digital_menu and leaves out categories with none', () => {
    const sections = menuSections([pizze, bevande], products);
    expect(sections.map((section) => section.category.slug)).toEqual(['pizze']);
    expect(sections[0]!.products.map((item) => item.name)).toEqual(['Margherita', 'Pescato del giorno']);
  });

  it('shows price_menu, falling back to the delivery price, else no price', () => {
    expect(menuPrice({ price: 650, price_menu: 700 })).toBe(700);
    expect(menuPrice({ price: 650, price_menu: null })).toBe(650);
    expect(menuPrice({ price: null, price_menu: null })).toBeNull();
  });

  it('renders each category as a closed disclosure with its products and euro prices', () => {
    const { container } = render(
      <MenuAccordion sections={menuSections([pizze], products)} locale="en" t={createTranslator('en')} />,
    );
    const details = container.querySelector('details#menu-pizze');
    expect(details).not.toBeNull();
    expect((details as HTMLDetailsElement).open).toBe(false);
    expect(within(details!.querySelector('summary')!).getByText('Pizzas')).toBeTruthy();
    const rows = within(details as HTMLElement).getAllByRole('listitem', { hidden: true });
    // The menu price says it is the price at the venue (the order pages show the delivery price, 6,50).
    expect(rows.map((row) => row.textContent)).toEqual([
      'MargheritaPrice at the venue: €7.00',
      'Pescato del giorno',
    ]);
  });

  it('links the index to each section by fragment, so it works without JavaScript', () => {
    render(<MenuIndex categories={[pizze, bevande]} locale="it" t={createTranslator('it')} />);
    expect(screen.getByRole('link', { name: 'Pizze' }).getAttribute('href')).toBe('#menu-pizze');
    expect(screen.getByRole('link', { name: 'Bevande' }).getAttribute('href')).toBe('#menu-bevande');
  });

  it('scrolls a section to 95 px below the top', () => {
    // A section 400 px down the viewport, page already scrolled by 1000: 1000 + 400 - 95.
    expect(menuScrollTop(400, 1000)).toBe(1305);
    expect(menuScrollTop(20, 0)).toBe(0);
  });

  it('opens the section a product row’s or a section’s address names, scrolls it and focuses its name', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    function MenuAt() {
      useMenuPlaceFromHash();
      return (
        <MenuAccordion sections={menuSections([pizze], products)} locale="it" t={createTranslator('it')} />
      );
    }
    const open = (hash: string) =>
      render(
        <MemoryRouter initialEntries={[`/menu${hash}`]}>
          <MenuAt />
        </MemoryRouter>,
      );
    open(`#${menuProductId(12)}`);
    const section = document.getElementById('menu-pizze') as HTMLDetailsElement;
    expect(section.open).toBe(true);
    expect(document.activeElement?.textContent).toBe('Pescato del giorno');
    expect(document.activeElement?.tagName).toBe('H3');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    cleanup();

    open('#menu-pizze');
    expect((document.getElementById('menu-pizze') as HTMLDetailsElement).open).toBe(true);
    expect(document.activeElement?.tagName).toBe('SUMMARY');
    cleanup();

    // An address naming nothing of the menu leaves it closed.
    open('#menu-prodotto-999');
    expect((document.getElementById('menu-pizze') as HTMLDetailsElement).open).toBe(false);
    scrollTo.mockRestore();
  });
});
