import type { Locale } from '@ordina/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** GET /api/address/autocomplete: suggestions for the typed text (the caller waits for more than 4 characters, spec §5). */
export function addressSuggestions(text: string, locale: Locale) {
  return apiCall('GET /api/address/autocomplete', { query: { q: text, locale } });
}

/** POST /api/address/check: whether a suggestion is inside the delivery zones, with the message to show. */
export function addressCheck(placeId: string, locale: Locale) {
  return apiCall('POST /api/address/check', { body: { place_id: placeId, locale } });
}
