import type { FastifyInstance } from 'fastify';
import { accountLinkPaths } from '@ordina/contracts';
import { findUserByEmail, requestPasswordReset, userIsActive } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { accountMail, outboxEmail } from '../../../plugins/mailer/index.ts';
import { ACCOUNT_CODE_TTL_MS, accountCodeCreate, accountCodeHash } from './account-codes.ts';
import { mailContext } from './mail-context.ts';

/**
 * POST /recover: e-mails a link to /cambia-password/{codice} (valid 2 h); 404
 * NO_MAIL_FOUND for an unknown e-mail (spec §8); 429 TOO_MANY_REQUESTS, with
 * nothing written, once the address had its hourly share of account e-mails.
 * Code and e-mail are written in one transaction by `requestPasswordReset`.
 */
export default function recoverRoute(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(
    app,
    'POST /api/user/recover',
    { config: { rateLimit: app.accountRateLimit } },
    async (request, reply) => {
      const body = request.body;
      await app.captcha.check(request, body.recaptchaToken);
      const user = await findUserByEmail(app.database.db, app.businessId, body.username);
      if (user === undefined || !userIsActive(user)) throw new ApiError(404, 'NO_MAIL_FOUND');
      const { business, defaultLocale } = await mailContext(app);
      const code = accountCodeCreate();
      const now = new Date();
      const link = `${app.mailer.linkBase}${accountLinkPaths.changePassword(code)}`;
      const result = await requestPasswordReset(app.database.db, {
        businessId: app.businessId,
        userId: user.id,
        code: {
          hash: accountCodeHash(code),
          expiresAt: new Date(now.getTime() + ACCOUNT_CODE_TTL_MS.password_reset),
        },
        mail: {
          message: outboxEmail(
            accountMail('password_reset', {
              to: user.email,
              locale: body.locale ?? defaultLocale,
              business,
              name: user.name,
              link,
            }),
          ),
          allowance: app.accountLimits.accountMail(user.email),
        },
        now,
      });
      if (!result.ok) return app.accountLimits.refuse(reply, result.resetAt);
      app.mailer.deliver(result.mailId);
      return { data: { done: true as const } };
    },
  );

  done();
}
