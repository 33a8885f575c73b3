import { MENU_SCROLL_OFFSET_PX } from '@ordina/domain';

/** The element id of a category's section on the menu page (the index links to it). */
export function menuCategoryId(slug: string): string {
  return `menu-${slug}`;
}

/** Where to scroll so an element at `elementTop` (viewport) sits MENU_SCROLL_OFFSET_PX below the top, under the sticky navbar. */
export function menuScrollTop(elementTop: number, scrollY: number): number {
  return Math.max(0, Math.round(elementTop + scrollY - MENU_SCROLL_OFFSET_PX));
}

/** Opens a category's accordion section and scrolls it into view below the navbar (spec §2 menu page). */
export function menuCategoryReveal(slug: string): boolean {
  const section = document.getElementById(menuCategoryId(slug));
  if (!(section instanceof HTMLDetailsElement)) return false;
  section.open = true;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({
    top: menuScrollTop(section.getBoundingClientRect().top, window.scrollY),
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
  section.querySelector('summary')?.focus({ preventScroll: true });
  return true;
}
