import type { MENU_DELIVERY_MODES } from '@ordina/contracts';

/** configuration.menu_delivery_mode: delivery only, digital menu only, or both. */
export type MenuDeliveryMode = (typeof MENU_DELIVERY_MODES)[number];

/**
 * Where menu_delivery_mode sends a page (spec §2 Redirects): the menu page of
 * a delivery-only business goes home; every other page of a menu-only business
 * goes to the menu; otherwise the page stays.
 */
export function menuDeliveryRedirect(mode: MenuDeliveryMode, onMenuPage: boolean): 'home' | 'menu' | null {
  if (onMenuPage) return mode === 'solo_delivery' ? 'home' : null;
  return mode === 'solo_menu' ? 'menu' : null;
}

/**
 * Whether the business takes orders at all: a menu-only business shows its
 * digital menu and nothing else (spec §2 Redirects send every other page to
 * it), so an order sent anyway — an old tab, a hand-made call — is refused
 * like one outside the acceptance hours (issue 31 item 3).
 */
export function menuDeliveryTakesOrders(mode: MenuDeliveryMode): boolean {
  return mode !== 'solo_menu';
}
