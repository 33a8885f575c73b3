import type { Locale, Product, Storefront, StorefrontCategory } from '@ordina/contracts';
import { localizedDescription, localizedName, operationsSoldOutAt } from '@ordina/domain';
import type { SearchItem } from './search-index.ts';

/** A product as the search finds and shows it: its texts in the page language, its category, price and state. */
export interface MenuSearchItem extends SearchItem {
  readonly product: Product;
  readonly category: StorefrontCategory;
  readonly categoryName: string;
  /** The price the page shows (the menu's price_menu on the menu page), or null. */
  readonly price: number | null;
  /** Marked sold out on the restaurant's board now (docs/decisions/046). */
  readonly soldOut: boolean;
}

/** Which of the catalogue's pages the search speaks for, and how that page lists and prices a product. */
export interface MenuSearchScope {
  /** The products a category's page shows, in its order (productsForDelivery, or productsForMenu on the menu). */
  readonly shown: (products: readonly Product[]) => Product[];
  readonly price: (product: Product) => number | null;
}

/**
 * The products the page's catalogue shows, category by category as the storefront orders them, with
 * their texts as the page shows them: the name, the description and the removable ingredients in the
 * page language (the storefront carries the page language's translations only), else the business's own.
 */
export function menuSearchItems(
  storefront: Pick<Storefront, 'categories' | 'products' | 'operations'>,
  locale: Locale,
  scope: MenuSearchScope,
  now: Date,
): MenuSearchItem[] {
  const items: MenuSearchItem[] = [];
  for (const category of storefront.categories) {
    const categoryName = localizedName(category, locale);
    const own = storefront.products.filter((product) => product.categoryId === category.id);
    for (const product of scope.shown(own)) {
      items.push({
        product,
        category,
        categoryName,
        name: localizedName(product, locale),
        description: localizedDescription(product, locale),
        ingredients: product.removable_items.map((ingredient) => localizedName(ingredient, locale)),
        price: scope.price(product),
        soldOut: operationsSoldOutAt(storefront.operations, 'product', product.id, now),
      });
    }
  }
  return items;
}
