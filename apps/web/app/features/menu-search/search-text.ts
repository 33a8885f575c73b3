/*
 * How the menu search compares texts (issue 37 "Search", docs/decisions/071): case and diacritics do not
 * count ("perché" finds "perche", "MÜSLI" finds "Müsli"), and a few letters that are no accented letter
 * fold as a reader of the language expects (ß → ss, æ → ae, œ → oe, ø → o, ł → l, đ → d, ı → i).
 * Pure functions, no DOM: the index, the ranking and their tests use them.
 */

const LETTERS_OF_THEIR_OWN: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  // Typographic apostrophes and dashes read as the plain ones (a separator either way).
  '\u2019': "'",
  '\u2018': "'",
};

const MARKS = /\p{M}/gu;
const folded = new Map<string, string>();

/** One character (a code point) as the search compares it: lower case, without its marks. */
function foldChar(char: string): string {
  let out = folded.get(char);
  if (out === undefined) {
    const lower = char.toLowerCase();
    out = LETTERS_OF_THEIR_OWN[lower] ?? lower.normalize('NFD').replace(MARKS, '');
    folded.set(char, out);
  }
  return out;
}

/** The text as the search compares it (see foldChar); the same, character for character, as foldWithOrigins' text. */
export function foldText(text: string): string {
  let out = '';
  for (const char of text) out += foldChar(char);
  return out;
}

/** A folded text, and for each of its UTF-16 units where in the original text the character it came from starts and ends. */
export interface FoldedText {
  readonly text: string;
  readonly starts: readonly number[];
  readonly ends: readonly number[];
}

/** Folds `text` keeping track of positions, so a match in the folded text marks the right letters of the original. */
export function foldWithOrigins(text: string): FoldedText {
  let out = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const char of text) {
    const piece = foldChar(char);
    for (let i = 0; i < piece.length; i++) {
      starts.push(at);
      ends.push(at + char.length);
    }
    out += piece;
    at += char.length;
  }
  return { text: out, starts, ends };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Whether the folded text has a word starting at `index` (its start, or after a space, an apostrophe, a dash…). */
export function wordStartsAt(text: string, index: number): boolean {
  return index === 0 || !WORD_CHAR.test(text.charAt(index - 1));
}

/** The words of a query, folded: "Pizza  MARGHERITA," → ['pizza', 'margherita']. */
export function queryWords(query: string): string[] {
  return foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}
