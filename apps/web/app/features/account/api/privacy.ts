import type { SessionUser } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** POST …/accept-privacy-policy: the renewed user (privacy_policy_accepted true). */
export function acceptPrivacyPolicy(user: SessionUser, currentPage: string) {
  // The contract caps the page address at 2000 characters.
  return apiCall('POST /api/secured/user/:id/accept-privacy-policy', {
    params: { id: user.id },
    body: { currentPage: currentPage.slice(0, 2000) },
  });
}

/** POST …/not-accept-privacy-policy: recorded, and the server ends the session. */
export function declinePrivacyPolicy(user: SessionUser) {
  return apiCall('POST /api/secured/user/:id/not-accept-privacy-policy', { params: { id: user.id } });
}
