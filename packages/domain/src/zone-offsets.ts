import type { ZoneOffsets } from '@ordina/contracts';

/**
 * A time zone's UTC offsets as a small table (docs/decisions/029): the server
 * reads them from its zone data (zone-offsets-between.ts) and ships them with
 * the storefront, so the browser's clock converts times inside their span by
 * arithmetic. Building the first Intl time-zone formatter is the browser's
 * Intl start-up, which cost a page load 60–300 ms at 4× CPU. This module
 * imports nothing, so the page's entry can hand the table over before
 * hydration without loading the clock.
 */

let provided: ZoneOffsets | null = null;

/** Hands the clock a zone's offsets table (or none): conversions it covers need no Intl from now on. */
export function provideZoneOffsets(offsets: ZoneOffsets | null | undefined): void {
  provided = offsets ?? null;
}

/** The table handed over, if any. */
export function providedZoneOffsets(): ZoneOffsets | null {
  return provided;
}
