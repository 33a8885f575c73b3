import { describe, expect, it } from 'vitest';
import { message } from '@ordina/domain';
import {
  isMessageKey,
  messageParts,
  placeholdersOf,
  translate,
  translateCount,
  translateMessage,
} from './translate.ts';

describe('translate', () => {
  it('returns the text of a key in each locale', () => {
    expect(translate('it', 'hours.closed_today')).toBe('Oggi chiuso');
    expect(translate('en', 'hours.closed_today')).toBe('Closed today');
    expect(translate('fr', 'hours.closed_today')).toBe('Fermé aujourd’hui');
    expect(translate('de', 'hours.closed_today')).toBe('Heute geschlossen');
  });

  it('fills {name} placeholders with text', () => {
    expect(translate('en', 'home.orders_accepted_until', { time: '22:30' })).toBe(
      "We're taking orders until 22:30",
    );
    expect(translate('it', 'hours.from_to', { from: '12:00', to: '15:00' })).toBe('dalle 12:00 alle 15:00');
  });

  it('prints numbers in the locale digits', () => {
    expect(translate('en', 'options.min_selections', { n: 2 })).toBe('Minimum number of selections: 2');
    expect(translate('de', 'validation.max_length', { max: 40 })).toBe('Höchstens 40 Zeichen');
    expect(translate('it', 'time_left.minutes', { minuti: 5 })).toBe(
      "Hai ancora 5 minuti per concludere l'ordine",
    );
  });

  it('reads a number in a money placeholder as cents and prints it as formatMoney does, € in the locale place', () => {
    expect(translate('en', 'order.min_order_amount', { euro: 1500 })).toBe('Minimum order: €15.00');
    expect(translate('it', 'order.min_order_amount', { euro: 1500 })).toBe(
      "Importo minimo d'ordine 15,00\u00a0€",
    );
    expect(translate('fr', 'coupon.min_order', { importo: 2050 })).toBe(
      'Code promo valable pour une commande minimum de 20,50\u00a0€',
    );
    expect(translate('de', 'coupon.min_order', { importo: 2050 })).toBe(
      'Der Gutscheincode gilt ab einem Mindestbestellwert von 20,50\u00a0€',
    );
  });

  it('keeps an already formatted money string as is', () => {
    expect(translate('it', 'order.min_order_amount', { euro: '15,00\u00a0€' })).toBe(
      "Importo minimo d'ordine 15,00\u00a0€",
    );
  });

  it('leaves a missing parameter visible as {name}', () => {
    expect(translate('en', 'order.min_order_amount')).toBe('Minimum order: {euro}');
    expect(translate('en', 'hours.from_to', { from: '12:00' })).toBe('from 12:00 to {to}');
  });

  it('does not read inherited properties as parameters', () => {
    expect(translate('en', 'nav.user_avatar', {})).toBe("{name}'s account");
    expect(
      translate('en', 'validation.max_length', Object.create({ max: 9 }) as Record<string, number>),
    ).toBe('Maximum {max} characters');
  });

  it('fills every occurrence and ignores parameters the text does not use', () => {
    expect(translate('en', 'summary.without', { items: 'onion, garlic', unused: 'x' })).toBe(
      'Without: onion, garlic',
    );
  });
});

describe('translateCount', () => {
  it('chooses the singular for one and the plural otherwise', () => {
    expect(translateCount('en', 'common.product_count', 1)).toBe('1 product');
    expect(translateCount('en', 'common.product_count', 0)).toBe('0 products');
    expect(translateCount('it', 'common.product_count', 3)).toBe('3 prodotti');
    expect(translateCount('de', 'common.product_count', 1)).toBe('1 Produkt');
  });

  it('follows each language rule: French zero is singular, Italian zero is plural', () => {
    expect(translateCount('fr', 'common.product_count', 0)).toBe('0 produit');
    expect(translateCount('it', 'common.product_count', 0)).toBe('0 prodotti');
  });

  it('uses the plural form for large counts that CLDR calls "many"', () => {
    expect(translateCount('fr', 'common.product_count', 1_000_000)).toBe('1\u00a0000\u00a0000 produits');
  });
});

describe('translateMessage', () => {
  it('translates a domain message with its params', () => {
    expect(translateMessage('en', message('options.min_selections', { n: 3 }))).toBe(
      'Minimum number of selections: 3',
    );
    expect(translateMessage('it', message('order.min_order_amount', { euro: 1000 }))).toBe(
      "Importo minimo d'ordine 10,00\u00a0€",
    );
    expect(translateMessage('fr', message('order_status.awaiting_payment'))).toBe('En attente de paiement');
  });

  it('returns an unknown key as is, so it is noticed', () => {
    expect(translateMessage('en', { key: 'nope.missing' })).toBe('nope.missing');
  });
});

describe('helpers', () => {
  it('isMessageKey knows the catalogue keys only', () => {
    expect(isMessageKey('hours.closed_today')).toBe(true);
    expect(isMessageKey('hours.closed_tomorrow')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('placeholdersOf lists names once, in order', () => {
    expect(placeholdersOf('{day} at {time}, {day}')).toEqual(['day', 'time']);
    expect(placeholdersOf('no placeholders')).toEqual([]);
  });

  it('messageParts splits a template around its placeholders', () => {
    expect(messageParts('en', 'privacy.accept_checkbox')).toEqual([
      { text: 'I have read and accept the ' },
      { param: 'policy' },
    ]);
    expect(messageParts('de', 'privacy.accept_checkbox')).toEqual([
      { text: 'Ich habe die ' },
      { param: 'policy' },
      { text: ' gelesen und akzeptiere sie' },
    ]);
    expect(messageParts('en', 'common.close')).toEqual([{ text: 'Close' }]);
  });
});
