import type { Category, CategoryOptionGroup, Product } from '@ordina/contracts';
import { testProduct } from '@ordina/contracts/test/test-menu';
import type { Catalog, OptionItem, ProductOption } from '../catalog.ts';

/** Test fixtures: a small pizzeria menu, prices in cents. */

export function item(id: number, name: string, price: number, operand = '+'): OptionItem {
  return { id, name, description: '', price, operand, languages: {} };
}

export function option(
  over: Partial<ProductOption> & Pick<ProductOption, 'id' | 'name' | 'items'>,
): ProductOption {
  return {
    description: '',
    multi_select: false,
    min_select: 0,
    max_select: 0,
    excluded_products_id: [],
    default_item_id: null,
    languages: {},
    ...over,
  };
}

/** A product of the pizzeria's first category, free unless priced. */
export function product(over: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  return testProduct({ categoryId: 10, price: 0, ...over });
}

/** Dough: radio, one required. */
export const dough = option({
  id: 501,
  name: 'Impasto',
  min_select: 1,
  max_select: 1,
  items: [item(5011, 'Classico', 0), item(5012, 'Integrale', 150)],
  languages: { en: { name: 'Dough' } },
});
/** Extras: checkbox, up to 2. */
export const extras = option({
  id: 502,
  name: 'Aggiunte',
  multi_select: true,
  min_select: 0,
  max_select: 2,
  items: [item(5021, 'Prosciutto', 200), item(5022, 'Funghi', 100), item(5023, 'Olive', 50)],
});
/** Oven: radio with one required item (auto-selected); not for the calzone. */
export const oven = option({
  id: 503,
  name: 'Cottura',
  min_select: 1,
  max_select: 1,
  excluded_products_id: [2],
  items: [item(5031, 'Forno a legna', 0)],
});
/** Half portion: a subtracting item. */
export const portion = option({
  id: 504,
  name: 'Porzione',
  multi_select: true,
  items: [item(5041, 'Mezza porzione', 300, '-')],
});

export const margherita = product({
  id: 1,
  name: 'Margherita',
  price: 800,
  removable_items: [
    { id: 101, name: 'Mozzarella', languages: { en: { name: 'Mozzarella cheese' } } },
    { id: 102, name: 'Basilico', languages: {} },
  ],
});
export const calzone = product({ id: 2, name: 'Calzone', price: 900 });
export const cola = product({ id: 3, name: 'Cola', categoryId: 20, price: 250 });
export const hidden = product({
  id: 4,
  name: 'Solo menu',
  categoryId: 20,
  price: 500,
  view_on_delivery: false,
});

export const categories: Pick<Category, 'id' | 'options_id'>[] = [
  { id: 10, options_id: 50 },
  { id: 20, options_id: null },
];

export const groups: CategoryOptionGroup[] = [
  { id: 50, position: 0, name: 'Pizze', options: [dough, extras, oven, portion] },
];

export const catalog: Catalog = {
  products: [margherita, calzone, cola, hidden],
  categories,
  category_options: groups,
};
