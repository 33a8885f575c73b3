import type { Locale, Storefront } from '@ordina/contracts';
import { sanitizeNotice } from './sanitize-notice.server.ts';

/** What the home page's loader returns: the sanitised notice and the storefront version for the live poll. */
export interface HomePageData {
  noticeHtml: string;
  version: string | null;
}

/**
 * The home page's server-side data: the notice in the page's language,
 * sanitised here so the sanitiser never ships to the browser. (A menu-only
 * business never gets here: the root loader sends it to the menu.)
 */
export function homePageData(storefront: Storefront, locale: Locale, version: string | null): HomePageData {
  return { noticeHtml: sanitizeNotice(storefront.configuration.notice[locale] ?? ''), version };
}
