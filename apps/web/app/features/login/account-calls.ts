import type { Locale, LoginRequest, RecoverRequest, RegisterRequest, SessionUser } from '@ordina/contracts';
import { apiCall, envelopeSchema } from '../../lib/api-client.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import { sessionUserResponse } from '../../lib/session/token-renewal.ts';

// `{ data: { done: true } }`, checked by shape: the drawer's chunk stays without zod.
const doneAnswer = envelopeSchema((data) => ((data as { done?: unknown } | null)?.done === true ? { done: true as const } : null));

/** POST /api/login_check: the user with a token, or WRONG_LOGIN_DATA (401) / USER_NOT_EXISTS (403). */
export function logIn(request: LoginRequest): Promise<ApiResult<SessionUser>> {
  return apiCall('POST', '/api/login_check', { body: request, schema: sessionUserResponse });
}

/** POST /api/user/register: done (the confirmation e-mail is on its way), or EMAIL_EXISTS (409) and field codes. */
export function register(request: RegisterRequest): Promise<ApiResult<{ done: true }>> {
  return apiCall('POST', '/api/user/register', { body: request, schema: doneAnswer });
}

/** POST /api/user/recover: done (the change-password e-mail is on its way), or NO_MAIL_FOUND. */
export function recoverPassword(request: RecoverRequest): Promise<ApiResult<{ done: true }>> {
  return apiCall('POST', '/api/user/recover', { body: request, schema: doneAnswer });
}

/** POST /api/secured/user/{id}/logout: revokes the session on the server. */
export function logOut(user: SessionUser): Promise<ApiResult<{ done: true }>> {
  return apiCall('POST', `/api/secured/user/${user.id}/logout`, { schema: doneAnswer });
}

/** The registration request from the form's values (the privacy box is ticked: the form checks it first). */
export function registerRequest(
  values: { email: string; name: string; lastname: string; phone: string; password: string; newsletter: boolean },
  recaptchaToken: string,
  locale: Locale,
): RegisterRequest {
  return {
    username: values.email.trim(),
    name: values.name.trim(),
    lastname: values.lastname.trim(),
    phone: values.phone.trim(),
    password: values.password,
    recaptchaToken,
    locale,
    privacyPolicy: true,
    newsletter: values.newsletter,
  };
}
