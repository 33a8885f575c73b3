import type { SessionUser } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** GET …/anagraphic/address: the saved addresses. */
export function loadSavedAddresses(user: SessionUser) {
  return apiCall('GET /api/secured/user/:id/anagraphic/address', { params: { id: user.id } });
}

/** DELETE …/anagraphic/address/{id}: the remaining addresses (the first becomes default if the default went). */
export function deleteSavedAddress(user: SessionUser, addressId: number) {
  return apiCall('DELETE /api/secured/user/:id/anagraphic/address/:addressId', {
    params: { id: user.id, addressId },
  });
}

/** PUT …/anagraphic/address/{id} with default=1 (spec §7): the list with this one as the only default. */
export function makeDefaultAddress(user: SessionUser, addressId: number) {
  return apiCall('PUT /api/secured/user/:id/anagraphic/address/:addressId', {
    params: { id: user.id, addressId },
    body: { id: addressId, default: 1 },
  });
}
