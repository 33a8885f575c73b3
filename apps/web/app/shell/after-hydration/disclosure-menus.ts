import { useEffect } from 'react';

/**
 * The menu-button behaviour of the navbar's disclosure menus (the language
 * chooser: a `<details>` in the page's <header>, its items the buttons of its form), installed once per page after
 * hydration so none of it weighs on the first load (decision 012): the menu
 * closes on a tap outside it and on Escape (focus back on its button), and
 * the arrow keys, Home and End move between its items. Without JavaScript the
 * <details> still opens and its buttons still submit.
 */
export function useDisclosureMenus(): void {
  useEffect(() => {
    const openMenus = () => document.querySelectorAll<HTMLDetailsElement>('header details[open]');

    function onPointerDown(event: PointerEvent) {
      for (const menu of openMenus()) {
        if (!(event.target instanceof Node) || !menu.contains(event.target)) menu.open = false;
      }
    }

    function onKeyDown(event: KeyboardEvent) {
      const menu =
        event.target instanceof Element ? event.target.closest<HTMLDetailsElement>('header details') : null;
      if (!menu) return;
      const summary = menu.querySelector('summary');
      const items = [...menu.querySelectorAll<HTMLElement>('form button')];
      if (event.key === 'Escape' && menu.open) {
        event.preventDefault();
        menu.open = false;
        summary?.focus();
        return;
      }
      const moves: Record<string, (index: number) => number> = {
        ArrowDown: (index) => (index + 1) % items.length,
        ArrowUp: (index) => (index - 1 + items.length) % items.length,
        Home: () => 0,
        End: () => items.length - 1,
      };
      const move = moves[event.key];
      if (!move || items.length === 0) return;
      event.preventDefault();
      // From the button, Down (or Up) opens the menu on its current item, as a menu button does.
      if (!menu.open) menu.open = true;
      const current = items.indexOf(document.activeElement as HTMLElement);
      const start =
        current === -1
          ? Math.max(
              0,
              items.findIndex((item) => item.getAttribute('aria-current') === 'true'),
            )
          : current;
      const next =
        current === -1 && (event.key === 'ArrowDown' || event.key === 'ArrowUp') ? start : move(start);
      items[next]?.focus();
    }

    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
