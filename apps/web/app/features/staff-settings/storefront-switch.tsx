import { useId } from 'react';
import type { StaffMessageKey, StaffTranslator } from '@ordina/i18n/staff';

/**
 * One of the settings page's switches of what the storefront offers, with its hint: the menu search
 * (menu-search-param.ts) and the allergens (configuration.show_allergens, docs/decisions/070).
 */
export function StorefrontSwitch({
  on,
  onChange,
  label,
  hint,
  t,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  label: StaffMessageKey;
  hint: StaffMessageKey;
  t: StaffTranslator;
}) {
  const hintId = useId();
  return (
    <div className="mt-4">
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hintId}
          className="size-5"
        />
        <span className="font-medium text-stone-900">{t(label)}</span>
      </label>
      <p id={hintId} className="text-xs text-stone-600">
        {t(hint)}
      </p>
    </div>
  );
}
