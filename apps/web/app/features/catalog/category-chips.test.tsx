import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { category } from '../../test/storefront-fixture.ts';
import { CategoryChips } from './category-chips.tsx';
import { CategoryHeader } from './category-header.tsx';

afterEach(cleanup);

const t = createTranslator('en');
const categories = [
  category({ id: 1, slug: 'pizze', name: 'Pizze', languages: { en: { name: 'Pizzas' } } }),
  category({ id: 2, slug: 'dolci', name: 'Dolci', languages: { en: { name: 'Desserts' } } }),
];

describe('menu first on the category page (issue 11)', () => {
  it('offers every category as a chip, in the page language, the current one marked', () => {
    render(
      <MemoryRouter>
        <CategoryChips categories={categories} currentId={1} locale="en" t={t} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Other categories' });
    const links = within(nav).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['Pizzas', '/categorie/pizze', 'page'],
      ['Desserts', '/categorie/dolci', null],
    ]);
    expect(nav.className).toContain('sticky');
  });

  it('"Change category" lands on the home page\'s category list, not the top of home', () => {
    render(
      <MemoryRouter>
        <CategoryHeader category={categories[1]!} locale="en" t={t} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: t('category.change') }).getAttribute('href')).toBe('/#categorie');
  });
});
