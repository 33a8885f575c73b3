import type { SessionUser } from '@ordina/contracts';
import { apiCall } from '../../after-hydration-shared/api-client.ts';

/** The app-wide session calls (the login drawer's own are in features/login/api/). */

/** POST /api/secured/user/{id}/token: a new token for the same session (spec §7); a background call, no progress bar. */
export function renewSessionToken(user: SessionUser) {
  return apiCall('POST /api/secured/user/:id/token', { params: { id: user.id }, progress: false });
}

/** POST /api/user/verify: confirms the account of a registration e-mail's code and logs it in (WRONG_CODE when unknown, used or expired). */
export function verifyAccount(code: string) {
  return apiCall('POST /api/user/verify', { body: { code } });
}

/** POST /api/oauth/session: the one-time token a Google or Facebook sign-in landed with → the logged-in user (WRONG_CODE when used or expired). */
export function tradeSignInToken(token: string) {
  return apiCall('POST /api/oauth/session', { body: { token } });
}
