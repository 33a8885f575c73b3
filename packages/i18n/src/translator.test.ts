import { message } from '@ordina/domain';
import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';

describe('createTranslator', () => {
  it('binds translate to one locale', () => {
    const t = createTranslator('fr');
    expect(t.locale).toBe('fr');
    expect(t('common.close')).toBe('Fermer');
    expect(t('home.orders_accepted_until', { time: '22:00' })).toBe(
      'Nous prenons les commandes jusqu’à 22:00',
    );
  });

  it('carries the per-locale helpers', () => {
    const t = createTranslator('it');
    expect(t.count('common.product_count', 1)).toBe('1 prodotto');
    expect(t.message(message('validation.max_length', { max: 60 }))).toBe('Massimo 60 caratteri');
    expect(t.errors(['NO_EMAIL'])).toBe('Attenzione: E-mail obbligatoria');
    expect(t.money(1250)).toBe('12,50\u00a0€');
  });

  it('keeps locales apart', () => {
    const en = createTranslator('en');
    const de = createTranslator('de');
    expect(en('summary.total')).toBe('Total');
    expect(de('summary.total')).toBe('Gesamt');
    expect(en.money(1250)).toBe('€12.50');
  });
});
