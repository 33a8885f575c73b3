import {
  ADDRESS_TEXT_MAX_LENGTH,
  DOORBELL_MAX_LENGTH,
  FLOOR_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
} from '@ordina/domain';
import { TextField } from '../../../../lib/form-field.tsx';

/** The parts of the address the customer types beside the search. */
export type AddressPart = 'route' | 'streetNumber' | 'floor' | 'doorbell';

const PART_FIELD_NAMES: Record<AddressPart, string> = {
  route: 'address-route',
  streetNumber: 'address-street-number',
  floor: 'address-floor',
  doorbell: 'address-doorbell',
};
/** Each part's longest text: the order's address schema refuses longer (@ordina/contracts addressInputSchema). */
const PART_MAX_LENGTHS: Record<AddressPart, number> = {
  route: ADDRESS_TEXT_MAX_LENGTH,
  streetNumber: STREET_NUMBER_MAX_LENGTH,
  floor: FLOOR_MAX_LENGTH,
  doorbell: DOORBELL_MAX_LENGTH,
};

/** One typed part of a new address, on a text keyboard (house numbers carry letters and slashes too). */
export function AddressPartField({
  part,
  label,
  value,
  onEdit,
  autoComplete = 'off',
  error,
}: {
  part: AddressPart;
  label: string;
  value: string;
  onEdit: (typed: string) => void;
  autoComplete?: string;
  error: string | null;
}) {
  return (
    <TextField
      name={PART_FIELD_NAMES[part]}
      label={label}
      value={value}
      onChange={(event) => onEdit(event.target.value)}
      autoComplete={autoComplete}
      inputMode="text"
      maxLength={PART_MAX_LENGTHS[part]}
      error={error}
    />
  );
}
