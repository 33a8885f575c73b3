import { useId } from 'react';
import type { SavedAddress } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { savedAddressLine } from '../../../lib/address/saved-address-line.ts';

/**
 * The logged-in customer's saved addresses as a radio group, with a last
 * 'New address' entry (spec §2 "Address component"). Saved addresses are
 * shown read-only: they cannot be edited here (the account page deletes them
 * or makes one the default). The checked radio (else the first) is the
 * field's focus target after a refused submit (`data-field-name`), unless the
 * new address's search takes that role.
 */
export function SavedAddressChoice({
  addresses,
  selected,
  onSelect,
  focusTarget,
  describedBy,
  t,
}: {
  addresses: readonly SavedAddress[];
  /** The saved address chosen, or null for 'New address'. */
  selected: number | null;
  onSelect: (id: number | null) => void;
  /** Whether a radio here is the field's focus target. */
  focusTarget: boolean;
  /** The form's message for the field, read with the radios. */
  describedBy: string | undefined;
  t: Translator;
}) {
  const name = useId();
  const targetId = selected ?? addresses[0]?.id ?? null;
  const radioClass = 'accent-primary mt-0.5 size-5 shrink-0';
  const rowClass =
    'flex cursor-pointer items-start gap-3 rounded-xl border border-stone-200 bg-white p-3 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary';
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-stone-800">{t('address.saved_addresses')}</legend>
      <div className="mt-2 space-y-2">
        {addresses.map((address) => (
          <label key={address.id} className={rowClass}>
            <input
              type="radio"
              name={name}
              value={address.id}
              checked={selected === address.id}
              onChange={() => onSelect(address.id)}
              data-field-name={focusTarget && targetId === address.id ? 'address' : undefined}
              className={radioClass}
            />
            <span className="text-sm">
              <span className="block font-medium text-stone-900">{savedAddressLine(address)}</span>
              {address.floor ? (
                <span className="block text-stone-700">
                  {t('account.address_floor', { floor: address.floor })}
                </span>
              ) : null}
              {address.intercom_name ? (
                <span className="block text-stone-700">
                  {t('account.address_doorbell', { name: address.intercom_name })}
                </span>
              ) : null}
            </span>
          </label>
        ))}
        <label className={rowClass}>
          <input
            type="radio"
            name={name}
            value="new"
            checked={selected === null}
            onChange={() => onSelect(null)}
            className={radioClass}
          />
          <span className="text-sm font-medium text-stone-900">{t('address.new_address')}</span>
        </label>
      </div>
    </fieldset>
  );
}
