import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MENU_SCROLL_OFFSET_PX } from '@ordina/domain';

/** The element id of a category's section on the menu page (the index links to it). */
export function menuCategoryId(slug: string): string {
  return `menu-${slug}`;
}

/** Where to scroll so an element at `elementTop` (viewport) sits MENU_SCROLL_OFFSET_PX below the top, under the sticky navbar. */
export function menuScrollTop(elementTop: number, scrollY: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - MENU_SCROLL_OFFSET_PX));
}

/** The element id of a product's row on the menu page: `/menu#menu-prodotto-301` opens it (useMenuPlaceFromHash). */
export function menuProductId(productId: number): string {
  return `menu-prodotto-${productId}`;
}

/** Opens a category's accordion section and scrolls it into view below the navbar (spec §2 menu page). */
export function menuCategoryReveal(slug: string): boolean {
  const section = document.getElementById(menuCategoryId(slug));
  if (!(section instanceof HTMLDetailsElement)) return false;
  section.open = true;
  scrollBelowNavbar(section);
  section.querySelector('summary')?.focus({ preventScroll: true });
  return true;
}

/**
 * An address naming a section or a product's row of the menu (`/menu#menu-pizze`,
 * `/menu#menu-prodotto-301`: where the menu search leads, docs/decisions/071) opens the section, scrolls
 * the place below the navbar and focuses its name (the section's summary, the row's heading), at every
 * move to it, the same address again too.
 */
export function useMenuPlaceFromHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const place = hash.startsWith('#menu-') ? document.getElementById(hash.slice(1)) : null;
    const section = place?.closest('details');
    if (!place || !section) return;
    section.open = true;
    scrollBelowNavbar(place);
    const name = place === section ? section.querySelector('summary') : place.querySelector('h3');
    if (!name) return;
    if (name.tagName === 'H3') name.tabIndex = -1;
    name.focus({ preventScroll: true });
  }, [hash, key]);
}

function scrollBelowNavbar(element: HTMLElement): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({
    top: menuScrollTop(element.getBoundingClientRect().top, window.scrollY),
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
}
