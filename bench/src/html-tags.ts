/**
 * Just enough HTML tokenising for the bench: start tags and their attributes.
 * The input is our own server's React output, so quoted attribute values and
 * whitespace-separated attributes are all we need to understand.
 */

const ATTRIBUTE = String.raw`[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?`;
/** A start tag (`<name attr="v" ...>` or self-closing), quote-aware so `>` inside a value does not end it. */
export const START_TAG = new RegExp(String.raw`<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+${ATTRIBUTE})*)\s*/?>`, 'g');
const ATTRIBUTE_PARTS = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** One start tag: lower-case name and attributes (lower-case names, entity-decoded values; '' for bare attributes). */
export interface StartTag {
  name: string;
  attributes: Map<string, string>;
}

/**
 * Every start tag in `html`, in document order. Comments and the content of
 * raw-text elements (script, style) are skipped: markup quoted inside inline
 * data is not markup.
 */
export function startTags(html: string): StartTag[] {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, '$1$3');
  return [...markup.matchAll(START_TAG)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    attributes: parseAttributes(match[2] ?? ''),
  }));
}

/** One attribute as written: lower-case name, entity-decoded value, and its raw source text. */
export interface AttributeToken {
  name: string;
  value: string;
  raw: string;
}

/** The attributes of an attribute list such as ` rel="stylesheet" href='/a.css' defer`, in order. */
export function attributeTokens(source: string): AttributeToken[] {
  return [...source.matchAll(ATTRIBUTE_PARTS)].map((match) => ({
    name: (match[1] ?? '').toLowerCase(),
    value: decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''),
    raw: match[0],
  }));
}

/** Parses an attribute list into a map; the first occurrence of a name wins, as in browsers. */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const token of attributeTokens(source)) {
    if (!attributes.has(token.name)) attributes.set(token.name, token.value);
  }
  return attributes;
}

/** Whether a space-separated attribute value (like `rel`) contains `token`, case-insensitively. */
export function hasToken(value: string | undefined, token: string): boolean {
  return (value ?? '').toLowerCase().split(/\s+/).includes(token);
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
