import type { RecoverRequest } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** POST /api/user/recover: done (the change-password e-mail is on its way), or NO_MAIL_FOUND. */
export function recoverPassword(request: RecoverRequest) {
  return apiCall('POST /api/user/recover', { body: request });
}
