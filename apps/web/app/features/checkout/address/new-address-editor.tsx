import type { Translator } from '@ordina/i18n';
import { AddressOutcomeMessages } from './address-outcome.tsx';
import type { CheckoutAddressValue } from './address-value.ts';
import { AddressSearchField } from './new-address/address-search-field.tsx';
import { DetailFields } from './new-address/detail-fields.tsx';
import { StreetFields } from './new-address/street-fields.tsx';
import { useNewAddress } from './new-address/use-new-address.ts';

/**
 * A new delivery address (spec §2 "Address component", §5 "Address"): the
 * autocomplete search (more than 4 characters, 300 ms; 4 or fewer clears the
 * address), then street and house number (both required; an edit looks the
 * address up again after 500 ms), floor (≤ 40) and doorbell (≤ 60). Each
 * check reports inside, outside, not found or incomplete; only inside gives
 * the form an address (spec §4: outside clears it). Its parts are in new-address/.
 */
export function NewAddressEditor({
  value,
  onChange,
  focusTarget,
  invalid,
  describedBy,
  t,
}: {
  value: CheckoutAddressValue;
  onChange: (next: CheckoutAddressValue) => void;
  /** Whether the search is the field's focus target after a refused submit. */
  focusTarget: boolean;
  /** Whether the form marks the field invalid (its message is `describedBy`). */
  invalid: boolean;
  describedBy: string | undefined;
  t: Translator;
}) {
  const editor = useNewAddress(value, onChange, t.locale);
  const { draft, shown } = editor;
  return (
    <div>
      <AddressSearchField
        value={draft.search}
        suggestions={editor.suggestions}
        onType={editor.onType}
        onPick={editor.onPick}
        focusTarget={focusTarget}
        invalid={invalid}
        describedBy={describedBy}
        t={t}
      />
      <StreetFields
        draft={draft}
        missing={shown.kind === 'incomplete' ? shown.missing : []}
        onEdit={editor.onStreetEdit}
        t={t}
      />
      <DetailFields draft={draft} onEdit={editor.onDetailEdit} t={t} />
      <AddressOutcomeMessages outcome={shown} onRetry={editor.retry} t={t} />
    </div>
  );
}
