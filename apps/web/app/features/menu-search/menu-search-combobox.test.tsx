import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productsForDelivery } from '@ordina/domain';
import { createTranslator } from '@ordina/i18n';
import { demoStorefront } from '../../test/demo-storefront.ts';
import { MenuSearchCombobox, RESULTS_SHOWN } from './menu-search-combobox.tsx';
import { menuSearchItems } from './menu-search-items.ts';
import type { MenuSearchItem } from './menu-search-items.ts';

afterEach(cleanup);

const t = createTranslator('it');
// The demo's ordering pages, as the search offers them (Pizze: Margherita 301, Marinara 302…).
const items = menuSearchItems(
  demoStorefront(),
  'it',
  { shown: productsForDelivery, price: (product) => product.price },
  new Date('2026-07-10T10:00:00Z'),
);

function renderSearch() {
  const onPick = vi.fn<(item: MenuSearchItem) => void>();
  // The dialog around it: its keydown listener stands for the native dialog's Escape.
  const onDialogKeyDown = vi.fn<(event: { key: string }) => void>();
  render(
    <div onKeyDown={onDialogKeyDown}>
      <MenuSearchCombobox items={items} onPick={onPick} t={t} />
    </div>,
  );
  const input = screen.getByRole('combobox', { name: 'Piatto, bevanda o ingrediente' });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  const key = (name: string) => fireEvent.keyDown(input, { key: name });
  const listbox = () => screen.getByRole('listbox', { hidden: true });
  const options = () => within(listbox()).queryAllByRole('option');
  return { input, type, key, listbox, options, onPick, onDialogKeyDown };
}

const attribute = (element: Element | undefined, name: string) => element?.getAttribute(name) ?? null;

const picked = (onPick: ReturnType<typeof renderSearch>['onPick']) =>
  onPick.mock.calls.map(([item]) => item.product.id);

describe('MenuSearchCombobox (WAI-ARIA APG combobox, list autocomplete)', () => {
  it('is a combobox controlling a hidden listbox until something is found', () => {
    const { input, type, listbox, options } = renderSearch();
    expect(attribute(input, 'aria-autocomplete')).toBe('list');
    expect(attribute(input, 'aria-expanded')).toBe('false');
    expect(attribute(input, 'aria-controls')).toBe(listbox().id);
    expect(attribute(input, 'aria-activedescendant')).toBeNull();
    expect(listbox().hidden).toBe(true);
    expect(attribute(listbox(), 'aria-label')).toBe('Risultati');

    type('marg');
    expect(attribute(input, 'aria-expanded')).toBe('true');
    expect(listbox().hidden).toBe(false);
    expect(options().map((option) => option.textContent)).toEqual([`MargheritaPizze · ${t.money(650)}`]);
    // Nothing is chosen until the arrows move.
    expect(attribute(options()[0], 'aria-selected')).toBe('false');
    expect(attribute(input, 'aria-activedescendant')).toBeNull();
  });

  it('moves with Down and Up, wrapping at both ends, the input keeping the focus', () => {
    const { input, type, key, options } = renderSearch();
    input.focus();
    type('pomodoro');
    const found = options();
    expect(found.length).toBeGreaterThan(2);
    const active = () => input.getAttribute('aria-activedescendant');

    key('ArrowDown');
    expect(active()).toBe(found[0]?.id);
    expect(attribute(found[0], 'aria-selected')).toBe('true');
    key('ArrowDown');
    expect(active()).toBe(found[1]?.id);
    expect(attribute(found[0], 'aria-selected')).toBe('false');
    key('ArrowUp');
    key('ArrowUp');
    expect(active()).toBe(found.at(-1)?.id);
    key('ArrowDown');
    expect(active()).toBe(found[0]?.id);
    expect(document.activeElement).toBe(input);

    // Typing starts the choice again.
    type('pomodoro bas');
    expect(attribute(input, 'aria-activedescendant')).toBeNull();
  });

  it('opens the result moved to with Enter, the first one when none is, and a result tapped', () => {
    const { type, key, options, onPick } = renderSearch();
    type('tonno');
    const [first, second] = options();
    key('Enter');
    key('ArrowDown');
    key('ArrowDown');
    key('Enter');
    if (!second || !first) throw new Error('two tuna results expected');
    fireEvent.click(first);
    expect(picked(onPick)).toEqual([307, 404, 307]);
    expect(first?.textContent).toContain('Tonno e cipolla');
    expect(second?.textContent).toContain('Tagliata di tonno al sesamo');
  });

  it('clears the search with Escape, which goes no further; with nothing typed, Escape is the dialog’s', () => {
    const { input, type, key, options, onDialogKeyDown } = renderSearch();
    type('marinara');
    key('ArrowDown');
    key('Escape');
    expect(input).toHaveProperty('value', '');
    expect(attribute(input, 'aria-expanded')).toBe('false');
    expect(attribute(input, 'aria-activedescendant')).toBeNull();
    expect(options()).toHaveLength(0);
    const escapesOutside = () =>
      onDialogKeyDown.mock.calls.filter(([event]) => event.key === 'Escape').length;
    expect(escapesOutside()).toBe(0);

    key('Escape');
    expect(escapesOutside()).toBe(1);
  });

  it('finds whatever the case and the accents, and marks the letters found as the menu writes them', () => {
    const { type, options } = renderSearch();
    type('TIRAMISU');
    const [result] = options();
    expect(result?.textContent).toContain('Tiramisù della casa');
    expect(result?.querySelector('mark')?.textContent).toContain('Tiramisù');
  });

  it('says where else a word was found: an ingredient, a piece of the description', () => {
    const { type, options } = renderSearch();
    type('origano');
    expect(options()[0]?.textContent).toBe(`MarinaraPizze · ${t.money(550)}Ingredienti: Aglio, Origano`);
    type('san marzano');
    expect(options()[0]?.querySelectorAll('mark')).toHaveLength(2);
    expect(options()[0]?.textContent).toMatch(/San Marzano/);
  });

  it('shows the first results of a query that finds many, and says so', () => {
    const { type, options } = renderSearch();
    type('c');
    expect(options()).toHaveLength(RESULTS_SHOWN);
    screen.getByText(`Sono mostrati i primi ${RESULTS_SHOWN}: scrivi di più per restringere la ricerca.`);
  });

  it('says the count once typing pauses, and nothing found with the words typed', async () => {
    const { type, input } = renderSearch();
    const status = screen.getByRole('status');
    type('pomodoro');
    // Not on every key: the region changes once the typing has paused.
    expect(status.textContent).toBe('');
    expect(await screen.findByText(/^\d+ risultati$/, undefined, { timeout: 5000 })).toBe(status);
    type('qwerty');
    expect(attribute(input, 'aria-expanded')).toBe('false');
    expect(await screen.findByText('Nessun risultato per «qwerty».', undefined, { timeout: 5000 })).toBe(
      status,
    );
    type('');
    expect(screen.getByText('Scrivi un nome, una parola della descrizione o un ingrediente.').hidden).toBe(
      false,
    );
    expect(await screen.findByText('', { selector: '[role=status]' })).toBe(status);
  });
});
