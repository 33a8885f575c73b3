import type { SessionUser } from '@ordina/contracts';
import { apiCall, envelopeSchema } from '../api-client.ts';
import type { ApiResult } from '../api-client.ts';
import { sessionUserOf } from './session-store.ts';

/** The session answer (login, renewal, verification) checked without zod: it runs on every page with a user. */
export const sessionUserResponse = envelopeSchema(sessionUserOf);

/** POST /api/secured/user/{id}/token: a new token for the same session (spec §7). */
export function renewSessionToken(user: SessionUser): Promise<ApiResult<SessionUser>> {
  return apiCall('POST', `/api/secured/user/${user.id}/token`, { schema: sessionUserResponse, progress: false });
}
