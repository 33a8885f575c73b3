import type { SavedAddress } from '@ordina/contracts';

/** A saved address as the server answers it (tests). */
export function savedAddress(overrides: Partial<SavedAddress> & Pick<SavedAddress, 'id'>): SavedAddress {
  return {
    address: 'Via Roma',
    zipcode: '40100',
    city: 'Bologna',
    country: 'IT',
    street_number: '1',
    floor: '',
    intercom_name: '',
    lat: 44.49,
    lng: 11.34,
    google_place_id: null,
    default: 0,
    ...overrides,
  };
}
