import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** GET /api/storefront/places: the business's named places with their methods (a background call: no progress bar). */
export function fetchPlaces(signal?: AbortSignal) {
  return apiCall('GET /api/storefront/places', { progress: false, signal });
}
