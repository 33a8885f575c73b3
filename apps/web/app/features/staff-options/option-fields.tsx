import {
  OPTION_DESCRIPTION_MAX_LENGTH,
  OPTION_NAME_MAX_LENGTH,
  type Locale,
  type Product,
} from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { TranslatedTextFields } from '../../lib/business-document/translated-text-fields.tsx';
import { CheckList, SelectField } from '../../lib/business-document/fields/choice-fields.tsx';
import { FieldNotes, notesDescribedBy, TextField } from '../../lib/form-field.tsx';
import { EntryControls } from './entry-controls.tsx';
import { fieldErrorText } from './field-error-text.ts';
import { blankItem, moved, type FieldError, type ItemDraft, type OptionDraft } from './option-drafts.ts';
import { OptionItemFields } from './option-item-fields.tsx';

const addButtonClass =
  'min-h-11 rounded-lg border border-stone-400 bg-white px-4 font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none';

/** The main language's name, or a placeholder while none is typed. */
export function draftName(
  texts: ItemDraft['texts'],
  languages: readonly Locale[],
  t: StaffTranslator,
): string {
  const main = languages[0];
  return (main === undefined ? '' : texts.names[main]?.trim()) || t('option_groups.unnamed');
}

/** Whether a name is left empty in a language other than the default one, in the option or its items. */
function missingTranslation(option: OptionDraft, languages: readonly Locale[]): boolean {
  const others = languages.slice(1);
  return [option, ...option.items].some((entry) =>
    others.some((language) => (entry.texts.names[language] ?? '').trim() === ''),
  );
}

/**
 * One option of a group (issue 35, spec §3 and §5): a disclosure whose summary says how the customer
 * chooses, so a long group stays short to read. Inside: its names and descriptions in every language,
 * one choice (radios) or several (checkboxes) with their minimum and maximum (0: none), the item the
 * dialog starts with, the products of the group's categories that do not offer it, and its items in
 * the dialog's order. `errors` are this option's, by path inside it (`min_select`, `items[0].price`).
 */
