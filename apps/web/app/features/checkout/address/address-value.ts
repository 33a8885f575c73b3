import type { AddressInput, SavedAddress } from '@ordina/contracts';
import {
  addressDefault,
  savedAddressAsDelivery,
  validateAddressChosen,
  validateDoorbell,
  validateFloor,
} from '@ordina/domain';
import type { Message } from '@ordina/domain';

/** Where the address stands against the delivery zones (spec §4 "Address check"); only 'inside' may be ordered to. */
export type AddressZone = 'unchecked' | 'checking' | 'inside' | 'outside' | 'not_found' | 'incomplete';

/** The checkout's address field: the saved address chosen, or the typed one as the server checked it. */
export interface CheckoutAddressValue {
  /** a saved address id of the logged-in customer, or null for a typed one */
  selectedAddress: number | null;
  /** the address as checked (route, street_number, locality, postal_code, …, floor, intercom_name, lat, lng, place_id), or null */
  address: AddressInput | null;
  zone: AddressZone;
}

/** No address yet (a guest's first visit, or 'New address' before a search). */
export const emptyCheckoutAddress: CheckoutAddressValue = {
  selectedAddress: null,
  address: null,
  zone: 'unchecked',
};

/**
 * The field's value when the checkout opens or the customer logs in (spec §4
 * "Session"): the default saved address (flagged, else the first) selected,
 * not yet checked against the zones (the field checks it when shown); empty
 * for a guest or a customer without saved addresses.
 */
export function initialCheckoutAddress(saved: readonly SavedAddress[] | null): CheckoutAddressValue {
  const chosen = saved ? addressDefault(saved) : null;
  return chosen
    ? { selectedAddress: chosen.id, address: savedAddressAsDelivery(chosen), zone: 'unchecked' }
    : emptyCheckoutAddress;
}

/**
 * The rule the checkout form applies to the field (spec §5): home delivery
 * needs an address inside the zone — no address, an incomplete one, one not
 * found, outside or not yet checked all read 'You must specify an address'
 * (the field itself says which it is) — and floor ≤ 40, doorbell ≤ 60
 * characters on one line.
 */
export function addressFieldRule(value: CheckoutAddressValue): Message | null {
  const { address, zone } = value;
  if (address === null || zone !== 'inside') return validateAddressChosen(false);
  return validateFloor(address.floor) ?? validateDoorbell(address.intercom_name);
}
