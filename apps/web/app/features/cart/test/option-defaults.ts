import type { Storefront } from '@ordina/contracts';

/** A copy of `storefront` whose options (by id) have the given default item; null: none. */
export function withOptionDefaults(
  storefront: Storefront,
  defaults: Record<number, number | null>,
): Storefront {
  return {
    ...storefront,
    category_options: storefront.category_options.map((group) => ({
      ...group,
      options: group.options.map((option) =>
        option.id in defaults ? { ...option, default_item_id: defaults[option.id] ?? null } : option,
      ),
    })),
  };
}
