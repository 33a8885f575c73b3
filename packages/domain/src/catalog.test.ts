import { describe, expect, it } from 'vitest';
import {
  productHasChoices,
  productOptions,
  productsForDelivery,
  productsForMenu,
  productUnitPrice,
} from './catalog.ts';
import {
  calzone,
  categories,
  cola,
  dough,
  extras,
  groups,
  hidden,
  margherita,
  oven,
  portion,
} from './test/fixtures.ts';

describe('productOptions', () => {
  it("offers the category's option group", () => {
    expect(productOptions(margherita, categories, groups).map((o) => o.id)).toEqual([501, 502, 503, 504]);
  });

  it('hides an option whose excluded_products_id lists the product', () => {
    expect(productOptions(calzone, categories, groups)).toEqual([dough, extras, portion]);
    expect(productOptions(calzone, categories, groups)).not.toContain(oven);
  });

  it('offers nothing when the category has no option group, or the group or category is unknown', () => {
    expect(productOptions(cola, categories, groups)).toEqual([]);
    expect(productOptions({ id: 9, categoryId: 99 }, categories, groups)).toEqual([]);
    expect(productOptions(margherita, [{ id: 10, options_id: 77 }], groups)).toEqual([]);
  });
});

describe('productHasChoices', () => {
  it('opens the dialog for options or removable ingredients only', () => {
    expect(productHasChoices(cola, [])).toBe(false);
    expect(productHasChoices(margherita, [])).toBe(true);
    expect(productHasChoices(calzone, [extras])).toBe(true);
  });
});

describe('product lists', () => {
  it('keeps view_on_delivery products for ordering and view_on_digital_menu ones for the menu', () => {
    const all = [margherita, hidden, { ...cola, view_on_digital_menu: false }];
    expect(productsForDelivery(all).map((p) => p.id)).toEqual([1, 3]);
    expect(productsForMenu(all).map((p) => p.id)).toEqual([1, 4]);
  });

  it('prices a product without a price at 0 cents', () => {
    expect(productUnitPrice(margherita)).toBe(800);
    expect(productUnitPrice({ price: null })).toBe(0);
  });
});
