import type { Storefront } from '@ordina/contracts';

/** Id of the inline `<script type="application/json">` that carries the storefront (spec §1). */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

// Characters that could end the script element (`</script>`), open an HTML
// comment (`<!--`) or break a JavaScript parser that reads the text (U+2028/9).
// Each becomes a JSON unicode escape, which JSON.parse turns back into itself.
const UNSAFE_CHARACTERS = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON text that is safe to place verbatim inside an HTML `<script>` element. */
export function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_CHARACTERS, (character) => ESCAPES[character] ?? character);
}

// The server keeps one storefront object per business and language for a
// while; serialising it once per object (not once per request) keeps page
// rendering cheap.
const serialised = new WeakMap<Storefront, string>();

/** The storefront as inline initial-data text, memoised per storefront object. */
export function serializeInitialData(storefront: Storefront): string {
  let text = serialised.get(storefront);
  if (text === undefined) {
    text = escapeJsonForHtml(storefront);
    serialised.set(storefront, text);
  }
  return text;
}

/**
 * Attribute of the initial-data script (written by root.tsx) holding the
 * storefront's version (the `configuration_version` of /api/storefront/live):
 * the inline data is the page language's cut of the storefront, so its own
 * JSON cannot give the version.
 */
const INITIAL_DATA_VERSION_ATTRIBUTE = 'data-version';

/** Reads the storefront the server inlined in the page and its version; throws when the page has none. */
export function readInitialData(doc: Document): { storefront: Storefront; json: string; version: string } {
  const element = doc.getElementById(INITIAL_DATA_ELEMENT_ID);
  const json = element?.textContent;
  if (!element || !json) throw new Error(`The page has no #${INITIAL_DATA_ELEMENT_ID} script`);
  return {
    storefront: JSON.parse(json) as Storefront,
    json,
    version: element.getAttribute(INITIAL_DATA_VERSION_ATTRIBUTE) ?? '',
  };
}

/** Id of the inline `<script type="application/json">` with the page language's messages (see page-messages.ts). */
export const PAGE_MESSAGES_ELEMENT_ID = 'page-messages';
