import type { AddressCheckResult, AddressInput } from '@ordina/contracts';
import type { CheckoutAddressValue } from '../address-value.ts';

/** What the customer has typed, and the place the last check located (its town, ZIP code… for a re-lookup). */
export interface Draft {
  search: string;
  /** The suggestion text just picked: it fills the search but is not searched again. */
  picked: string | null;
  route: string;
  streetNumber: string;
  floor: string;
  doorbell: string;
  /** Town, ZIP code, country… of the last located place, sent again when street or number change. */
  place: AddressInput | null;
}

/** Street and number: an edit of either looks the address up again. */
export type StreetChange = Pick<Draft, 'route'> | Pick<Draft, 'streetNumber'>;
/** Floor and doorbell: they travel with the checked address, they do not move it. */
export type DetailChange = Pick<Draft, 'floor'> | Pick<Draft, 'doorbell'>;

export const emptyDraft: Draft = {
  search: '',
  picked: null,
  route: '',
  streetNumber: '',
  floor: '',
  doorbell: '',
  place: null,
};

/** The editor of a typed address restored from the field's value (a reload keeps the customer's checked address). */
export function draftOf(value: CheckoutAddressValue): Draft {
  const address = value.selectedAddress === null ? value.address : null;
  if (!address) return emptyDraft;
  // The search shows it on one line: "Route Number, ZIP Town".
  const street = [address.route, address.street_number].filter(Boolean).join(' ');
  const town = [address.postal_code, address.locality].filter(Boolean).join(' ');
  const line = [street, town].filter(Boolean).join(', ');
  return {
    search: line,
    picked: line,
    route: address.route ?? '',
    streetNumber: address.street_number ?? '',
    floor: address.floor ?? '',
    doorbell: address.intercom_name ?? '',
    place: address,
  };
}

/** The address a re-lookup sends: the street and number typed, in the town last located, with floor and doorbell. */
export function typedAddress(draft: Draft): AddressInput {
  const { place } = draft;
  return {
    route: draft.route.trim(),
    street_number: draft.streetNumber.trim(),
    locality: place?.locality ?? null,
    postal_code: place?.postal_code ?? null,
    administrative_area_level_1: place?.administrative_area_level_1 ?? null,
    administrative_area_level_2: place?.administrative_area_level_2 ?? null,
    administrative_area_level_3: place?.administrative_area_level_3 ?? null,
    country: place?.country ?? null,
    floor: draft.floor.trim(),
    intercom_name: draft.doorbell.trim(),
  };
}

/**
 * What a check's answer makes of the draft, and the form's value it gives: only an address inside goes
 * to the form, with the floor and doorbell typed meanwhile.
 */
export function answeredDraft(
  now: Draft,
  result: AddressCheckResult,
  typed: boolean,
): [Draft, CheckoutAddressValue] {
  const located = result.address;
  // A pick fills street and number from the place found; a re-lookup keeps what the customer typed.
  const kept = typed || !located;
  const route = kept ? now.route : located.route;
  const streetNumber = kept ? now.streetNumber : located.street_number;
  const draft = { ...now, route, streetNumber, place: located ?? now.place };
  if (result.status !== 'inside' || !located)
    return [draft, { selectedAddress: null, address: null, zone: result.status }];
  // The located place with what the customer typed of it (the geocoder knows no floor or doorbell).
  const address = {
    ...located,
    route,
    street_number: streetNumber,
    floor: now.floor.trim(),
    intercom_name: now.doorbell.trim(),
  };
  return [draft, { selectedAddress: null, address, zone: 'inside' }];
}
