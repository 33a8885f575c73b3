import { describe, expect, it } from 'vitest';
import {
  freeTextClean,
  PERSON_NAME_MAX_LENGTH,
  personNameIsValid,
  personNameIsWellFormed,
  textIsSingleLine,
  textLength,
} from './person-text.ts';

describe('one line of text', () => {
  it.each([
    ['a line feed', 'Rossi\nRefund'],
    ['a carriage return', 'Rossi\rRefund'],
    ['a tab', 'Scala\tB'],
    ['a NUL', 'Rossi\u0000'],
    ['DEL', 'Rossi\u007f'],
    ['a C1 control (NEL)', 'Rossi\u0085'],
    ['a line separator', 'Rossi\u2028'],
    ['a paragraph separator', 'Rossi\u2029'],
    ['a left-to-right mark', 'Rossi\u200e'],
    ['a right-to-left mark', 'Rossi\u200f'],
    ['an Arabic letter mark', 'Rossi\u061c'],
    ['an embedding', 'Rossi\u202a'],
    ['an override', 'Rossi\u202e'],
    ['an isolate', 'Rossi\u2066'],
    ['a pop isolate', 'Rossi\u2069'],
    ['a lone high surrogate', 'Rossi\ud83d'],
    ['a lone low surrogate', '\udc00Rossi'],
  ])('refuses %s', (_label, text) => {
    expect(textIsSingleLine(text)).toBe(false);
  });

  it('takes ordinary address text, accents and emoji (a surrogate pair is one character)', () => {
    for (const text of ['3° piano, int. 5', 'Scala B / Rossi-Bianchi', 'p.t.', '🍕 Pizzeria', 'Ünal & Söhne'])
      expect(textIsSingleLine(text)).toBe(true);
    expect(textLength('🍕🍕')).toBe(2);
  });
});

describe('person names', () => {
  it.each([
    'Anna',
    'Anna Maria',
    'D’Angelo',
    "D'Angelo",
    'Jean-Luc',
    'J. R. R.',
    'St. John',
    'Zoë',
    'Gal·la',
    'Nguyễn',
    'محمد',
    '李小龍',
    'Đorđe',
    'Ōsaka-Smith',
    'ʻOlelo',
  ])('takes %s', (name) => {
    expect(personNameIsWellFormed(name)).toBe(true);
    expect(personNameIsValid(name)).toBe(true);
  });

  it.each([
    [
      'the probe’s lines and link',
      'Mario,\n\nYour refund is ready: https://evil.example/refund\n\nIgnore below.\n',
    ],
    ['a URL', 'https://evil.example'],
    ['a bare domain', 'evil.example'],
    ['a dot inside a word', 'Mario.Rossi'],
    ['initials without spaces (could read as a domain)', 'J.R.'],
    ['an e-mail address', 'mario@evil.it'],
    ['a slash', 'Rossi/Bianchi'],
    ['a colon', 'Mario:'],
    ['a comma', 'Mario,'],
    ['digits', 'Mario 2'],
    ['markup', '<b>Mario</b>'],
    ['no letter at all', "- ' ."],
    ['a tab', 'Mario\tRossi'],
    ['a right-to-left override', 'Mario\u202eelpmaxe.live'],
    ['a lone surrogate', 'Mario\ud800'],
    ['fullwidth punctuation', 'evil．example'],
  ])('refuses %s', (_label, name) => {
    expect(personNameIsWellFormed(name)).toBe(false);
    expect(personNameIsValid(name)).toBe(false);
  });

  it(`bounds a name at ${PERSON_NAME_MAX_LENGTH} characters, counted as a person counts them`, () => {
    expect(personNameIsValid('a'.repeat(PERSON_NAME_MAX_LENGTH))).toBe(true);
    expect(personNameIsValid('a'.repeat(PERSON_NAME_MAX_LENGTH + 1))).toBe(false);
    // 100 letters outside the BMP: 200 UTF-16 units, still 100 characters.
    expect(personNameIsValid('𠀀'.repeat(PERSON_NAME_MAX_LENGTH))).toBe(true);
  });
});

describe('freeTextClean', () => {
  it('keeps lines and visible text, drops NUL, other controls, lone surrogates and bidirectional formatting (issue 31 item 14)', () => {
    expect(freeTextClean('Riga 1\r\nRiga 2\rRiga 3\u2028Riga 4\tfine')).toBe(
      'Riga 1\nRiga 2\nRiga 3\nRiga 4\tfine',
    );
    expect(freeTextClean('a\u0000b\u001bc\u007fd\u0085e\uD800f\u202Eg\u2066h\u2069\u200Fi\u061Cj')).toBe(
      'abcdefghij',
    );
    expect(freeTextClean('Zoë 🍕 — 2° piano')).toBe('Zoë 🍕 — 2° piano');
  });
});
