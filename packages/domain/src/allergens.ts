import { ALLERGENS, type Allergen, type Allergens, type Storefront } from '@ordina/contracts';
import { productOptions } from './catalog.ts';

/**
 * The EU's 14 allergens on a line (issue 37, docs/decisions/070). A product's own `allergens` are those of
 * the product without its removable ingredients; each removable ingredient and option item carries its
 * own. So what a line contains is the product's, plus its kept ingredients', plus its chosen items': an
 * allergen goes away only when every removed ingredient carried it and nothing kept does. "Contains" wins
 * over "may contain traces". The same function prices nothing: the server runs it when the order is placed
 * (and stores the result on the line), the options dialog runs it as the customer chooses.
 */

type WithAllergens = { readonly allergens?: Allergens | undefined };

/** The union of several sets, in the annex's order; "contains" wins over "traces". */
export function allergensMerge(...sets: readonly (Allergens | undefined)[]): Allergens {
  const merged: Allergens = {};
  for (const code of ALLERGENS) {
    for (const set of sets) {
      const level = set?.[code];
      if (level === 'contains') {
        merged[code] = 'contains';
        break;
      }
      if (level === 'traces') merged[code] = 'traces';
    }
  }
  return merged;
}

/**
 * What one line contains: the product's own allergens, its ingredients' but those removed, and the chosen
 * option items'.
 */
export function lineAllergens(
  product: WithAllergens & { readonly removable_items: readonly (WithAllergens & { readonly id: number })[] },
  removedIds: readonly number[],
  chosenItems: readonly WithAllergens[],
): Allergens {
  const removed = new Set(removedIds);
  return allergensMerge(
    product.allergens,
    ...product.removable_items.filter((item) => !removed.has(item.id)).map((item) => item.allergens),
    ...chosenItems.map((item) => item.allergens),
  );
}

/**
 * What the product contains as the options dialog opens: nothing removed, each offered option's starting
 * item chosen (optionInitialSelection's rule without sold-out items: the menu's figure, read once).
 */
export function productMenuAllergens(
  product: Parameters<typeof lineAllergens>[0],
  options: readonly {
    readonly min_select: number;
    readonly default_item_id: number | null;
    readonly items: readonly (WithAllergens & { readonly id: number })[];
  }[],
): Allergens {
  const chosen = options.flatMap((option) => {
    const fallback = option.items.length === 1 && option.min_select > 0 ? option.items[0] : undefined;
    const item = option.items.find((i) => i.id === option.default_item_id) ?? fallback;
    return item === undefined ? [] : [item];
  });
  return lineAllergens(product, [], chosen);
}

/** Whether a set has any of the allergens to avoid: "contains" always, "traces" when `alsoTraces`. */
export function allergensHit(allergens: Allergens, avoid: readonly Allergen[], alsoTraces: boolean): boolean {
  return avoid.some((code) => allergens[code] === 'contains' || (alsoTraces && allergens[code] === 'traces'));
}

/**
 * The storefront with each product's `menu_allergens` (productMenuAllergens), where the business shows
 * allergens; as it was otherwise. The server runs it once per loaded storefront.
 */
export function storefrontWithMenuAllergens(storefront: Storefront): Storefront {
  if (storefront.configuration.show_allergens !== true) return storefront;
  return {
    ...storefront,
    products: storefront.products.map((product) => {
      const allergens = productMenuAllergens(
        product,
        productOptions(product, storefront.categories, storefront.category_options),
      );
      return Object.keys(allergens).length === 0 ? product : { ...product, menu_allergens: allergens };
    }),
  };
}
