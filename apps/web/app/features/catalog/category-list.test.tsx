import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { category } from '../../test/storefront-fixture.ts';
import { CategoryList } from './category-list.tsx';

afterEach(cleanup);

const categories = [
  category({
    id: 1,
    slug: 'primi-piatti',
    name: 'Primi piatti',
    description: 'Pasta fresca',
    image: '/media/primi.webp',
    languages: { en: { name: 'First courses', description: 'Fresh pasta' } },
    products: {
      deliveryNumber: 2,
      menuNumber: 3,
      at_least_one_with_an_image: true,
      at_least_one_with_an_image_menu: true,
    },
  }),
  category({
    id: 2,
    slug: 'dolci',
    name: 'Dolci',
    products: {
      deliveryNumber: 1,
      menuNumber: 1,
    },
  }),
];

function renderList(locale: 'it' | 'en', boxed = false) {
  return render(
    <MemoryRouter>
      <CategoryList categories={categories} boxed={boxed} locale={locale} t={createTranslator(locale)} />
    </MemoryRouter>,
  );
}

describe('CategoryList', () => {
  it('links each category to its page with its name and orderable product count', () => {
    renderList('it');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/categorie/primi-piatti',
      '/categorie/dolci',
    ]);
    expect(within(links[0]!).getByText('Primi piatti')).toBeTruthy();
    expect(within(links[0]!).getByText('Pasta fresca')).toBeTruthy();
    expect(within(links[0]!).getByText('2 prodotti')).toBeTruthy();
    expect(within(links[1]!).getByText('1 prodotto')).toBeTruthy();
  });

  it('shows the translation of the page language, falling back to the name', () => {
    renderList('en');
    expect(screen.getByText('First courses')).toBeTruthy();
    expect(screen.getByText('Fresh pasta')).toBeTruthy();
    expect(screen.getByText('Dolci')).toBeTruthy();
    expect(screen.getByText('2 products')).toBeTruthy();
    expect(screen.queryByText('Primi piatti')).toBeNull();
  });

  it('gives images a size and lets the initial of a category without a picture stand in', () => {
    const { container } = renderList('it');
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/primi.webp');
    expect(image?.getAttribute('width')).toBe('64');
    expect(image?.getAttribute('height')).toBe('64');
    expect(within(screen.getAllByRole('link')[1]!).getByText('D')).toBeTruthy();
  });

  it('uses picture cards in the boxed layout', () => {
    const { container } = renderList('it', true);
    expect(container.querySelector('ul')?.className).toContain('grid-cols-2');
    expect(container.querySelector('img')?.className).toContain('aspect-[4/3]');
    expect(screen.getByText('2 prodotti')).toBeTruthy();
  });
});
