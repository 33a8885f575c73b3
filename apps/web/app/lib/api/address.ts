import type { AddressInput, Locale } from '@ordina/contracts';
import { apiCall } from '../after-hydration-shared/api-client.ts';

// The address calls of spec §7 "maps service", shared by the home page's address check and the checkout's address field.

/** GET /api/address/autocomplete: suggestions for the typed text (the caller waits for more than 4 characters, spec §5). */
export function addressSuggestions(text: string, locale: Locale) {
  return apiCall('GET /api/address/autocomplete', { query: { q: text, locale } });
}

/** POST /api/address/check: whether a suggestion is inside the delivery zones, with the message to show. */
export function addressCheck(placeId: string, locale: Locale) {
  return apiCall('POST /api/address/check', { body: { place_id: placeId, locale } });
}

/** POST /api/address/check with a typed address (street and house number edited, or a saved address): the server geocodes it again. */
export function addressCheckTyped(address: AddressInput, locale: Locale) {
  return apiCall('POST /api/address/check', { body: { address, locale } });
}
