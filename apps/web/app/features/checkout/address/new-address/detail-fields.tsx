import { validateDoorbell, validateFloor } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { AddressPartField } from './address-part-field.tsx';
import type { DetailChange } from './new-address-draft.ts';

/**
 * Floor (≤ 40) and doorbell (≤ 60), spec §5 "Address": optional, each said invalid as it is typed. They
 * travel with the checked address and do not look it up again.
 */
export function DetailFields({
  floor,
  doorbell,
  onEdit,
  t,
}: {
  floor: string;
  doorbell: string;
  onEdit: (change: DetailChange) => void;
  t: Translator;
}) {
  const floorError = validateFloor(floor);
  const doorbellError = validateDoorbell(doorbell);
  return (
    <div className="mt-3 grid gap-3 grid-cols-2">
      <AddressPartField
        part="floor"
        label={t('field.floor')}
        value={floor}
        onEdit={(typed) => onEdit({ floor: typed })}
        autoComplete="address-line2"
        error={floorError ? t.message(floorError) : null}
      />
      {/* The name on the bell is often not the customer's own: no autofill. */}
      <AddressPartField
        part="doorbell"
        label={t('field.doorbell')}
        value={doorbell}
        onEdit={(typed) => onEdit({ doorbell: typed })}
        error={doorbellError ? t.message(doorbellError) : null}
      />
    </div>
  );
}
