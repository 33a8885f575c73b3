import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoStorefront } from '../test/demo-storefront.ts';
import { renderPage } from '../test/render-page.tsx';
import { AllergenFilterService } from './after-hydration/allergen-filter-service.tsx';

// The menu's "Avoid allergens" filter (docs/decisions/070): the choice goes on <html> as the classes app.css
// hides the cards by, and is kept for the session.

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  document.documentElement.className = '';
  document.body.innerHTML = '';
});

const storefront = demoStorefront();
const classes = () => [...document.documentElement.classList].filter((c) => c.startsWith('av-')).sort();

function renderWithButton() {
  return renderPage(
    <>
      <button type="button" id="allergen-filter" aria-haspopup="dialog">
        Evita allergeni
      </button>
      <AllergenFilterService />
    </>,
    { storefront },
  );
}

describe('the allergen filter', () => {
  it('opens on the button, avoids what is ticked (traces on request), keeps it, and clears it', async () => {
    renderWithButton();
    fireEvent.click(await screen.findByRole('button', { name: 'Evita allergeni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allergeni da evitare' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(15); // the 14, and traces
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Latte' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Glutine' }));
    expect(classes()).toEqual(['av-gluten', 'av-milk', 'av-on']);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Evita anche le tracce' }));
    expect(classes()).toEqual(['av-gluten', 'av-milk', 'av-on', 'av-tr']);
    expect(JSON.parse(sessionStorage.getItem('ordina.avoid-allergens') ?? 'null')).toEqual({
      avoid: ['gluten', 'milk'],
      traces: true,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mostra tutto' }));
    expect(classes()).toEqual([]);
    expect(within(dialog).getByRole('checkbox', { name: 'Latte' })).toHaveProperty('checked', false);
  });

  it('puts the session’s choice back on a page as it loads', async () => {
    sessionStorage.setItem('ordina.avoid-allergens', JSON.stringify({ avoid: ['fish'], traces: false }));
    renderWithButton();
    await waitFor(() => expect(classes()).toEqual(['av-fish', 'av-on']));
  });
});
