import type { Locale, Storefront } from '@ordina/contracts';
import { paths } from '../../lib/paths.ts';
import { sanitizeNotice } from './sanitize-notice.server.ts';

/** What the home page's loader returns: the sanitised notice and the storefront version for the live poll. */
export interface HomePageData {
  noticeHtml: string;
  version: string | null;
}

/**
 * The home page's server-side data: a menu-only business (menu_delivery_mode
 * solo_menu) has no home page and goes to the menu (spec §2 redirects);
 * otherwise the notice in the page's language, sanitised here so the
 * sanitiser never ships to the browser.
 */
export function homePageData(storefront: Storefront, locale: Locale, version: string | null): HomePageData | { redirectTo: string } {
  if (storefront.configuration.menu_delivery_mode === 'solo_menu') return { redirectTo: paths.menu };
  return { noticeHtml: sanitizeNotice(storefront.configuration.notice[locale] ?? ''), version };
}
