import type { Locale, Storefront } from '@ordina/contracts';
import { liveStateAt } from '@ordina/domain';
import type { LiveState } from '@ordina/domain';
import { sanitizeNotice } from './sanitize-notice.server.ts';

/** What the home page's loader returns: the sanitised notice, the storefront version for the live poll and the live state at `now`. */
export interface HomePageData {
  noticeHtml: string;
  version: string | null;
  /** Order acceptance and opening state when the page was made: what it renders until the live store is loaded. */
  live: LiveState;
}

/**
 * The home page's server-side data: the notice in the page's language,
 * sanitised here so the sanitiser never ships to the browser, and the
 * order-acceptance / opening state at `now`, computed here so the clock rules
 * stay out of the page's first load (the live store takes over after
 * hydration). (A menu-only business never gets here: the root loader sends it
 * to the menu.)
 */
export function homePageData(
  storefront: Storefront,
  locale: Locale,
  version: string | null,
  now: Date = new Date(),
): HomePageData {
  // A pause from the board (docs/decisions/046) says 'We do not accept orders at this time' from the first paint.
  const live = liveStateAt(
    storefront.configuration.delivery_order,
    now,
    storefront.configuration.time_zone,
    storefront.operations,
  );
  return { noticeHtml: sanitizeNotice(storefront.configuration.notice[locale] ?? ''), version, live };
}
