import { describe, expect, it } from 'vitest';
import {
  addressQueryParse,
  houseNumberFormat,
  houseNumberParse,
  searchTextNormalize,
  searchTextTokens,
} from './search-text.ts';

describe('searchTextNormalize', () => {
  it('drops accents, case and punctuation', () => {
    expect(searchTextNormalize('Viale Giosuè CARDUCCI,  12')).toBe('viale giosue carducci 12');
    expect(searchTextNormalize("Corso d'Augusto")).toBe('corso d augusto');
    expect(searchTextNormalize('Corso d’Augusto')).toBe('corso d augusto');
    expect(searchTextNormalize('  ')).toBe('');
  });

  it('spells out the usual Italian street abbreviations', () => {
    expect(searchTextNormalize('V.le Vespucci')).toBe('viale vespucci');
    expect(searchTextNormalize('p.zza Cavour')).toBe('piazza cavour');
    expect(searchTextNormalize('P.le Kennedy')).toBe('piazzale kennedy');
    expect(searchTextNormalize("C.so d'Augusto")).toBe('corso d augusto');
  });

  it('keeps a slash inside a house number', () => {
    expect(searchTextNormalize('Via Roma 12 / b')).toBe('via roma 12/b');
    expect(searchTextTokens('Via Roma 12/B')).toEqual(['via', 'roma', '12/b']);
  });
});

describe('house numbers', () => {
  it('reads digits with an optional letter', () => {
    expect(houseNumberParse('72')).toEqual({ value: 72, suffix: '' });
    expect(houseNumberParse('72a')).toEqual({ value: 72, suffix: 'a' });
    expect(houseNumberParse('72/A')).toEqual({ value: 72, suffix: 'a' });
  });

  it('refuses what is not a house number', () => {
    expect(houseNumberParse('0')).toBeNull();
    expect(houseNumberParse('roma')).toBeNull();
    expect(houseNumberParse('12345')).toBeNull();
    expect(houseNumberParse('72ab')).toBeNull();
  });

  it('writes the letter after a slash, upper case', () => {
    expect(houseNumberFormat({ value: 72, suffix: '' })).toBe('72');
    expect(houseNumberFormat({ value: 72, suffix: 'a' })).toBe('72/A');
  });
});

describe('addressQueryParse', () => {
  it('splits words, house number and postal code', () => {
    expect(addressQueryParse('Viale Regina Elena, 45, 47921 Rimini RN, Italia')).toEqual({
      words: ['viale', 'regina', 'elena', 'rimini', 'rn', 'italia'],
      houseNumber: { value: 45, suffix: '' },
      postalCode: '47921',
      ambiguous: false,
    });
  });

  it('drops "n." and "civico" before a house number only', () => {
    expect(addressQueryParse('via roma n. 5').words).toEqual(['via', 'roma']);
    expect(addressQueryParse('via roma civico 5').words).toEqual(['via', 'roma']);
    expect(addressQueryParse('via iv novembre').words).toEqual(['via', 'iv', 'novembre']);
  });

  it('flags two different house numbers or postal codes', () => {
    expect(addressQueryParse('via roma 5 7').ambiguous).toBe(true);
    expect(addressQueryParse('via roma 47921 47924').ambiguous).toBe(true);
    expect(addressQueryParse('via roma 5 47921').ambiguous).toBe(false);
  });
});
