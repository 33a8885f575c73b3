import { ADDRESS_TEXT_MAX_LENGTH, STREET_NUMBER_MAX_LENGTH } from '@ordina/domain';
import type { AddressRequiredField } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { TextField } from '../../../../lib/form-field.tsx';
import type { Draft, StreetChange } from './new-address-draft.ts';

/**
 * Street and house number (spec §5 "Address"): both required, filled from the place picked, and either
 * edited looks the address up again. Neither has an autofill token (the browser's address book has no
 * separate street, and house numbers such as 12/A or 3 bis none at all).
 */
export function StreetFields({
  draft: { route, streetNumber },
  missing,
  onEdit,
  t,
}: {
  draft: Pick<Draft, 'route' | 'streetNumber'>;
  /** What the last check found missing: each such field says it is required. */
  missing: readonly AddressRequiredField[];
  onEdit: (change: StreetChange) => void;
  t: Translator;
}) {
  const required = (field: AddressRequiredField) =>
    missing.includes(field) ? t('validation.required') : null;
  return (
    <div className="mt-3 grid gap-3 grid-cols-[1fr_8rem]">
      <TextField
        name="address-route"
        label={t('field.street')}
        value={route}
        onChange={(event) => onEdit({ route: event.target.value })}
        autoComplete="off"
        inputMode="text"
        maxLength={ADDRESS_TEXT_MAX_LENGTH}
        error={required('route')}
      />
      <TextField
        name="address-street-number"
        label={t('field.street_number')}
        value={streetNumber}
        onChange={(event) => onEdit({ streetNumber: event.target.value })}
        autoComplete="off"
        inputMode="text"
        maxLength={STREET_NUMBER_MAX_LENGTH}
        error={required('street_number')}
      />
    </div>
  );
}
