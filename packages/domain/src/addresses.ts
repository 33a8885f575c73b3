import { message } from './message.ts';
import type { Message } from './message.ts';

/**
 * Delivery-address rules (spec §5 "Address", §4 "Session").
 */

/** More characters than this are needed before the address autocomplete searches. */
export const ADDRESS_SEARCH_MIN_EXCLUSIVE = 4;

/** The address fields a delivery cannot do without. */
export type AddressRequiredField = 'route' | 'street_number';

/** Whether an autocomplete query is long enough to search (more than 4 characters); shorter ones clear the address. */
export function addressSearchReady(query: string): boolean {
  return query.trim().length > ADDRESS_SEARCH_MIN_EXCLUSIVE;
}

/** The required fields (street and house number) an address lacks, in form order. */
export function addressMissingFields(address: {
  readonly route?: string | null;
  readonly street_number?: string | null;
}): AddressRequiredField[] {
  const missing: AddressRequiredField[] = [];
  if (!address.route?.trim()) missing.push('route');
  if (!address.street_number?.trim()) missing.push('street_number');
  return missing;
}

/** 'Incomplete address' with the missing fields, or null when street and house number are both there. */
export function addressIncomplete(address: {
  readonly route?: string | null;
  readonly street_number?: string | null;
}): { message: Message; missing: AddressRequiredField[] } | null {
  const missing = addressMissingFields(address);
  return missing.length === 0
    ? null
    : { message: message('address.incomplete', { fields: missing.join(', ') }), missing };
}

/** The locality of a geocoded address, falling back to the country when it has none. */
export function addressLocality(address: {
  readonly locality?: string | null;
  readonly country?: string | null;
}): string {
  return address.locality?.trim() || address.country?.trim() || '';
}

/** The address selected after login: the one flagged default (true or 1), else the first, else none. */
export function addressDefault<A extends object>(addresses: readonly A[]): A | null {
  const flagged = addresses.find((a) => {
    const flag = (a as { readonly default?: unknown }).default;
    return flag === true || flag === 1;
  });
  return flagged ?? addresses[0] ?? null;
}

/**
 * A saved address (spec §3 "Saved address") in the order's delivery-address
 * shape (spec §3 "Delivery address"): what the checkout sends when a saved
 * address is chosen and what the server orders to.
 */
export function savedAddressAsDelivery(saved: {
  readonly address: string;
  readonly street_number: string;
  readonly zipcode: string;
  readonly city: string;
  readonly country: string;
  readonly floor: string;
  readonly intercom_name: string;
  readonly lat: number;
  readonly lng: number;
  readonly google_place_id: string | null;
}) {
  return {
    route: saved.address,
    street_number: saved.street_number,
    postal_code: saved.zipcode,
    locality: saved.city,
    country: saved.country,
    floor: saved.floor,
    intercom_name: saved.intercom_name,
    lat: saved.lat,
    lng: saved.lng,
    place_id: saved.google_place_id,
  };
}
