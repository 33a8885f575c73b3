import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side move to another page, focus goes to the new page's main heading (issue 34, item 8):
 * the link that was followed is gone, so focus would drop to <body>, a screen reader would say nothing of
 * the new page and the keyboard would start again from the navbar. The heading is read (its text is the
 * page's name) and Tab goes on from it.
 *
 * A move to a place in a page (a hash naming an element of the page, as the menu search's results do:
 * `/categorie/pizze#prodotto-301`, docs/decisions/071) focuses that place instead, on this page or
 * another, the same address again too; the router has scrolled it into view.
 *
 * Otherwise only a new path counts. The first load keeps the browser's own start; a search or a hash
 * naming nothing stays on the same page, and a dialog's history entry (dialog-history.ts) has the same
 * address, so neither moves focus. A page that put focus on something of its own (a dialog it opened,
 * its heading) keeps it. Loaded after hydration with the page services: no first-load bytes.
 */
export function useFocusOnNavigation(): void {
  const { pathname, hash, key } = useLocation();
  const shown = useRef({ pathname, key });
  useEffect(() => {
    const last = shown.current;
    if (key === last.key) return;
    shown.current = { pathname, key };
    if (hash !== '' && focusPlace(hash.slice(1))) return;
    if (pathname !== last.pathname) focusPageHeading();
  }, [pathname, hash, key]);
}

/**
 * Focuses the place of id `id` in the page's main content: its heading when it has one (read as the
 * place's name), else the element itself; out of the Tab order, as the page heading. False when the
 * page has no such place, or when focus is in an open dialog. A place the page focused itself (the
 * menu's sections, menu-scroll.ts) keeps it.
 */
function focusPlace(id: string): boolean {
  let element: HTMLElement | null = null;
  try {
    element = document.getElementById(decodeURIComponent(id));
  } catch {
    // A malformed escape names no place of the page.
  }
  if (!element?.closest('#main') || document.activeElement?.closest('dialog[open]')) return false;
  if (element.contains(document.activeElement)) return true;
  const target = element.querySelector<HTMLElement>('h2, h3') ?? element;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  return true;
}

/** Focuses the main heading of the page shown, unless focus is in an open dialog or on a heading already. */
export function focusPageHeading(): void {
  const active = document.activeElement;
  if (active?.closest('dialog[open]') || active?.matches('h1')) return;
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (!heading) return;
  // Focusable from script only: Tab does not stop on it (spec'd headings are not controls).
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // The router has put the scroll where it belongs (top, or where Back left it): focus does not move it.
  heading.focus({ preventScroll: true });
}
