import type { Product, StorefrontCategory } from '@ordina/contracts';
import { productsForMenu } from '@ordina/domain';
import type { MenuSection } from './menu-accordion.tsx';

/** The menu's sections: each category with its view_on_digital_menu products, leaving out categories with none. */
export function menuSections(
  categories: readonly StorefrontCategory[],
  products: readonly Product[],
): MenuSection[] {
  return categories
    .map((category) => ({
      category,
      products: productsForMenu(products.filter((product) => product.categoryId === category.id)),
    }))
    .filter((section) => section.products.length > 0);
}
