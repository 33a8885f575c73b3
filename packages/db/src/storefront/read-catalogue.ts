import type {
  Allergens,
  CategoryOptionGroup,
  Product,
  Storefront,
  StorefrontCategory,
} from '@ordina/contracts';
import type { Kysely } from 'kysely';
import { groupBy } from '../group-by.ts';
import type { Database } from '../tables.ts';
import type { TranslationLookup } from './translations.ts';

/** The browsable catalogue of one business, in display order. */
export interface Catalogue {
  categories: StorefrontCategory[];
  products: Product[];
  category_options: Storefront['category_options'];
}

/**
 * Reads categories (by position), products (by category order, then
 * position), option groups with options and items — a fixed number of queries
 * however large the menu — and counts each category's visible products.
 */
export async function readCatalogue(
  db: Kysely<Database>,
  businessId: number,
  translations: TranslationLookup,
): Promise<Catalogue> {
  const categoryRows = await db
    .selectFrom('categories')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const productRows = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', (join) =>
      join.onRef('c.business_id', '=', 'p.business_id').onRef('c.id', '=', 'p.category_id'),
    )
    .selectAll('p')
    .where('p.business_id', '=', businessId)
    .orderBy('c.position')
    .orderBy('c.id')
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
  const removableRows = await db
    .selectFrom('product_removable_items as pr')
    .innerJoin('removable_items as r', (join) =>
      join.onRef('r.business_id', '=', 'pr.business_id').onRef('r.id', '=', 'pr.removable_item_id'),
    )
    .select(['pr.product_id', 'r.id', 'r.name', 'r.allergens_json'])
    .where('pr.business_id', '=', businessId)
    .orderBy('pr.product_id')
    .orderBy('pr.position')
    .execute();
  const groupRows = await db
    .selectFrom('category_option_groups')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const optionRows = await db
    .selectFrom('category_options')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('group_id')
    .orderBy('position')
    .execute();
  const itemRows = await db
    .selectFrom('category_option_items')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('option_id')
    .orderBy('position')
    .execute();
  const excludedRows = await db
    .selectFrom('option_excluded_products')
    .select(['option_id', 'product_id'])
    .where('business_id', '=', businessId)
    .orderBy('option_id')
    .orderBy('position')
    .execute();

  const removableByProduct = groupBy(removableRows, (r) => r.product_id);
  const products: Product[] = productRows.map((p) => ({
    id: p.id,
    categoryId: p.category_id,
    position: p.position,
    name: p.name,
    description: p.description,
    image: p.image,
    icon: p.icon,
    price: p.price,
    price_menu: p.price_menu,
    view_on_delivery: p.view_on_delivery === 1,
    view_on_digital_menu: p.view_on_digital_menu === 1,
    removable_items: (removableByProduct.get(p.id) ?? []).map((r) => ({
      id: r.id,
      name: r.name,
      ...withAllergens(r.allergens_json),
      languages: translations('removable_item', r.id),
    })),
    ...withAllergens(p.allergens_json),
    languages: translations('product', p.id),
  }));

  const productsByCategory = groupBy(products, (p) => p.categoryId);
  const categories: StorefrontCategory[] = categoryRows.map((c) => {
    const own = productsByCategory.get(c.id) ?? [];
    const delivery = own.filter((p) => p.view_on_delivery);
    const menu = own.filter((p) => p.view_on_digital_menu);
    return {
      id: c.id,
      slug: c.slug,
      position: c.position,
      name: c.name,
      description: c.description,
      image: c.image,
      icon: c.icon,
      options_id: c.options_group_id,
      languages: translations('category', c.id),
      products: {
        deliveryNumber: delivery.length,
        menuNumber: menu.length,
        at_least_one_with_an_image: delivery.some(hasImage),
        at_least_one_with_an_image_menu: menu.some(hasImage),
      },
    };
  });

  const itemsByOption = groupBy(itemRows, (i) => i.option_id);
  const excludedByOption = groupBy(excludedRows, (e) => e.option_id);
  const optionsByGroup = groupBy(optionRows, (o) => o.group_id);
  const category_options: CategoryOptionGroup[] = groupRows.map((g) => ({
    id: g.id,
    position: g.position,
    name: g.name,
    options: (optionsByGroup.get(g.id) ?? []).map((o) => ({
      id: o.id,
      name: o.name,
      description: o.description,
      multi_select: o.multi_select === 1,
      min_select: o.min_select,
      max_select: o.max_select,
      excluded_products_id: (excludedByOption.get(o.id) ?? []).map((e) => e.product_id),
      default_item_id: o.default_item_id,
      items: (itemsByOption.get(o.id) ?? []).map((i) => ({
        id: i.id,
        name: i.name,
        description: i.description,
        price: i.price,
        operand: i.operand,
        ...withAllergens(i.allergens_json),
        languages: translations('option_item', i.id),
      })),
      languages: translations('option', o.id),
    })),
  }));

  return { categories, products, category_options };
}

/** A catalogue row's stored allergens (migration 0029) as the business file says them: absent when none. */
function withAllergens(json: string | null): { allergens?: Allergens } {
  return json === null ? {} : { allergens: JSON.parse(json) as Allergens };
}

/** A product shows an image when it has a non-empty image address. */
function hasImage(product: Product): boolean {
  return product.image !== null && product.image.trim() !== '';
}
