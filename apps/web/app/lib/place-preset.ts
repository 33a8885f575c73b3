/*
 * The place a QR code presets (decision 068): a table's, umbrella's or parking bay's code, kept for
 * the visit in sessionStorage (a new tab or tomorrow's visit starts without it; a reload, a language
 * switch and browsing the menu first keep it). Written after hydration from the link's `?posto=`,
 * read by the checkout, which shows the place locked by its name.
 */

/*
 * The link's parameter and a code's form, as contracts' place-links.ts and places.ts write them
 * (place-preset.test.ts keeps them equal): a value imported from those modules would bring the cart
 * summary's chunk (business.ts imports them) into whatever loads this one.
 */
export const PLACE_QUERY_PARAM = 'posto';
const CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CODE_MAX_LENGTH = 24;
const KEY = 'ordina.place';

function visitStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage forbidden: the preset lives as long as the page
  }
}

/** The preset place's code, or null. */
export function placePresetRead(storage: Storage | null = visitStorage()): string | null {
  try {
    const code = storage?.getItem(KEY) ?? null;
    return code !== null && CODE.test(code) ? code : null;
  } catch {
    return null;
  }
}

/** Presets the place for the rest of the visit. */
export function placePresetWrite(code: string, storage: Storage | null = visitStorage()): void {
  try {
    storage?.setItem(KEY, code);
  } catch {
    // Storage full or forbidden: the checkout starts without the preset.
  }
}

/** Forgets the preset: the customer chose "Change", or the place is no longer the business's. */
export function placePresetClear(storage: Storage | null = visitStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * The place code a link's query presets (`?posto=B14` reads `b14`; '' when the value is no code)
 * and the query without it, or null when the query has no `posto`.
 */
export function placePresetFromSearch(search: string): { code: string; search: string } | null {
  const params = new URLSearchParams(search);
  const code = params.get(PLACE_QUERY_PARAM)?.trim().toLowerCase() ?? '';
  if (code === '') return null;
  params.delete(PLACE_QUERY_PARAM);
  const rest = params.toString();
  if (code.length > CODE_MAX_LENGTH || !CODE.test(code)) return { code: '', search: rest ? `?${rest}` : '' };
  return { code, search: rest ? `?${rest}` : '' };
}
