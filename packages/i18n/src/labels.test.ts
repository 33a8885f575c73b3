import { describe, expect, it } from 'vitest';
import { deliveryMethodName, deliveryTimeLabel, paymentMethodName } from './labels.ts';
import { languageName, nativeLanguageName } from './languages.ts';

describe('deliveryMethodName', () => {
  it('names each delivery method in the locale', () => {
    expect(deliveryMethodName('it', 'home_delivery')).toBe('Consegna a domicilio');
    expect(deliveryMethodName('en', 'beach_umbrella_delivery')).toBe('Beach umbrella service');
    expect(deliveryMethodName('fr', 'take_away')).toBe('À emporter');
    expect(deliveryMethodName('de', 'pick_up')).toBe('Abholung vor Ort');
  });
});

describe('deliveryTimeLabel', () => {
  it('names the time by what happens then: delivered, collected, or served at the place (issue 31 item 9)', () => {
    expect(deliveryTimeLabel('en', 'home_delivery')).toBe('Delivery time');
    expect(deliveryTimeLabel('en', 'pick_up')).toBe('Pick-up time');
    expect(deliveryTimeLabel('it', 'take_away')).toBe('Orario di ritiro');
    expect(deliveryTimeLabel('en', 'table_delivery')).toBe('Serving time');
    expect(deliveryTimeLabel('fr', 'beach_umbrella_delivery')).toBe('Heure de service');
    expect(deliveryTimeLabel('de', 'car_delivery')).toBe('Servierzeit');
  });
});

describe('paymentMethodName', () => {
  it('names the known payment codes', () => {
    expect(paymentMethodName('it', 'cash_on_delivery')).toBe('Contanti alla consegna');
    expect(paymentMethodName('de', 'cc_on_delivery')).toBe('Kartenzahlung bei Lieferung');
    expect(paymentMethodName('fr', 'paypal')).toBe('PayPal');
  });

  it('has no name for configured methods such as "other" (their label comes from configuration)', () => {
    expect(paymentMethodName('en', 'other')).toBeUndefined();
    expect(paymentMethodName('en', 'constructor')).toBeUndefined();
  });
});

describe('language names', () => {
  it('names a language in the display language', () => {
    expect(languageName('it', 'fr')).toBe('Francese');
    expect(languageName('en', 'it')).toBe('Italian');
    expect(languageName('fr', 'de')).toBe('Allemand');
    expect(languageName('de', 'en')).toBe('Englisch');
  });

  it('gives every language, German included, its own name for the chooser', () => {
    expect(nativeLanguageName('it')).toBe('Italiano');
    expect(nativeLanguageName('en')).toBe('English');
    expect(nativeLanguageName('fr')).toBe('Français');
    expect(nativeLanguageName('de')).toBe('Deutsch');
  });
});
