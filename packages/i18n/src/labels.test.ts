import { describe, expect, it } from 'vitest';
import { deliveryMethodName, paymentMethodName } from './labels.ts';
import { deliveryTimeLabel, paymentMethodDescription, paymentMethodLabel } from './order-labels.ts';
import { languageName, nativeLanguageName } from './languages.ts';

describe('deliveryMethodName', () => {
  it('names each delivery method in the locale', () => {
    expect(deliveryMethodName('it', 'home_delivery')).toBe('Consegna a domicilio');
    expect(deliveryMethodName('en', 'beach_umbrella_delivery')).toBe('Delivery to your beach umbrella');
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

// As the demo business configures them: its own texts in Italian, translations for English only here.
const methods = [
  {
    code: 'cash_on_delivery',
    name: 'Contanti alla consegna',
    label: 'Contanti',
    description: 'Paghi in contanti alla consegna.',
    languages: { en: { label: 'Cash', description: 'Pay in cash on delivery.' } },
  },
  {
    code: 'other',
    name: 'Altro',
    label: "Addebito sul conto dell'ombrellone",
    description: 'Lo saldi alla cassa.',
    languages: {},
  },
];
const italian = { locale: 'it', business: 'it' } as const;
const english = { locale: 'en', business: 'it' } as const;
const french = { locale: 'fr', business: 'it' } as const;

describe('paymentMethodLabel (one label per method everywhere, issue 31 item 6)', () => {
  it("names the catalogue's codes by the catalogue, in the language, whatever the business's label", () => {
    expect(paymentMethodLabel('cash_on_delivery', methods, english)).toBe('Cash on delivery');
    expect(paymentMethodLabel('cash_on_delivery', methods, italian)).toBe('Contanti alla consegna');
    expect(paymentMethodLabel('cash_on_delivery', methods, french)).toBe('Espèces à la livraison');
    // A method the configuration no longer has (an old order) still has its name.
    expect(paymentMethodLabel('paypal', methods, english)).toBe('PayPal');
  });

  it("names any other method by the business's label in the language, else its own words, else the code", () => {
    const translated = [{ ...methods[1]!, languages: { en: { label: 'Charge to your umbrella' } } }];
    expect(paymentMethodLabel('other', translated, english)).toBe('Charge to your umbrella');
    expect(paymentMethodLabel('other', methods, italian)).toBe("Addebito sul conto dell'ombrellone");
    expect(paymentMethodLabel('other', methods, french)).toBe("Addebito sul conto dell'ombrellone");
    expect(paymentMethodLabel('bonifico', methods, english)).toBe('bonifico');
  });
});

describe('paymentMethodDescription', () => {
  it("is the business's description in the language, never one in another language", () => {
    expect(paymentMethodDescription('cash_on_delivery', methods, english)).toBe('Pay in cash on delivery.');
    expect(paymentMethodDescription('other', methods, italian)).toBe('Lo saldi alla cassa.');
    expect(paymentMethodDescription('other', methods, english)).toBe('');
    expect(paymentMethodDescription('bonifico', methods, italian)).toBe('');
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
