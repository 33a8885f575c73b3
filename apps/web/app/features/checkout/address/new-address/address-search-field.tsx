import { useId } from 'react';
import type { AddressSuggestion } from '@ordina/contracts';
import { ADDRESS_TEXT_MAX_LENGTH } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { AddressCombobox } from '../../../../components/ui/address-combobox.tsx';
import type { AddressSuggestionsState } from '../../../../lib/address/use-address-suggestions.ts';

/**
 * The new address's autocomplete search (spec §5 "Address"), with its hint and the message of a search
 * that failed. It is the address field's focus target after a refused submit, read with the form's
 * message for the field.
 */
export function AddressSearchField({
  value,
  suggestions,
  onType,
  onPick,
  focusTarget,
  invalid,
  describedBy,
  t,
}: {
  value: string;
  suggestions: AddressSuggestionsState;
  onType: (search: string) => void;
  onPick: (suggestion: AddressSuggestion) => void;
  focusTarget: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  t: Translator;
}) {
  const hintsId = useId();
  return (
    <>
      <AddressCombobox
        label={t('address.search')}
        value={value}
        onType={onType}
        suggestions={suggestions.list}
        onPick={onPick}
        placeholder={t('address.search_placeholder')}
        listLabel={t('address.suggestions')}
        // The browser's saved street line starts a search; the customer then picks the place.
        autoComplete="address-line1"
        maxLength={ADDRESS_TEXT_MAX_LENGTH}
        fieldName={focusTarget ? 'address' : undefined}
        describedBy={[describedBy, hintsId].filter(Boolean).join(' ') || undefined}
        invalid={invalid}
      />
      <p id={hintsId} className="mt-1 text-xs text-stone-600">
        {t('address.search_hint')}
      </p>
      {suggestions.failed && <p className="mt-1 text-sm text-red-700">{t('address.check_failed')}</p>}
    </>
  );
}
