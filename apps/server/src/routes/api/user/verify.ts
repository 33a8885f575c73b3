import type { FastifyInstance } from 'fastify';
import { confirmAccount } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { accountCodeHash } from './account-codes.ts';

/** POST /verify: the code of the confirmation e-mail confirms the account (once, `confirmAccount`) and logs it in. */
export default function verifyRoute(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(
    app,
    'POST /api/user/verify',
    { config: { rateLimit: app.accountRateLimit } },
    async (request) => {
      const now = new Date();
      const user = await confirmAccount(app.database.db, app.businessId, accountCodeHash(request.body.code), now);
      if (user === undefined) throw new ApiError(400, 'WRONG_CODE');
      return { data: await app.auth.startSession(user, now) };
    },
  );

  done();
}
