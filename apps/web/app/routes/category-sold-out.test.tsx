import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoStorefront } from '../test/demo-storefront.ts';
import { renderPage } from '../test/render-page.tsx';
import CategoryPage from './category.tsx';
import type { Route } from './+types/category';

afterEach(cleanup);

// A product sold out on the restaurant's board (docs/decisions/046) shows 'Esaurito' in place of its add button.

function renderCategory(until: string) {
  const storefront = {
    ...demoStorefront(),
    operations: { pause: null, busy: null, soldOut: [{ kind: 'product' as const, id: 102, until }] },
  };
  const props = {
    loaderData: { category: storefront.categories.find((c) => c.slug === 'antipasti-di-mare')! },
  } as unknown as Route.ComponentProps;
  return renderPage(<CategoryPage {...props} />, { storefront, path: '/categorie/antipasti-di-mare' });
}

describe('CategoryPage with a sold-out product', () => {
  it('says the product is sold out and offers no add button for it; the others keep theirs', async () => {
    renderCategory('2999-01-01T03:00:00.000Z');
    const frittura = (await screen.findByRole('heading', { name: 'Frittura di paranza' })).closest('li')!;
    expect(frittura.textContent).toContain('Esaurito');
    expect(frittura.querySelector('button:not([aria-haspopup])')).toBeNull();
    const sauté = screen.getByRole('heading', { name: 'Sauté di cozze e vongole' }).closest('li')!;
    expect(sauté.textContent).not.toContain('Esaurito');
  });

  it('offers it again once the mark has ended', async () => {
    renderCategory('2000-01-01T03:00:00.000Z');
    const frittura = (await screen.findByRole('heading', { name: 'Frittura di paranza' })).closest('li')!;
    expect(frittura.textContent).not.toContain('Esaurito');
  });
});
