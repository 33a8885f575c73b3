import { MENU_SCROLL_OFFSET_PX } from '@ordina/domain';

/** The element id of a category's section on the menu page (the index links to it). */
export function menuCategoryId(slug: string): string {
  return `menu-${slug}`;
}

/** Where to scroll so an element at `elementTop` (viewport) sits MENU_SCROLL_OFFSET_PX below the top, under the sticky navbar. */
export function menuScrollTop(elementTop: number, scrollY: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - MENU_SCROLL_OFFSET_PX));
}

/** The element id of a product's row on the menu page (the menu search goes to it, docs/decisions/071). */
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
 * Opens the section of a product's category and scrolls its row into view below the navbar, its name
 * focused (out of the Tab order: it is read, not operated): where a menu search's result leads.
 */
export function menuProductReveal(slug: string, productId: number): boolean {
  const section = document.getElementById(menuCategoryId(slug));
  const row = document.getElementById(menuProductId(productId));
  if (!(section instanceof HTMLDetailsElement) || !row || !section.contains(row)) return false;
  section.open = true;
  scrollBelowNavbar(row);
  const name = row.querySelector<HTMLElement>('h3') ?? row;
  name.tabIndex = -1;
  name.focus({ preventScroll: true });
  return true;
}

function scrollBelowNavbar(element: HTMLElement): void {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({
    top: menuScrollTop(element.getBoundingClientRect().top, window.scrollY),
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
}
