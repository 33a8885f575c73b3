import { DOORBELL_MAX_LENGTH, FLOOR_MAX_LENGTH, validateDoorbell, validateFloor } from '@ordina/domain';
import type { Translator } from '@ordina/i18n';
import { TextField } from '../../../../lib/form-field.tsx';
import type { DetailChange, Draft } from './new-address-draft.ts';

/**
 * Floor (≤ 40) and doorbell (≤ 60), spec §5 "Address": optional, each said invalid as it is typed. They
 * travel with the checked address and do not look it up again.
 */
export function DetailFields({
  draft: { floor, doorbell },
  onEdit,
  t,
}: {
  draft: Pick<Draft, 'floor' | 'doorbell'>;
  onEdit: (change: DetailChange) => void;
  t: Translator;
}) {
  const floorError = validateFloor(floor);
  const doorbellError = validateDoorbell(doorbell);
  return (
    <div className="mt-3 grid gap-3 grid-cols-2">
      <TextField
        name="address-floor"
        label={t('field.floor')}
        value={floor}
        onChange={(event) => onEdit({ floor: event.target.value })}
        autoComplete="address-line2"
        inputMode="text"
        maxLength={FLOOR_MAX_LENGTH}
        error={floorError ? t.message(floorError) : null}
      />
      {/* The name on the bell is often not the customer's own: no autofill. */}
      <TextField
        name="address-doorbell"
        label={t('field.doorbell')}
        value={doorbell}
        onChange={(event) => onEdit({ doorbell: event.target.value })}
        autoComplete="off"
        inputMode="text"
        maxLength={DOORBELL_MAX_LENGTH}
        error={doorbellError ? t.message(doorbellError) : null}
      />
    </div>
  );
}
