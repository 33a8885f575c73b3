import type { BusinessChange, Category, Product } from '@ordina/contracts';
import type { MenuDocument } from './business-document.ts';
import { categorySlug } from './category-slug.ts';
import { nextId, nextPosition, productsInOrder } from './menu-order.ts';

/*
 * What the "Add a category" and "New product" forms start from, and what a deletion sends (issue 35):
 * a new entry takes an id no other has and the place after the last, so it shows at the end until the
 * owner moves it.
 */

/**
 * A new entry's id and place as it is saved: an id no entry of `all` has, after the last of `list`
 * (its category's products for a product; all of them for a category).
 */
export function freshPlace(
  all: readonly { readonly id: number; readonly position: number }[],
  list = all,
): { id: number; position: number } {
  return { id: nextId(all), position: nextPosition(list) };
}

/** An empty category at the end of the menu; its slug is made from its name when saved. */
export function blankCategory(document: MenuDocument): Category {
  return {
    id: nextId(document.categories),
    slug: '',
    position: nextPosition(document.categories),
    name: '',
    description: '',
    image: null,
    icon: null,
    options_id: null,
    languages: {},
  };
}

/** The new category as saved: its slug from its name (the storefront's /categorie/<slug>). */
export function namedCategory(category: Category, document: MenuDocument): Category {
  if (category.slug !== '') return category;
  const taken = new Set(document.categories.map((c) => c.slug));
  return { ...category, slug: categorySlug(category.name, category.id, taken) };
}

/** An empty product at the end of its category, shown for online orders and on the digital menu. */
export function blankProduct(document: MenuDocument, categoryId: number): Product {
  return {
    id: nextId(document.products),
    categoryId,
    position: nextPosition(productsInOrder(document, categoryId)),
    name: '',
    description: '',
    image: null,
    icon: null,
    price: null,
    price_menu: null,
    view_on_delivery: true,
    view_on_digital_menu: true,
    removable_items: [],
    languages: {},
  };
}

/** A product as saved from its editor: moved to another category, it goes to that one's end. */
export function placedProduct(product: Product, document: MenuDocument): Product {
  const before = document.products.find((p) => p.id === product.id);
  if (before === undefined || before.categoryId === product.categoryId) return product;
  return { ...product, position: nextPosition(productsInOrder(document, product.categoryId)) };
}

/**
 * Deleting a product: the product, and its id out of every option's excluded products, which may
 * name only products that exist (the business file's rule) — no option is left pointing at nothing.
 */
export function productDeletion(document: MenuDocument, productId: number): BusinessChange[] {
  const groups = document.category_options.flatMap((group) =>
    group.options.some((option) => option.excluded_products_id.includes(productId))
      ? [
          {
            op: 'upsert' as const,
            entity: 'option_group' as const,
            value: {
              ...group,
              options: group.options.map((option) => ({
                ...option,
                excluded_products_id: option.excluded_products_id.filter((id) => id !== productId),
              })),
            },
          },
        ]
      : [],
  );
  return [{ op: 'delete', entity: 'product', id: productId }, ...groups];
}
