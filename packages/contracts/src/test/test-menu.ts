import {
  categorySchema,
  productSchema,
  type Category,
  type Product,
  type StorefrontCategory,
} from '../index.ts';

/*
 * One category and one product as a business file holds them, and a category as the storefront carries
 * it, for every package's tests: each field a test leaves out takes the schema's own default, so the
 * shape is written once, in the schema.
 */

/** A category with only what a test cares about set (its position is its id unless given). */
export function testCategory(over: Partial<Category> & Pick<Category, 'id' | 'slug' | 'name'>): Category {
  return {
    ...categorySchema.parse({ id: over.id, slug: over.slug, name: over.name, position: over.id }),
    ...over,
  };
}

/** A category as the storefront carries it: `testCategory`, with its product counts (none unless given). */
export function storefrontCategory({
  products,
  ...over
}: Partial<Omit<StorefrontCategory, 'products'>> &
  Pick<StorefrontCategory, 'id' | 'slug' | 'name'> & {
    products?: Partial<StorefrontCategory['products']>;
  }): StorefrontCategory {
  return {
    ...testCategory(over),
    products: {
      deliveryNumber: 0,
      menuNumber: 0,
      at_least_one_with_an_image: false,
      at_least_one_with_an_image_menu: false,
      ...products,
    },
  };
}

/** A product with only what a test cares about set: category 1, 5,00 €, shown on delivery and on the menu. */
export function testProduct(over: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  const required = { categoryId: 1, price: 500, view_on_delivery: true, view_on_digital_menu: true };
  return { ...productSchema.parse({ id: over.id, name: over.name, ...required }), ...over };
}
