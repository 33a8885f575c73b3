import type { AddressRequiredField } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { AddressPartField } from './address-part-field.tsx';
import type { StreetChange } from './new-address-draft.ts';

/**
 * Street and house number (spec §5 "Address"): both required, filled from the place picked, and either
 * edited looks the address up again. Neither has an autofill token (the browser's address book has no
 * separate street, and house numbers such as 12/A or 3 bis none at all).
 */
export function StreetFields({
  route,
  streetNumber,
  missing,
  onEdit,
  t,
}: {
  route: string;
  streetNumber: string;
  /** What the last check found missing: each such field says it is required. */
  missing: readonly AddressRequiredField[];
  onEdit: (change: StreetChange) => void;
  t: Translator;
}) {
  const required = (field: AddressRequiredField) =>
    missing.includes(field) ? t('validation.required') : null;
  return (
    <div className="mt-3 grid gap-3 grid-cols-[1fr_8rem]">
      <AddressPartField
        part="route"
        label={t('field.street')}
        value={route}
        onEdit={(typed) => onEdit({ route: typed })}
        error={required('route')}
      />
      <AddressPartField
        part="streetNumber"
        label={t('field.street_number')}
        value={streetNumber}
        onEdit={(typed) => onEdit({ streetNumber: typed })}
        error={required('street_number')}
      />
    </div>
  );
}
