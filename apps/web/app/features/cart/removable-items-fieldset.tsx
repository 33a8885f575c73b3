import type { Locale, Product } from '@ordina/contracts';
import { localizedName } from '@ordina/domain';

/** The product's removable ingredients as checkboxes: a ticked ingredient is left out. */
export function RemovableItemsFieldset({
  title,
  items,
  removed,
  onChange,
  locale,
}: {
  /** configuration.removable_items_title in the page language, else the default question. */
  title: string;
  items: Product['removable_items'];
  removed: readonly number[];
  onChange: (removed: number[]) => void;
  locale: Locale;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold text-stone-900">{title}</legend>
      <ul className="mt-2 divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
        {items.map((item) => {
          const isRemoved = removed.includes(item.id);
          return (
            <li key={item.id}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-stone-50">
                <input
                  type="checkbox"
                  checked={isRemoved}
                  onChange={() =>
                    onChange(isRemoved ? removed.filter((id) => id !== item.id) : [...removed, item.id])
                  }
                  className="accent-primary size-5 shrink-0"
                />
                <span className={isRemoved ? 'text-stone-500 line-through' : undefined}>
                  {localizedName(item, locale)}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
