import type { ProfileUpdateRequest, SessionUser } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** PUT …/anagraphic: the user with a fresh token carrying the new name and phone. */
export function updateProfile(user: SessionUser, profile: ProfileUpdateRequest) {
  return apiCall('PUT /api/secured/user/:id/anagraphic', { params: { id: user.id }, body: profile });
}
