import { ALLERGENS, type Allergen, type AllergenLevel, type Allergens } from '@ordina/contracts';

/*
 * A product's, removable ingredient's or option item's allergens as the back office edits them
 * (issue 37, docs/decisions/070): one level per allergen, or none — and "none" is no key at all, so
 * the business file says only what the owner chose.
 */

/** The allergens with one changed: a level sets it, `''` (the "None" choice) removes its key. Annex order kept. */
export function withAllergenLevel(
  allergens: Allergens,
  allergen: Allergen,
  level: AllergenLevel | '',
): Allergens {
  const next: Allergens = {};
  for (const code of ALLERGENS) {
    const chosen = code === allergen ? level : allergens[code];
    if (chosen === 'contains' || chosen === 'traces') next[code] = chosen;
  }
  return next;
}

/** The entry with its allergens replaced: no `allergens` key when none is left. */
export function withAllergens<T extends { allergens?: Allergens | undefined }>(
  entry: T,
  allergens: Allergens,
): T {
  const { allergens: _old, ...rest } = entry;
  return Object.keys(allergens).length === 0 ? (rest as T) : ({ ...rest, allergens } as T);
}
