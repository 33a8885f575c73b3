import type { BusinessChange, Category, Product } from '@ordina/contracts';
import type { MenuDocument } from './business-document.ts';

/*
 * The menu's order as the storefront shows it (issue 35): categories by their `position`, products by
 * theirs within their category, the id breaking a tie (packages/db read-catalogue). A reorder numbers
 * the moved list again 0, 1, 2… and saves only the entities whose position changed, in one save.
 */

type Ordered = { readonly id: number; readonly position: number };

const byPosition = (a: Ordered, b: Ordered) => a.position - b.position || a.id - b.id;

/** The categories in the storefront's order. */
export function categoriesInOrder(document: MenuDocument): Category[] {
  return [...document.categories].sort(byPosition);
}

/** A category's products in the storefront's order. */
export function productsInOrder(document: MenuDocument, categoryId: number): Product[] {
  return document.products.filter((product) => product.categoryId === categoryId).sort(byPosition);
}

/** The list with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [entry] = copy.splice(from, 1);
  if (entry !== undefined) copy.splice(to, 0, entry);
  return copy;
}

/** The upserts that give each entry of `ordered` its index as position: only those whose position changes. */
export function positionChanges<T extends Ordered>(
  entity: 'category' | 'product',
  ordered: readonly T[],
): BusinessChange[] {
  return ordered.flatMap((entry, index) =>
    entry.position === index ? [] : [{ op: 'upsert' as const, entity, value: { ...entry, position: index } }],
  );
}

/** The position after the last of `list` (a new category, a product moved or added to a category). */
export function nextPosition(list: readonly Ordered[]): number {
  return list.reduce((last, entry) => Math.max(last, entry.position + 1), 0);
}

/** An id no entry of `list` has: one above the highest (the business file's ids are the database's). */
export function nextId(list: readonly { readonly id: number }[]): number {
  return list.reduce((highest, entry) => Math.max(highest, entry.id), 0) + 1;
}

const KEYS = { category: 'categories', product: 'products', option_group: 'category_options' } as const;

/**
 * The document with the changes applied, as the server will apply them: what the page shows while a
 * reorder is being saved, so a dropped row stays where it was dropped.
 */
export function withChanges(document: MenuDocument, changes: readonly BusinessChange[]): MenuDocument {
  const next = { ...document };
  for (const change of changes) {
    if (change.op === 'replace') continue;
    const key = KEYS[change.entity];
    const list = next[key] as readonly Ordered[];
    const id = change.op === 'upsert' ? change.value.id : change.id;
    const others = list.filter((entry) => entry.id !== id);
    (next as Record<typeof key, unknown>)[key] =
      change.op === 'upsert'
        ? list.some((entry) => entry.id === id)
          ? list.map((entry) => (entry.id === id ? change.value : entry))
          : [...list, change.value]
        : others;
  }
  return next;
}
