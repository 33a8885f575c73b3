/**
 * How typed addresses are compared with street names: without accents, case
 * or punctuation ("Giosuè" = "giosue", "Corso d'Augusto" = "corso d augusto"),
 * with the usual Italian abbreviations spelled out (v.le, p.zza, p.le, c.so).
 */

const ABBREVIATIONS: readonly (readonly [RegExp, string])[] = [
  [/\bv\.\s*le\b|\bvle\b/g, 'viale '],
  [/\bp\.\s*zz?a\b|\bpzza\b|\bpza\b/g, 'piazza '],
  [/\bp\.\s*le\b|\bple\b/g, 'piazzale '],
  [/\bc\.\s*so\b|\bcso\b/g, 'corso '],
  [/\bl\.\s*go\b/g, 'largo '],
];

/** Words that only announce a house number ("n. 5", "civico 5") and are dropped before it. */
const NUMBER_MARKERS = new Set(['n', 'nr', 'num', 'civ', 'civico']);

/** Lower-case text without diacritics, abbreviations expanded, punctuation (except `/` in house numbers) as spaces. */
export function searchTextNormalize(text: string): string {
  let normalized = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  for (const [pattern, replacement] of ABBREVIATIONS) normalized = normalized.replace(pattern, replacement);
  return normalized
    .replace(/[^a-z0-9/]+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .trim()
    .replace(/\s+/g, ' ');
}

/** The words of a text as `searchTextNormalize` sees them. */
export function searchTextTokens(text: string): string[] {
  const normalized = searchTextNormalize(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/** A house number as typed: its numeric part (for interpolation) and a letter suffix (72/A). */
export interface HouseNumber {
  value: number;
  suffix: string;
}

const HOUSE_NUMBER = /^(\d{1,4})(?:\/?([a-z]))?$/;
const POSTAL_CODE = /^\d{5}$/;

/** Reads a house number token ("72", "72a", "72/A"); null when the token is not one. */
export function houseNumberParse(token: string): HouseNumber | null {
  const match = HOUSE_NUMBER.exec(searchTextNormalize(token));
  if (!match?.[1]) return null;
  const value = Number(match[1]);
  return value > 0 ? { value, suffix: match[2] ?? '' } : null;
}

/** How a house number is written in an address: digits, then `/` and the upper-case letter when there is one. */
export function houseNumberFormat(number: HouseNumber): string {
  return number.suffix === '' ? String(number.value) : `${number.value}/${number.suffix.toUpperCase()}`;
}

/** A typed address split into words, house number and postal code. */
export interface AddressQuery {
  /** The remaining words (street, town, …), normalised. */
  words: string[];
  houseNumber: HouseNumber | null;
  postalCode: string | null;
  /** More than one house number or postal code: nothing can match it. */
  ambiguous: boolean;
}

/** Splits a typed address ("v.le Regina Elena 45, 47921 Rimini") into its parts. */
export function addressQueryParse(text: string): AddressQuery {
  const tokens = searchTextTokens(text);
  const query: AddressQuery = { words: [], houseNumber: null, postalCode: null, ambiguous: false };
  tokens.forEach((token, index) => {
    if (POSTAL_CODE.test(token)) {
      if (query.postalCode !== null && query.postalCode !== token) query.ambiguous = true;
      query.postalCode = token;
      return;
    }
    const number = houseNumberParse(token);
    if (number !== null) {
      if (query.houseNumber !== null) query.ambiguous = true;
      query.houseNumber = number;
      return;
    }
    const next = tokens[index + 1];
    if (NUMBER_MARKERS.has(token) && next !== undefined && houseNumberParse(next) !== null) return;
    query.words.push(token);
  });
  return query;
}
