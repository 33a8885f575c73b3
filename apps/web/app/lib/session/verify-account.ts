import type { SessionUser } from '@ordina/contracts';
import { apiCall } from '../api-client.ts';
import type { ApiResult } from '../api-client.ts';
import { sessionUserResponse } from './token-renewal.ts';

/** POST /api/user/verify: confirms the account of a registration e-mail's code and logs it in (WRONG_CODE when unknown, used or expired). */
export function verifyAccount(code: string): Promise<ApiResult<SessionUser>> {
  return apiCall('POST', '/api/user/verify', { body: { code }, schema: sessionUserResponse });
}
