import type { FastifyInstance } from 'fastify';
import { confirmAccount } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { accountCodeHash } from './account-codes.ts';

/**
 * POST /verify: the code of the confirmation e-mail confirms the account
 * (once, `confirmAccount`) and logs it in. The link used again once the
 * account is confirmed answers 409 ACCOUNT_ALREADY_VERIFIED (the home page
 * then says so and offers the login), without a session: a link is no
 * lasting key to the account. Unknown and expired codes: 400 WRONG_CODE.
 */
export default function verifyRoute(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(
    app,
    'POST /api/user/verify',
    { config: { rateLimit: app.accountRateLimit } },
    async (request) => {
      const now = new Date();
      const result = await confirmAccount(
        app.database.db,
        app.businessId,
        accountCodeHash(request.body.code),
        now,
      );
      if (!result.ok && result.reason === 'already_confirmed')
        throw new ApiError(409, 'ACCOUNT_ALREADY_VERIFIED');
      if (!result.ok) throw new ApiError(400, 'WRONG_CODE');
      return { data: await app.auth.startSession(result.user, now) };
    },
  );

  done();
}
