import { OPTION_DESCRIPTION_MAX_LENGTH, OPTION_NAME_MAX_LENGTH, type Locale } from '@ordina/contracts';
import { formatSignedMoney } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { euroTextToCents } from '../../lib/business-document/euro-text.ts';
import { TranslatedTextFields } from '../../lib/business-document/translated-text-fields.tsx';
import { SelectField } from '../../lib/business-document/fields/choice-fields.tsx';
import { AllergensField } from '../../lib/business-document/fields/allergens-field.tsx';
import { TextField } from '../../lib/form-field.tsx';
import { EntryControls } from './entry-controls.tsx';
import { fieldErrorText } from './field-error-text.ts';
import type { FieldError, ItemDraft } from './option-drafts.ts';

/**
 * One item of an option (issue 35): its name and description in every language side by side, its price
 * in euros with a comma and whether it adds to the product's price or takes off it (spec §3's operand:
 * '+' adds, anything else subtracts and shows as '- '), the signed price as the dialog will show it.
 * `errors` are this item's, by field: the editor's own and the server's refusal.
 */
export function OptionItemFields({
  idPrefix,
  item,
  position,
  count,
  languages,
  locale,
  t,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  idPrefix: string;
  item: ItemDraft;
  position: number;
  count: number;
  languages: readonly Locale[];
  locale: Locale;
  t: StaffTranslator;
  errors: { name?: FieldError | undefined; price?: FieldError | undefined };
  onChange: (item: ItemDraft) => void;
  onMove: (by: -1 | 1, key: string) => void;
  onRemove: () => void;
}) {
  const main = languages[0];
  const name = (main === undefined ? '' : item.texts.names[main]?.trim()) || t('option_groups.unnamed');
  const cents = euroTextToCents(item.price);
  const priceError = fieldErrorText(errors.price, t, main);
  const nameError = fieldErrorText(errors.name, t, main);
  const shown =
    typeof cents === 'number' && cents > 0
      ? ` ${t('option_groups.item_price_shown', { price: formatSignedMoney(item.subtracts ? -cents : cents, locale) })}`
      : '';
  return (
    <fieldset className="rounded-lg border border-stone-300 bg-stone-50 p-2 sm:p-3">
      <legend className="px-1 font-semibold break-words">
        {t('option_groups.item_title', { position, name })}
      </legend>
      <EntryControls
        moveKey={`item-${item.id}`}
        name={name}
        first={position === 1}
        last={position === count}
        removeLabel={t('option_groups.remove_item', { name })}
        t={t}
        onMove={onMove}
        onRemove={onRemove}
      />
      <TranslatedTextFields
        idPrefix={idPrefix}
        texts={item.texts}
        languages={languages}
        mainNameError={nameError}
        nameMaxLength={OPTION_NAME_MAX_LENGTH}
        descriptionMaxLength={OPTION_DESCRIPTION_MAX_LENGTH}
        compact
        t={t}
        onChange={(texts) => onChange({ ...item, texts })}
      />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-price`}
          label={t('option_groups.item_price')}
          hint={`${t('option_groups.item_price_hint')}${shown}`}
          error={priceError}
          inputMode="decimal"
          autoComplete="off"
          value={item.price}
          onChange={(event) => onChange({ ...item, price: event.target.value })}
        />
        <SelectField
          id={`${idPrefix}-operand`}
          label={t('option_groups.operand')}
          value={item.subtracts ? 'subtract' : 'add'}
          onChange={(value) => onChange({ ...item, subtracts: value === 'subtract' })}
        >
          <option value="add">{t('option_groups.operand_add')}</option>
          <option value="subtract">{t('option_groups.operand_subtract')}</option>
        </SelectField>
      </div>
      <AllergensField
        idPrefix={idPrefix}
        allergens={item.allergens}
        hint={t('allergens_field.hint_item')}
        t={t}
        onChange={(allergens) => onChange({ ...item, allergens })}
      />
    </fieldset>
  );
}
