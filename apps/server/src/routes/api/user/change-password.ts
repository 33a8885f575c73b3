import type { FastifyInstance } from 'fastify';
import { consumeAccountCode, expireUserAccountCodes, markUserEmailVerified, revokeUserSessions, setUserPasswordHash } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { passwordHash } from '../../../plugins/auth/index.ts';
import { accountCodeHash } from './account-codes.ts';

/**
 * POST /change-password: the code of a recovery e-mail sets a new password
 * and ends every session of the account (a stolen token dies with the old
 * password). The code proves the mailbox, so it also confirms the account.
 */
export default function changePasswordRoute(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(
    app,
    'POST /api/user/change-password',
    { config: { rateLimit: app.accountRateLimit } },
    async (request) => {
      const body = request.body;
      await app.captcha.check(request, body.recaptchaToken);
      const hash = await passwordHash(body.password);
      const now = new Date();
      const changed = await app.database.db.transaction().execute(async (tx) => {
        const used = await consumeAccountCode(tx, app.businessId, 'password_reset', accountCodeHash(body.code), now);
        if (used === undefined) return false;
        await setUserPasswordHash(tx, app.businessId, used.userId, hash, now);
        await markUserEmailVerified(tx, app.businessId, used.userId, now);
        await expireUserAccountCodes(tx, app.businessId, used.userId, 'password_reset', now);
        await revokeUserSessions(tx, app.businessId, used.userId, now);
        return true;
      });
      if (!changed) throw new ApiError(400, 'WRONG_CODE');
      return { data: { done: true as const } };
    },
  );

  done();
}
