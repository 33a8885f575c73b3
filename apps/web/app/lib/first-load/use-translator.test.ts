import { describe, expect, it } from 'vitest';
import { translatorFor } from './use-translator.ts';

describe('translatorFor', () => {
  it('hands out one translator per language, built once', () => {
    expect(translatorFor('it')).toBe(translatorFor('it'));
    expect(translatorFor('en')).not.toBe(translatorFor('it'));
  });

  it('translates in its own language', () => {
    expect(translatorFor('it').locale).toBe('it');
    expect(translatorFor('de')('nav.home')).not.toBe(translatorFor('it')('nav.home'));
  });
});
