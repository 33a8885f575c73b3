import { foldWithOrigins, queryWords, wordStartsAt } from './search-text.ts';
import type { FoldedText } from './search-text.ts';

/*
 * The menu search's index and ranking (issue 37 "Search", docs/decisions/071): every word typed must be
 * found in the product's name, one of its ingredients or its description, at the start of a word there
 * ("marg" finds "Margherita", "pomod" "pomodoro"); a word of three letters or more also inside a word
 * ("herit"), worth less. Where it is found decides the score: the name before the ingredients before
 * the description, a word's start before its inside, and a name that starts with the whole query first
 * of all. Equal scores keep the menu's order. Pure: the dialog, the bench and the tests share it.
 */

/** What the search knows of a product: its texts in the page language, as the page shows them. */
export interface SearchItem {
  readonly name: string;
  readonly description: string;
  readonly ingredients: readonly string[];
}

export type SearchField = 'name' | 'ingredient' | 'description';

/** One text of an item, folded once when the index is built. */
export interface IndexedText {
  readonly field: SearchField;
  readonly text: string;
  readonly folded: FoldedText;
}

interface IndexEntry<T extends SearchItem> {
  readonly item: T;
  readonly texts: readonly IndexedText[];
}

/** The items in menu order with their folded texts. */
export interface SearchIndex<T extends SearchItem> {
  readonly entries: readonly IndexEntry<T>[];
}

/** Where a word of the query was found: a text of the item, and the folded positions [start, end). */
export interface SearchMatch {
  readonly text: IndexedText;
  readonly start: number;
  readonly end: number;
}

export interface SearchHit<T extends SearchItem> {
  readonly item: T;
  readonly score: number;
  /** The item's texts: the name first, then the ingredients, then the description (when it has one). */
  readonly texts: readonly IndexedText[];
  /** The best place of each word of the query, in the query's order. */
  readonly matches: readonly SearchMatch[];
}

/** Points of a word found at a word's start and inside one, per text. */
const WEIGHTS: Readonly<Record<SearchField, { start: number; inside: number }>> = {
  name: { start: 8, inside: 3 },
  ingredient: { start: 5, inside: 2 },
  description: { start: 2, inside: 1 },
};
/** Points for a name that starts with the whole query, and more for a name that is the query. */
const NAME_PREFIX_BONUS = 10;
const NAME_EQUALS_BONUS = 5;
/** Shorter words are looked for only at the start of a word: "a" inside every word would find everything. */
const INSIDE_MIN_LENGTH = 3;

/** Builds the index of `items` (in the order the menu shows them). */
export function searchIndex<T extends SearchItem>(items: readonly T[]): SearchIndex<T> {
  return {
    entries: items.map((item) => ({
      item,
      texts: [
        indexed('name', item.name),
        ...item.ingredients.map((ingredient) => indexed('ingredient', ingredient)),
        ...(item.description === '' ? [] : [indexed('description', item.description)]),
      ],
    })),
  };
}

function indexed(field: SearchField, text: string): IndexedText {
  return { field, text, folded: foldWithOrigins(text) };
}

/** The items every word of `query` is found in, best first; none for a query without a letter or digit. */
export function searchMenu<T extends SearchItem>(index: SearchIndex<T>, query: string): SearchHit<T>[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const phrase = words.join(' ');
  const hits: SearchHit<T>[] = [];
  for (const entry of index.entries) {
    const hit = entryHit(entry, words, phrase);
    if (hit) hits.push(hit);
  }
  // Array.prototype.sort is stable: equal scores keep the menu's order.
  return hits.sort((a, b) => b.score - a.score);
}

function entryHit<T extends SearchItem>(
  entry: IndexEntry<T>,
  words: readonly string[],
  phrase: string,
): SearchHit<T> | null {
  const matches: SearchMatch[] = [];
  let score = 0;
  for (const word of words) {
    let best: { match: SearchMatch; points: number } | null = null;
    for (const text of entry.texts) {
      const found = bestPlace(text.folded.text, word);
      if (found === null) continue;
      const points = WEIGHTS[text.field][found.atWordStart ? 'start' : 'inside'];
      if (best === null || points > best.points)
        best = { match: { text, start: found.index, end: found.index + word.length }, points };
    }
    if (best === null) return null;
    matches.push(best.match);
    score += best.points;
  }
  const name = entry.texts[0]?.folded.text ?? '';
  if (name.startsWith(phrase)) score += NAME_PREFIX_BONUS;
  if (name === phrase) score += NAME_EQUALS_BONUS;
  return { item: entry.item, score, texts: entry.texts, matches };
}

/** The first place `word` starts a word of `text`, else (long enough words) its first place inside one. */
function bestPlace(text: string, word: string): { index: number; atWordStart: boolean } | null {
  let inside = -1;
  for (let index = text.indexOf(word); index !== -1; index = text.indexOf(word, index + 1)) {
    if (wordStartsAt(text, index)) return { index, atWordStart: true };
    if (inside === -1) inside = index;
  }
  return inside !== -1 && word.length >= INSIDE_MIN_LENGTH ? { index: inside, atWordStart: false } : null;
}

/** A piece of a text to show: marked when a word of the query was found there. */
export interface TextPart {
  readonly text: string;
  readonly marked: boolean;
}

/**
 * The text of `indexed` cut into marked and plain parts for the hit's matches in it (overlapping
 * matches merge). With `around`, only a window of about that many characters either side of the first
 * match, cut at spaces, with '…' where it was cut: a description's sentence about the word typed.
 */
export function markedParts(
  indexed: IndexedText,
  matches: readonly SearchMatch[],
  around?: number,
): TextPart[] {
  const { text, folded } = indexed;
  const ranges: [number, number][] = [];
  const sorted = matches
    .filter((match) => match.text === indexed)
    .map((match) => [folded.starts[match.start] ?? 0, folded.ends[match.end - 1] ?? text.length] as const)
    .sort((a, b) => a[0] - b[0]);
  for (const [start, end] of sorted) {
    const last = ranges.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  const first = ranges[0];
  const from = around !== undefined && first ? cutAtSpace(text, first[0] - around, 'start') : 0;
  const to = around !== undefined && first ? cutAtSpace(text, first[1] + around, 'end') : text.length;
  const parts: TextPart[] = from > 0 ? [{ text: '…', marked: false }] : [];
  let at = from;
  for (const [start, end] of ranges) {
    const markStart = Math.max(start, at);
    const markEnd = Math.min(end, to);
    if (markEnd <= markStart) continue;
    if (markStart > at) parts.push({ text: text.slice(at, markStart), marked: false });
    parts.push({ text: text.slice(markStart, markEnd), marked: true });
    at = markEnd;
  }
  if (to > at) parts.push({ text: text.slice(at, to), marked: false });
  if (to < text.length) parts.push({ text: '…', marked: false });
  return parts;
}

/** `at` moved to the nearest space outward (the text's ends bound it), so a window never cuts a word. */
function cutAtSpace(text: string, at: number, side: 'start' | 'end'): number {
  if (side === 'start') {
    if (at <= 0) return 0;
    const space = text.lastIndexOf(' ', at);
    return space === -1 ? 0 : space + 1;
  }
  if (at >= text.length) return text.length;
  const space = text.indexOf(' ', at);
  return space === -1 ? text.length : space;
}
