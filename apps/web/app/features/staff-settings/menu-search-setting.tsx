import { useId } from 'react';
import type { StaffTranslator } from '@ordina/i18n/staff';

/** The settings page's switch of the storefront's menu search (menu-search-param.ts), with its hint. */
export function MenuSearchSetting({
  on,
  onChange,
  t,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
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
        <span className="font-medium text-stone-900">{t('settings.menu_search')}</span>
      </label>
      <p id={hintId} className="text-xs text-stone-600">
        {t('settings.menu_search_hint')}
      </p>
    </div>
  );
}

/** The settings page's switch of the storefront's allergens (configuration.show_allergens, docs/decisions/070). */
export function AllergensSetting({
  on,
  onChange,
  t,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
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
        <span className="font-medium text-stone-900">{t('settings.show_allergens')}</span>
      </label>
      <p id={hintId} className="text-xs text-stone-600">
        {t('settings.show_allergens_hint')}
      </p>
    </div>
  );
}
