import type { SessionUser } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** POST …/anonimize-data: the account is anonymised and every session ends. */
export function anonymiseAccount(user: SessionUser) {
  return apiCall('POST /api/secured/user/:id/anonimize-data', { params: { id: user.id } });
}
