import type { FastifyInstance } from 'fastify';
import { resetPassword } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { passwordHash } from '../../../plugins/auth/index.ts';
import { accountCodeHash } from './account-codes.ts';

/**
 * POST /change-password: the code of a recovery e-mail sets a new password
 * and ends every session of the account (a stolen token dies with the old
 * password). The code proves the mailbox, so it also confirms the account.
 * One transaction, `resetPassword`.
 */
export default function changePasswordRoute(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(
    app,
    'POST /api/user/change-password',
    { config: { rateLimit: app.accountRateLimit } },
    async (request) => {
      const body = request.body;
      await app.captcha.check(request, body.recaptchaToken);
      const changed = await resetPassword(app.database.db, {
        businessId: app.businessId,
        codeHash: accountCodeHash(body.code),
        passwordHash: await passwordHash(body.password),
        now: new Date(),
      });
      if (!changed) throw new ApiError(400, 'WRONG_CODE');
      return { data: { done: true as const } };
    },
  );

  done();
}
