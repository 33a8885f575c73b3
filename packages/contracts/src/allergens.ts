/**
 * The 14 allergens of Regulation (EU) 1169/2011, annex II (issue 37, docs/decisions/070), in the
 * annex's order: the codes the business file, the storefront, the order lines and the tickets use.
 * No zod here: the public pages import these (a value import of business.ts would bring zod along).
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** "Contains" it, or "may contain traces" of it; contains wins when both are said. */
export const ALLERGEN_LEVELS = ['contains', 'traces'] as const;
export type AllergenLevel = (typeof ALLERGEN_LEVELS)[number];

/** What a product, removable ingredient, option item or order line carries: a level per allergen. */
export type Allergens = Partial<Record<Allergen, AllergenLevel>>;
