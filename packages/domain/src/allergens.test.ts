import { describe, expect, it } from 'vitest';
import { testProduct } from '@ordina/contracts/test/test-menu';
import { testStorefront } from '@ordina/contracts/test/test-storefront';
import {
  allergensHit,
  allergensMerge,
  lineAllergens,
  productMenuAllergens,
  storefrontWithMenuAllergens,
} from './allergens.ts';

// A margherita: its dough carries gluten, the mozzarella milk, the basil traces of celery (a shared board).
const margherita = {
  allergens: { gluten: 'contains', soybeans: 'traces' },
  removable_items: [
    { id: 1, allergens: { milk: 'contains' } },
    { id: 2, allergens: { celery: 'traces' } },
    { id: 3 },
  ],
} as const;

describe('allergensMerge', () => {
  it('lets "contains" win over "traces", whichever comes first, in the annex order', () => {
    expect(allergensMerge({ milk: 'traces', gluten: 'traces' }, { milk: 'contains' }, undefined)).toEqual({
      gluten: 'traces',
      milk: 'contains',
    });
    expect(Object.keys(allergensMerge({ sesame: 'contains' }, { gluten: 'traces' }))).toEqual([
      'gluten',
      'sesame',
    ]);
    expect(allergensMerge({ eggs: 'contains' }, { eggs: 'traces' })).toEqual({ eggs: 'contains' });
  });
});

describe('lineAllergens', () => {
  it('is the product with all its ingredients when nothing is removed or chosen', () => {
    expect(lineAllergens(margherita, [], [])).toEqual({
      gluten: 'contains',
      soybeans: 'traces',
      milk: 'contains',
      celery: 'traces',
    });
  });

  it('drops what only a removed ingredient carried, keeps the product’s own', () => {
    expect(lineAllergens(margherita, [1, 2], [])).toEqual({ gluten: 'contains', soybeans: 'traces' });
  });

  it('keeps an allergen a removed ingredient carried when a kept one or the product carries it', () => {
    const product = {
      allergens: { milk: 'traces' },
      removable_items: [
        { id: 1, allergens: { milk: 'contains' } },
        { id: 2, allergens: { milk: 'contains' } },
      ],
    } as const;
    expect(lineAllergens(product, [1], [])).toEqual({ milk: 'contains' });
    // Both removed: the product's own traces are left, not nothing.
    expect(lineAllergens(product, [1, 2], [])).toEqual({ milk: 'traces' });
  });

  it('adds the chosen items’, a "contains" of an item outranking the product’s traces', () => {
    expect(
      lineAllergens(
        margherita,
        [1],
        [{ allergens: { fish: 'contains' } }, { allergens: { soybeans: 'contains' } }, {}],
      ),
    ).toEqual({ gluten: 'contains', soybeans: 'contains', fish: 'contains', celery: 'traces' });
  });
});

describe('productMenuAllergens', () => {
  it('counts the starting item of each option (default, or a required only item), not the others', () => {
    const options = [
      {
        min_select: 1,
        default_item_id: 11,
        items: [
          { id: 11, allergens: { lupin: 'contains' } },
          { id: 12, allergens: { mustard: 'contains' } },
        ],
      },
      { min_select: 1, default_item_id: null, items: [{ id: 21, allergens: { sesame: 'traces' } }] },
      { min_select: 0, default_item_id: null, items: [{ id: 31, allergens: { nuts: 'contains' } }] },
    ] as const;
    expect(productMenuAllergens({ removable_items: [] }, options)).toEqual({
      lupin: 'contains',
      sesame: 'traces',
    });
  });
});

describe('allergensHit', () => {
  const line = { gluten: 'contains', milk: 'traces' } as const;
  it('hits on "contains" always and on "traces" only when asked to', () => {
    expect(allergensHit(line, ['gluten'], false)).toBe(true);
    expect(allergensHit(line, ['milk'], false)).toBe(false);
    expect(allergensHit(line, ['milk'], true)).toBe(true);
    expect(allergensHit(line, ['eggs', 'fish'], true)).toBe(false);
    expect(allergensHit(line, [], true)).toBe(false);
  });
});

describe('storefrontWithMenuAllergens', () => {
  it('adds each product’s menu allergens where the business shows them, and nothing where it does not', () => {
    const storefront = testStorefront();
    const product = testProduct({ id: 1, name: 'Panna cotta', allergens: { milk: 'contains' } });
    const on = {
      ...storefront,
      configuration: { ...storefront.configuration, show_allergens: true },
      products: [product],
    };
    expect(storefrontWithMenuAllergens(on).products[0]?.menu_allergens).toEqual({ milk: 'contains' });
    const off = { ...on, configuration: { ...on.configuration, show_allergens: false } };
    expect(storefrontWithMenuAllergens(off)).toBe(off);
  });
});
