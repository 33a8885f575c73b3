import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side move to another page, focus goes to the new page's main heading (issue 34, item 8):
 * the link that was followed is gone, so focus would drop to <body>, a screen reader would say nothing of
 * the new page and the keyboard would start again from the navbar. The heading is read (its text is the
 * page's name) and Tab goes on from it.
 *
 * Only a new path counts. The first load keeps the browser's own start; a search or hash change stays on
 * the same page, and a dialog's history entry (dialog-history.ts) has the same address, so neither moves
 * focus. A page that put focus on something of its own (a dialog it opened, its heading) keeps it.
 * Loaded after hydration with the page services: no first-load bytes.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    focusPageHeading();
  }, [pathname]);
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
