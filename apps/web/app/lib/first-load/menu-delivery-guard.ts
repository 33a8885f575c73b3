import { redirect } from 'react-router';
import type { Configuration } from '@ordina/contracts';
import { menuDeliveryRedirect } from '@ordina/domain';
import { readInitialData } from '../initial-data.ts';
import { paths } from './paths.ts';

/**
 * menu_delivery_mode's redirects (spec §2 Redirects), one rule for the two
 * ways a page is reached: the root's server loader applies it to a full page
 * load, its client loader to a link followed inside the app (issue 31 item 3:
 * the drawer's links used to open the ordering pages of a menu-only business).
 */

type MenuDeliveryMode = Configuration['menu_delivery_mode'];

/** Where the mode sends the page at `pathname`, as a path; null: the page stays. */
export function menuDeliveryRedirectPath(mode: MenuDeliveryMode, pathname: string): string | null {
  const target = menuDeliveryRedirect(mode, pathname === paths.menu);
  if (target === null) return null;
  return target === 'home' ? paths.home : paths.menu;
}

/** Leaves the page at `url` for where the mode sends it, if anywhere (React Router's way out of a loader: a thrown redirect). */
export function enforceMenuDeliveryMode(mode: MenuDeliveryMode, url: string): void {
  const target = menuDeliveryRedirectPath(mode, new URL(url).pathname);
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (target !== null) throw redirect(target);
}

/** The mode of the storefront inlined in this page (browser only: the server has it in the load context). */
export function pageMenuDeliveryMode(doc: Document = document): MenuDeliveryMode {
  return readInitialData(doc).storefront.configuration.menu_delivery_mode;
}
