import { storefrontSchema } from '@ordina/contracts';
import type { Storefront } from '@ordina/contracts';
import { publicCoupon } from '@ordina/contracts/test/test-business';
import { testStorefront } from '@ordina/contracts/test/test-storefront';
import { describe, expect, it } from 'vitest';
import { cachedStorefrontForLocale, storefrontForLocale } from './storefront-for-locale.ts';

/** A storefront in Italian, English and German, with a translation on every kind of entity. */
function threeLanguageStorefront(): Storefront {
  return storefrontSchema.parse({
    ...testStorefront(
      {
        languages: [
          { locale: 'it', default: true },
          { locale: 'en', default: false },
          { locale: 'de', default: false },
        ],
        payment_methods: [
          {
            code: 'cash',
            name: 'Contanti',
            label: 'Contanti',
            description: '',
            online: false,
            languages: { en: { label: 'Cash' }, de: { label: 'Bar' } },
          },
        ],
        notice: { it: 'Avviso', en: 'Notice', de: 'Hinweis' },
        food_intolerance_text: { it: 'Allergeni', de: 'Allergene' },
        removable_items_title: { it: 'Togliere?', en: 'Remove?' },
        coupons: [
          publicCoupon({
            id: 7,
            description: 'Sconto',
            languages: { en: { description: 'Discount' }, de: { description: 'Rabatt' } },
          }),
        ],
      },
      {},
      { languages: ['it', 'en', 'de'] },
    ),
    categories: [
      {
        id: 1,
        slug: 'pizze',
        name: 'Pizze',
        options_id: 3,
        languages: { en: { name: 'Pizzas' }, de: { name: 'Pizzen', description: 'Aus dem Ofen' } },
        products: {
          deliveryNumber: 1,
          menuNumber: 1,
          at_least_one_with_an_image: false,
          at_least_one_with_an_image_menu: false,
        },
      },
    ],
    products: [
      {
        id: 11,
        categoryId: 1,
        name: 'Margherita',
        price: 700,
        view_on_delivery: true,
        view_on_digital_menu: true,
        removable_items: [
          { id: 21, name: 'Basilico', languages: { en: { name: 'Basil' }, de: { name: 'Basilikum' } } },
        ],
        languages: { en: { name: 'Margherita pizza' }, de: { name: 'Pizza Margherita' } },
      },
    ],
    category_options: [
      {
        id: 3,
        name: 'Aggiunte',
        options: [
          {
            id: 31,
            name: 'Extra',
            multi_select: true,
            min_select: 0,
            max_select: 1,
            languages: { en: { name: 'Extras' }, de: { name: 'Extras DE' } },
            items: [{ id: 41, name: 'Mozzarella', price: 100, languages: { de: { name: 'Mozzarella DE' } } }],
          },
        ],
      },
    ],
  });
}

describe('storefrontForLocale', () => {
  const full = threeLanguageStorefront();
  const english = storefrontForLocale(full, 'en');

  it('keeps only the English translation of categories, products, removable items, options, option items, coupons and payment methods', () => {
    expect(english.categories[0]?.languages).toEqual({ en: { name: 'Pizzas' } });
    expect(english.products[0]?.languages).toEqual({ en: { name: 'Margherita pizza' } });
    expect(english.products[0]?.removable_items[0]?.languages).toEqual({ en: { name: 'Basil' } });
    expect(english.category_options[0]?.options[0]?.languages).toEqual({ en: { name: 'Extras' } });
    expect(english.configuration.coupons[0]?.languages).toEqual({ en: { description: 'Discount' } });
    expect(english.configuration.payment_methods[0]?.languages).toEqual({ en: { label: 'Cash' } });
  });

  it('leaves an entity without that language with no translations (its own name is the fallback)', () => {
    expect(english.category_options[0]?.options[0]?.items[0]?.languages).toEqual({});
    expect(english.category_options[0]?.options[0]?.items[0]?.name).toBe('Mozzarella');
  });

  it('keeps the configuration texts of that language only', () => {
    expect(english.configuration.notice).toEqual({ en: 'Notice' });
    expect(english.configuration.food_intolerance_text).toEqual({});
    expect(english.configuration.removable_items_title).toEqual({ en: 'Remove?' });
  });

  it('keeps ids, prices, option links and the list of languages, so carts and the language chooser still work', () => {
    expect(english.languages).toEqual(['it', 'en', 'de']);
    expect(english.products[0]).toMatchObject({ id: 11, categoryId: 1, price: 700 });
    expect(english.products[0]?.removable_items[0]?.id).toBe(21);
    expect(english.categories[0]?.options_id).toBe(3);
    expect(english.category_options[0]?.options[0]?.items[0]).toMatchObject({ id: 41, price: 100 });
    expect(english.configuration.delivery_order.deliveryMinOrder).toBe(1000);
  });

  it('is still a valid storefront, and leaves the full one untouched', () => {
    expect(storefrontSchema.parse(storefrontForLocale(full, 'de'))).toEqual(storefrontForLocale(full, 'de'));
    expect(full.products[0]?.languages).toEqual({
      en: { name: 'Margherita pizza' },
      de: { name: 'Pizza Margherita' },
    });
    expect(full.configuration.notice).toEqual({ it: 'Avviso', en: 'Notice', de: 'Hinweis' });
  });

  it('for Italian (the base language, no translations stored) keeps its notice and drops every translation', () => {
    const italian = storefrontForLocale(full, 'it');
    expect(italian.configuration.notice).toEqual({ it: 'Avviso' });
    expect(italian.products[0]?.languages).toEqual({});
    expect(italian.categories[0]?.name).toBe('Pizze');
  });
});

describe('cachedStorefrontForLocale', () => {
  it('gives the same object for the same storefront and locale, a new one for another locale or a reloaded storefront', () => {
    const full = threeLanguageStorefront();
    const english = cachedStorefrontForLocale(full, 'en');
    expect(cachedStorefrontForLocale(full, 'en')).toBe(english);
    expect(cachedStorefrontForLocale(full, 'de')).not.toBe(english);
    expect(cachedStorefrontForLocale(threeLanguageStorefront(), 'en')).not.toBe(english);
    expect(english).toEqual(storefrontForLocale(full, 'en'));
  });
});
