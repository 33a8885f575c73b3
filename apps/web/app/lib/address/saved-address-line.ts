import type { SavedAddress } from '@ordina/contracts';

/** One line for a saved address: street and number, then ZIP code and city (the account's list and the checkout's selector). */
export function savedAddressLine(
  address: Pick<SavedAddress, 'address' | 'street_number' | 'zipcode' | 'city'>,
): string {
  const street = [address.address, address.street_number].filter(Boolean).join(' ');
  const place = [address.zipcode, address.city].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}
