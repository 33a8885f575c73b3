import type { Category, CategoryOptionGroup, Product } from '@ordina/contracts';

/** One option of a category option group (e.g. "Size", "Extras"). */
export type ProductOption = CategoryOptionGroup['options'][number];
/** One choosable item of an option (e.g. "Large", "Mushrooms"). */
export type OptionItem = ProductOption['items'][number];
/** An ingredient of a product that the customer may remove. */
export type RemovableItem = Product['removable_items'][number];

/** What the cart needs to know about the menu: products, categories and their option groups. */
export interface Catalog {
  readonly products: readonly Product[];
  readonly categories: readonly Pick<Category, 'id' | 'options_id'>[];
  readonly category_options: readonly CategoryOptionGroup[];
}

/** Products that can be ordered (flag view_on_delivery), in the given order. */
export function productsForDelivery<P extends Pick<Product, 'view_on_delivery'>>(
  products: readonly P[],
): P[] {
  return products.filter((p) => p.view_on_delivery);
}

/** Products shown on the digital menu (flag view_on_digital_menu), in the given order. */
export function productsForMenu<P extends Pick<Product, 'view_on_digital_menu'>>(
  products: readonly P[],
): P[] {
  return products.filter((p) => p.view_on_digital_menu);
}

/** The options offered for a product: its category's option group minus options that exclude it. */
export function productOptions(
  product: Pick<Product, 'id' | 'categoryId'>,
  categories: readonly Pick<Category, 'id' | 'options_id'>[],
  groups: readonly CategoryOptionGroup[],
): ProductOption[] {
  const category = categories.find((c) => c.id === product.categoryId);
  if (!category || category.options_id === null) return [];
  const group = groups.find((g) => g.id === category.options_id);
  if (!group) return [];
  return group.options.filter((o) => !o.excluded_products_id.includes(product.id));
}

/** Whether adding the product opens the options dialog (it has options or removable ingredients). */
export function productHasChoices(
  product: Pick<Product, 'removable_items'>,
  options: readonly ProductOption[],
): boolean {
  return options.length > 0 || product.removable_items.length > 0;
}

/** The unit price of a product in cents; a product without a price costs 0 (its options carry the price). */
export function productUnitPrice(product: Pick<Product, 'price'>): number {
  return product.price ?? 0;
}
