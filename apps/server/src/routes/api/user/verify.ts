import type { FastifyInstance } from 'fastify';
import { consumeAccountCode, findUserById, markUserEmailVerified, userIsActive } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { accountCodeHash } from './account-codes.ts';

/** POST /verify: the code of the confirmation e-mail confirms the account (once) and logs it in. */
export default function verifyRoute(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(
    app,
    'POST /api/user/verify',
    { config: { rateLimit: app.accountRateLimit } },
    async (request) => {
      const now = new Date();
      const user = await app.database.db.transaction().execute(async (tx) => {
        const used = await consumeAccountCode(tx, app.businessId, 'account', accountCodeHash(request.body.code), now);
        const found = used && (await findUserById(tx, app.businessId, used.userId));
        if (found === undefined || !userIsActive(found)) return undefined;
        await markUserEmailVerified(tx, app.businessId, found.id, now);
        return found;
      });
      if (user === undefined) throw new ApiError(400, 'WRONG_CODE');
      return { data: await app.auth.startSession(user, now) };
    },
  );

  done();
}
