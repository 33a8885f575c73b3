import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  languageAcceptList,
  languageChoose,
  languageChooserVisible,
  languageFirstConfigured,
  languageIsLocale,
  localizedDescription,
  localizedName,
} from './language.ts';

describe('languageAcceptList', () => {
  it('orders an Accept-Language header by weight, keeping header order on ties', () => {
    expect(languageAcceptList('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(languageAcceptList('en;q=0.5, de;q=0.9, it')).toEqual(['it', 'de', 'en']);
    expect(languageAcceptList('en;q=0, fr')).toEqual(['fr']);
    expect(languageAcceptList(['en-US', 'it'])).toEqual(['en-US', 'it']);
    expect(languageAcceptList(undefined)).toEqual([]);
  });
});

describe('languageChoose', () => {
  const configured = ['it', 'en', 'fr'] as const;

  it('takes the stored choice first', () => {
    expect(languageChoose({ stored: 'fr', browser: 'en-US,en', configured })).toBe('fr');
  });

  it('then the first browser language the business has configured', () => {
    expect(languageChoose({ stored: null, browser: 'de-DE,de;q=0.9,en;q=0.8', configured })).toBe('en');
    expect(languageChoose({ stored: 'de', browser: ['fr-FR'], configured })).toBe('fr');
  });

  it('then the first configured language (the one flagged default, if any)', () => {
    expect(languageChoose({ browser: 'es', configured: ['en', 'fr'] })).toBe('en');
    expect(languageChoose({ configured: [{ locale: 'en' }, { locale: 'fr', default: true }] })).toBe('fr');
  });

  it('falls back to Italian with nothing configured, and ignores stored junk', () => {
    expect(DEFAULT_LOCALE).toBe('it');
    expect(languageChoose({ stored: 'xx', configured: [] })).toBe('it');
    expect(languageIsLocale('de')).toBe(true);
    expect(languageIsLocale('es')).toBe(false);
  });
});

describe('languageFirstConfigured', () => {
  it('is the language flagged default, else the first configured, else Italian', () => {
    expect(languageFirstConfigured([{ locale: 'en' }, { locale: 'fr', default: true }])).toBe('fr');
    expect(languageFirstConfigured(['de', 'en'])).toBe('de');
    expect(languageFirstConfigured([])).toBe(DEFAULT_LOCALE);
  });
});

describe('languageChooserVisible', () => {
  it('shows the chooser only with more than one language', () => {
    expect(languageChooserVisible(['it'])).toBe(false);
    expect(languageChooserVisible(['it', 'en'])).toBe(true);
  });
});

describe('localized texts', () => {
  const product = {
    name: 'Margherita',
    description: 'Pomodoro e mozzarella',
    languages: { en: { name: 'Margherita pizza', description: '' } },
  };

  it('uses the translation when present, else the original', () => {
    expect(localizedName(product, 'en')).toBe('Margherita pizza');
    expect(localizedName(product, 'fr')).toBe('Margherita');
    expect(localizedName(product)).toBe('Margherita');
    expect(localizedDescription(product, 'en')).toBe('Pomodoro e mozzarella');
    expect(localizedDescription({ name: 'x' }, 'en')).toBe('');
  });
});
