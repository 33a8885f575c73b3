import type { ChangePasswordRequest } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** POST /api/user/change-password: the recovery e-mail's code, the new password and a bot-protection token. */
export function changePassword(request: ChangePasswordRequest) {
  return apiCall('POST /api/user/change-password', { body: request });
}
