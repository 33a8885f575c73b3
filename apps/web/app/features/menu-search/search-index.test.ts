import { describe, expect, it } from 'vitest';
import { markedParts, searchIndex, searchMenu } from './search-index.ts';
import type { SearchHit, SearchItem } from './search-index.ts';
import { foldText, foldWithOrigins, queryWords } from './search-text.ts';

describe('foldText', () => {
  it.each([
    ['Perché', 'perche'],
    ['MÜSLI', 'musli'],
    ['Crème brûlée', 'creme brulee'],
    ['Straße', 'strasse'],
    ['Œuf à la coque', 'oeuf a la coque'],
    ['Smørrebrød', 'smorrebrod'],
    ['İstanbul', 'istanbul'],
    // Already decomposed: the combining accent goes as the precomposed one does.
    ['perche\u0301', 'perche'],
    ['L\u2019anguria', "l'anguria"],
  ])('%s compares as %s', (text, expected) => {
    expect(foldText(text)).toBe(expected);
    expect(foldWithOrigins(text).text).toBe(expected);
  });

  it('keeps where each folded letter came from (ß is two letters of one character)', () => {
    const folded = foldWithOrigins('Großes Bier');
    expect(folded.text).toBe('grosses bier');
    expect(folded.starts.slice(0, 6)).toEqual([0, 1, 2, 3, 3, 4]);
    expect(folded.ends.slice(0, 6)).toEqual([1, 2, 3, 4, 4, 5]);
  });
});

describe('queryWords', () => {
  it('splits at anything that is not a letter or a digit, folded, blanks dropped', () => {
    expect(queryWords('  Pizza   MARGHERITA, ')).toEqual(['pizza', 'margherita']);
    expect(queryWords("dell'Adriatico")).toEqual(['dell', 'adriatico']);
    expect(queryWords('Spritz 0,0')).toEqual(['spritz', '0', '0']);
    expect(queryWords(' ,.- ')).toEqual([]);
  });
});

interface Item extends SearchItem {
  readonly id: number;
}

const item = (id: number, name: string, description = '', ingredients: string[] = []): Item => ({
  id,
  name,
  description,
  ingredients,
});

const MENU: readonly Item[] = [
  item(1, 'Margherita', 'Pomodoro, fior di latte e basilico', ['Pomodoro', 'Mozzarella']),
  item(2, 'Marinara', 'La pizza più semplice', ['Pomodoro', 'Aglio', 'Origano']),
  item(3, 'Frutti di mare', 'Cozze, vongole, aglio e prezzemolo'),
  item(4, 'Tiramisù', 'Mascarpone, savoiardi e caffè'),
  item(10, 'Caffè corretto', 'Con grappa'),
  item(5, 'Caffè', 'Espresso'),
  item(6, 'Müsli bowl', 'Yogurt greco, frutta fresca e miele'),
  item(7, 'Perché no?', 'La sorpresa dello chef'),
  item(8, 'Großes Bier', 'Helles vom Fass'),
  item(9, 'Mare nostrum', 'Pesce del giorno'),
];
const index = searchIndex(MENU);
const ids = (hits: readonly SearchHit<Item>[]) => hits.map((hit) => hit.item.id);
const find = (query: string) => ids(searchMenu(index, query));

describe('searchMenu', () => {
  it('finds whatever the case and the accents, typed or not', () => {
    expect(find('perche')).toEqual([7]);
    expect(find('PERCHÉ')).toEqual([7]);
    expect(find('MÜSLI')).toEqual([6]);
    expect(find('musli')).toEqual([6]);
    expect(find('tiramisu')).toEqual([4]);
    expect(find('grosses')).toEqual([8]);
    expect(find('großes')).toEqual([8]);
  });

  it('looks in names, ingredients and descriptions, in that order of worth', () => {
    // The products whose names start with it, then the one whose description has it.
    expect(find('caffe')).toEqual([5, 10, 4]);
    // Aglio: an ingredient of the marinara before a word of the frutti di mare's description.
    expect(find('aglio')).toEqual([2, 3]);
    expect(find('mozzarella')).toEqual([1]);
  });

  it('takes each word as the start of a word ("pomod"), and a long one inside a word too, for less', () => {
    expect(find('pomod')).toEqual([1, 2]);
    expect(find('herit')).toEqual([1]);
    // Two letters only at a word's start: "ar" is inside Margherita and Marinara, at the start of nothing.
    expect(find('ar')).toEqual([]);
    // Three letters inside a word: "att" starts no word, and is inside the margherita's "latte".
    expect(find('att')).toEqual([1]);
  });

  it('puts a name that starts with the whole query first, a name that is the query before it', () => {
    // Mare nostrum comes after Frutti di mare on the menu, and starts with the query.
    expect(find('mare')).toEqual([9, 3]);
    expect(find('mar')).toEqual([1, 2, 9, 3]);
    // Caffè corretto comes first on the menu; Caffè is the query.
    expect(find('caffè')).toEqual([5, 10, 4]);
  });

  it('needs every word of the query', () => {
    expect(find('pizza semplice')).toEqual([2]);
    expect(find('margherita aglio')).toEqual([]);
    expect(find('pomodoro aglio')).toEqual([2]);
  });

  it('keeps the menu order between equal scores', () => {
    expect(find('pomodoro')).toEqual([1, 2]);
    expect(searchMenu(searchIndex([...MENU].reverse()), 'pomodoro').map((hit) => hit.item.id)).toEqual([
      2, 1,
    ]);
  });

  it('finds nothing for a query without a letter or a digit, and nothing that is not there', () => {
    expect(find('')).toEqual([]);
    expect(find(' - ')).toEqual([]);
    expect(find('sushi')).toEqual([]);
  });
});

describe('markedParts', () => {
  const partsOf = (query: string, id: number, field: string, around?: number) => {
    const hit = searchMenu(index, query).find((candidate) => candidate.item.id === id);
    const text = hit?.matches.find((match) => match.text.field === field)?.text;
    if (!hit || !text) throw new Error(`no ${field} match of ${query} in ${id}`);
    return markedParts(text, hit.matches, around)
      .map((part) => (part.marked ? `[${part.text}]` : part.text))
      .join('');
  };

  it('marks the letters found, as the page writes them', () => {
    expect(partsOf('marg', 1, 'name')).toBe('[Marg]herita');
    expect(partsOf('PERCHE', 7, 'name')).toBe('[Perché] no?');
    expect(partsOf('grosses', 8, 'name')).toBe('[Großes] Bier');
    expect(partsOf('frutti mare', 3, 'name')).toBe('[Frutti] di [mare]');
  });

  it('shows a window of a description around the word, cut at spaces, with ellipses where cut', () => {
    expect(partsOf('savoiardi', 4, 'description', 1)).toBe('…[savoiardi] e…');
    expect(partsOf('mascarpone', 4, 'description', 100)).toBe('[Mascarpone], savoiardi e caffè');
  });
});