export function OptionFields({
  idPrefix,
  option,
  position,
  count,
  open,
  languages,
  locale,
  products,
  t,
  errors,
  newItemId,
  onToggle,
  onChange,
  onMove,
  onRemove,
  keepFocus,
}: {
  idPrefix: string;
  option: OptionDraft;
  position: number;
  count: number;
  open: boolean;
  languages: readonly Locale[];
  locale: Locale;
  /** The products the option may leave out (excludableProducts). */
  products: readonly Product[];
  t: StaffTranslator;
  errors: ReadonlyMap<string, FieldError>;
  /** An item id no item of the business has, for "Add an item". */
  newItemId: () => number;
  onToggle: (open: boolean) => void;
  onChange: (option: OptionDraft) => void;
  onMove: (by: -1 | 1, key: string) => void;
  onRemove: () => void;
  keepFocus: (key: string) => void;
}) {
  const main = languages[0];
  const name = draftName(option.texts, languages, t);
  const set = (change: Partial<OptionDraft>) => onChange({ ...option, ...change });
  const error = (path: string) => fieldErrorText(errors.get(path), t, main);
  const excludedError = fieldErrorText(
    [...errors].find(([path]) => path.startsWith('excluded_products_id'))?.[1],
    t,
    main,
  );
  const summary = option.multiSelect
    ? t('option_groups.summary_many', {
        min: option.minSelect,
        max: option.maxSelect.trim() === '0' ? t('option_groups.no_maximum') : option.maxSelect,
        count: option.items.length,
      })
    : t(Number(option.minSelect) > 0 ? 'option_groups.summary_one_required' : 'option_groups.summary_one', {
        count: option.items.length,
      });
  const hasErrors = errors.size > 0;

  function setItem(index: number, item: ItemDraft) {
    set({ items: option.items.map((other, at) => (at === index ? item : other)) });
  }

  function numberField(field: 'minSelect' | 'maxSelect', path: string, label: string, hint: string) {
    return (
      <TextField
        id={`${idPrefix}-${field}`}
        label={label}
        hint={hint}
        error={error(path)}
        inputMode="numeric"
        autoComplete="off"
        value={option[field]}
        onChange={(event) => set({ [field]: event.target.value })}
      />
    );
  }

  return (
    <details
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className="group rounded-xl border border-stone-300 bg-white"
    >
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-xl p-3 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none">
        {/* The summary is a flex row (no list marker): this arrow says it opens, and turns when open. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5 shrink-0 transition-transform group-open:rotate-90"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M7 4l6 6-6 6" />
        </svg>
        <span className="font-bold break-words text-stone-900">
          {t('option_groups.option_title', { position, name })}
        </span>
        <span className="text-sm text-stone-700">{summary}</span>
        {missingTranslation(option, languages) ? (
          <span className="rounded-full bg-amber-100 px-2 text-sm font-medium text-amber-900">
            {t('menu.missing_translation')}
          </span>
        ) : null}
        {hasErrors ? (
          <span className="rounded-full bg-red-100 px-2 text-sm font-medium text-red-900">
            {t('option_groups.has_problems')}
          </span>
        ) : null}
      </summary>
      <div className="border-t border-stone-200 p-2 sm:p-3">
        <EntryControls
          moveKey={`option-${option.id}`}
          name={name}
          first={position === 1}
          last={position === count}
          removeLabel={t('option_groups.remove_option', { name })}
          t={t}
          onMove={onMove}
          onRemove={onRemove}
        />
        <TranslatedTextFields
          idPrefix={idPrefix}
          texts={option.texts}
          languages={languages}
          mainNameError={error('name')}
          nameMaxLength={OPTION_NAME_MAX_LENGTH}
          descriptionMaxLength={OPTION_DESCRIPTION_MAX_LENGTH}
          t={t}
          onChange={(texts) => set({ texts })}
        />
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-stone-800">{t('option_groups.choice')}</legend>
          <div className="mt-1 flex flex-col sm:flex-row sm:gap-6">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${idPrefix}-choice`}
                checked={!option.multiSelect}
                // One choice takes one item at most: its maximum is 1, its minimum 0 or 1.
                onChange={() =>
                  set({
                    multiSelect: false,
                    maxSelect: '1',
                    minSelect: Number(option.minSelect) > 0 ? '1' : '0',
                  })
                }
                className="size-5"
              />
              {t('option_groups.choice_one')}
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${idPrefix}-choice`}
                checked={option.multiSelect}
                onChange={() => set({ multiSelect: true })}
                className="size-5"
              />
              {t('option_groups.choice_many')}
            </label>
          </div>
        </fieldset>
        {option.multiSelect ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {numberField(
              'minSelect',
              'min_select',
              t('option_groups.min_select'),
              t('option_groups.min_select_hint'),
            )}
            {numberField(
              'maxSelect',
              'max_select',
              t('option_groups.max_select'),
              t('option_groups.max_select_hint', { count: option.items.length }),
            )}
          </div>
        ) : (
          <div className="mt-2">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={Number(option.minSelect) > 0}
                onChange={(event) => set({ minSelect: event.target.checked ? '1' : '0' })}
                aria-invalid={error('min_select') ? true : undefined}
                aria-describedby={notesDescribedBy(`${idPrefix}-required`, { error: error('min_select') })}
                className="size-5"
              />
              {t('option_groups.required_choice')}
            </label>
            <FieldNotes id={`${idPrefix}-required`} error={error('min_select')} />
          </div>
        )}
        <SelectField
          id={`${idPrefix}-default`}
          label={t('option_groups.default_item')}
          hint={t('option_groups.default_item_hint')}
          error={error('default_item_id')}
          value={option.defaultItemId ?? ''}
          onChange={(value) => set({ defaultItemId: value === '' ? null : Number(value) })}
          className="mt-4"
        >
          <option value="">{t('option_groups.default_item_none')}</option>
          {option.items.map((item) => (
            <option key={item.id} value={item.id}>
              {draftName(item.texts, languages, t)}
            </option>
          ))}
        </SelectField>
        <fieldset
          className="mt-4"
          aria-describedby={notesDescribedBy(`${idPrefix}-excluded`, { error: excludedError })}
        >
          <legend className="text-sm font-medium text-stone-800">{t('option_groups.excluded')}</legend>
          {products.length === 0 ? (
            <p className="mt-1 text-sm text-stone-700">{t('option_groups.excluded_none')}</p>
          ) : (
            <CheckList
              choices={products.map((product) => ({ value: product.id, label: product.name }))}
              chosen={option.excluded}
              onChange={(excluded) => set({ excluded })}
            />
          )}
          <FieldNotes id={`${idPrefix}-excluded`} error={excludedError} />
        </fieldset>
        <p className="mt-6 font-bold text-stone-900">{t('option_groups.items_of', { name })}</p>
        {error('items') ? <p className="mt-1 text-sm font-medium text-red-700">{error('items')}</p> : null}
        <ul aria-label={t('option_groups.items_of', { name })} className="mt-2 flex flex-col gap-3">
          {option.items.map((item, index) => (
            <li key={item.id}>
              <OptionItemFields
                idPrefix={`${idPrefix}-item-${item.id}`}
                item={item}
                position={index + 1}
                count={option.items.length}
                languages={languages}
                locale={locale}
                t={t}
                errors={{
                  name: errors.get(`items[${index}].name`),
                  price: errors.get(`items[${index}].price`),
                }}
                onChange={(changed) => setItem(index, changed)}
                onMove={(by, key) => {
                  keepFocus(key);
                  set({ items: moved(option.items, index, index + by) });
                }}
                onRemove={() => set({ items: option.items.filter((other) => other.id !== item.id) })}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => set({ items: [...option.items, blankItem(newItemId(), languages)] })}
          className={`mt-3 ${addButtonClass}`}
        >
          {t('option_groups.add_item', { name })}
        </button>
      </div>
    </details>
  );
}
