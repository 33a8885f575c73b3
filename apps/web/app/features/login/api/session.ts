import type { LoginRequest, SessionUser } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** POST /api/login_check: the user with a token, or WRONG_LOGIN_DATA (401) / USER_NOT_EXISTS (403). */
export function logIn(request: LoginRequest) {
  return apiCall('POST /api/login_check', { body: request });
}

/** POST /api/secured/user/{id}/logout: revokes the session on the server. */
export function logOut(user: SessionUser) {
  return apiCall('POST /api/secured/user/:id/logout', { params: { id: user.id } });
}
