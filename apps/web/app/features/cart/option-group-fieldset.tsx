import type { Locale } from '@ordina/contracts';
import {
  localizedDescription,
  localizedName,
  optionHint,
  optionInfoLines,
  optionIsRadio,
  optionMaxSelections,
  optionItemDisabled,
  optionItemSignedPrice,
  optionToggle,
} from '@ordina/domain';
import type { Message, ProductOption } from '@ordina/domain';
import { formatSignedMoney } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';

/** The signed price of an option item as the dialog shows it, in the one money format: it '+1,00 €' / '-1,00 €'; nothing when it is free. */
export function optionItemPriceText(item: ProductOption['items'][number], t: Translator): string | null {
  return item.price > 0 ? formatSignedMoney(optionItemSignedPrice(item), t.locale) : null;
}

/**
 * One option group of the product dialog (spec §2, §5): radios for a
 * single-select group, checkboxes for a multi-select one (unselected boxes
 * disabled at the maximum), its limits and hint, and its error after a
 * failed save.
 */
export function OptionGroupFieldset({
  option,
  selected,
  error,
  onChange,
  locale,
  t,
}: {
  option: ProductOption;
  selected: readonly number[];
  error: Message | null;
  onChange: (selected: number[]) => void;
  locale: Locale;
  t: Translator;
}) {
  const radio = optionIsRadio(option);
  const description = localizedDescription(option, locale);
  const hint = optionHint(option);
  const notes = [...optionInfoLines(option), ...(hint ? [hint] : [])];
  const notesId = `option-${option.id}-notes`;
  const errorId = `option-${option.id}-error`;
  const maxId = `option-${option.id}-max`;
  // Required groups say so before the first attempt, not only after a refused save.
  const required = option.min_select > 0;
  // Items greyed out at the group's maximum say why, where the eye already is.
  const max = optionMaxSelections(option);
  const atMaximum = !radio && max !== null && max < option.items.length && selected.length >= max;
  const describedBy = [
    notes.length > 0 || description ? notesId : '',
    atMaximum ? maxId : '',
    error ? errorId : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset data-option-id={option.id} aria-describedby={describedBy || undefined} className="min-w-0">
      <legend className="text-base font-semibold text-stone-900">
        {localizedName(option, locale)}
        {required && (
          <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 align-middle text-xs font-medium text-stone-700">
            {t('options.required')}
          </span>
        )}
      </legend>
      {(description || notes.length > 0) && (
        <div id={notesId} className="mt-0.5 text-sm text-stone-500">
          {description && <p>{description}</p>}
          {notes.map((note) => (
            <p key={note.key}>{t.message(note)}</p>
          ))}
        </div>
      )}
      <ul className="mt-2 divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
        {option.items.map((item) => {
          const checked = selected.includes(item.id);
          const disabled = optionItemDisabled(option, selected, item.id);
          const price = optionItemPriceText(item, t);
          const itemDescription = localizedDescription(item, locale);
          return (
            <li key={item.id}>
              <label
                className={`flex min-h-12 items-center gap-3 px-3 py-2 ${disabled ? 'cursor-not-allowed text-stone-400' : 'cursor-pointer hover:bg-stone-50'}`}
              >
                <input
                  type={radio ? 'radio' : 'checkbox'}
                  name={`option-${option.id}`}
                  value={item.id}
                  checked={checked}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  onChange={() => {
                    if (!checked || !radio) onChange(optionToggle(option, selected, item.id));
                  }}
                  // A radio that is already chosen fires no change event; clicking it may empty a group without a minimum.
                  onClick={() => {
                    if (checked && radio) onChange(optionToggle(option, selected, item.id));
                  }}
                  className="accent-primary size-5 shrink-0"
                />
                <span className="min-w-0 flex-1">
                  <span className="block">{localizedName(item, locale)}</span>
                  {itemDescription && <span className="block text-sm text-stone-500">{itemDescription}</span>}
                </span>
                {price && <span className="shrink-0 text-sm text-stone-600 tabular-nums">{price}</span>}
              </label>
            </li>
          );
        })}
      </ul>
      <p id={maxId} aria-live="polite" className="mt-1.5 text-sm text-stone-600 empty:hidden">
        {atMaximum ? t('options.max_reached', { n: max }) : ''}
      </p>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {t.message(error)}
        </p>
      )}
    </fieldset>
  );
}
