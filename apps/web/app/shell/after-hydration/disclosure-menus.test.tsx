import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { useDisclosureMenus } from './disclosure-menus.ts';

afterEach(cleanup);

function Menu() {
  useDisclosureMenus();
  return (
    <>
      <header>
        <details>
          <summary>IT</summary>
          <form>
            <button type="submit">Italiano</button>
            <button type="submit" aria-current="true">
              English
            </button>
            <button type="submit">Français</button>
          </form>
        </details>
      </header>
      <p>Outside</p>
    </>
  );
}

function setup() {
  render(<Menu />);
  const menu = screen.getByText('IT').closest('details') as HTMLDetailsElement;
  return { menu, summary: screen.getByText('IT') };
}

describe('navbar disclosure menus (language chooser)', () => {
  it('closes on a tap outside, not on a tap inside', () => {
    const { menu } = setup();
    menu.open = true;
    fireEvent.pointerDown(screen.getByText('English'));
    expect(menu.open).toBe(true);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(menu.open).toBe(false);
  });

  it('closes on Escape with focus back on its button', () => {
    const { menu, summary } = setup();
    menu.open = true;
    screen.getByText('Français').focus();
    fireEvent.keyDown(screen.getByText('Français'), { key: 'Escape' });
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it('moves with the arrow keys, Home and End; Down on the button opens the menu on the current item', () => {
    const { menu, summary } = setup();
    summary.focus();
    act(() => {
      fireEvent.keyDown(summary, { key: 'ArrowDown' });
    });
    expect(menu.open).toBe(true);
    expect(document.activeElement?.textContent).toBe('English');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Français');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Italiano');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Français');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement?.textContent).toBe('Italiano');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Français');
  });
});
