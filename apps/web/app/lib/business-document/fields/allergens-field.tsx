import { ALLERGENS, type AllergenLevel, type Allergens } from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { withAllergenLevel } from '../allergens-entry.ts';
import { SelectField } from './choice-fields.tsx';

/** What the closed field says: "Allergens: Gluten, Milk; traces of Soy", or that none is stated. */
export function allergensSummary(allergens: Allergens, t: StaffTranslator): string {
  const named = (level: AllergenLevel) =>
    ALLERGENS.filter((code) => allergens[code] === level).map((code) => t(`staff_allergen.${code}`));
  const contains = named('contains');
  const traces = named('traces');
  const parts = [
    ...(contains.length > 0 ? [contains.join(', ')] : []),
    ...(traces.length > 0 ? [t('allergens_field.traces_of', { list: traces.join(', ') })] : []),
  ];
  return t('allergens_field.summary', {
    list: parts.length > 0 ? parts.join('; ') : t('allergens_field.none_stated'),
  });
}

/**
 * The EU's 14 allergens of one product, removable ingredient or option item (issue 37,
 * docs/decisions/070), behind a disclosure that says what is chosen, so an editor stays short on a
 * phone. Opened: a labelled list per allergen (None / Contains / May contain traces) in the annex's
 * order; "None" removes the allergen's key.
 */
export function AllergensField({
  idPrefix,
  allergens,
  hint,
  t,
  onChange,
  className = 'mt-4',
}: {
  idPrefix: string;
  allergens: Allergens;
  /** What the allergens of this kind of entry are (a product's own, an item's added). */
  hint?: string;
  t: StaffTranslator;
  onChange: (allergens: Allergens) => void;
  className?: string;
}) {
  const hintId = `${idPrefix}-allergens-hint`;
  return (
    <details className={`rounded-lg border border-stone-300 bg-white ${className}`}>
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-stone-800 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none">
        {allergensSummary(allergens, t)}
      </summary>
      <fieldset className="px-3 pb-3" aria-describedby={hint ? hintId : undefined}>
        <legend className="sr-only">{t('allergens_field.title')}</legend>
        {hint ? (
          <p id={hintId} className="text-sm text-stone-700">
            {hint}
          </p>
        ) : null}
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {ALLERGENS.map((code) => (
            <SelectField
              key={code}
              id={`${idPrefix}-allergen-${code}`}
              label={t(`staff_allergen.${code}`)}
              value={allergens[code] ?? ''}
              onChange={(value) =>
                onChange(
                  withAllergenLevel(allergens, code, value === 'contains' || value === 'traces' ? value : ''),
                )
              }
            >
              <option value="">{t('allergens_field.level_none')}</option>
              <option value="contains">{t('allergens_field.level_contains')}</option>
              <option value="traces">{t('allergens_field.level_traces')}</option>
            </SelectField>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
