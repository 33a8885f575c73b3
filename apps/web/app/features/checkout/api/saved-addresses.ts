import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** GET …/anagraphic/address: the logged-in customer's saved addresses (reloaded after an order, which may have saved a new one). */
export function loadSavedAddresses(userId: number) {
  return apiCall('GET /api/secured/user/:id/anagraphic/address', { params: { id: userId }, progress: false });
}
