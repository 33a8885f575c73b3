import type { FastifyInstance } from 'fastify';
import { accountLinkPaths } from '@ordina/contracts';
import { findUserByEmail, insertAccountCode, userIsActive } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { accountMail } from '../../../plugins/mailer/index.ts';
import { ACCOUNT_CODE_TTL_MS, accountCodeCreate, accountCodeHash } from './account-codes.ts';
import { mailContext } from './mail-context.ts';

/**
 * POST /recover: e-mails a link to /cambia-password/{codice} (valid 2 h); 404
 * NO_MAIL_FOUND for an unknown e-mail (spec §8); 429 TOO_MANY_REQUESTS, with
 * nothing written, once the address had its hourly share of account e-mails.
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
      const mailId = await app.database.db.transaction().execute(async (tx) => {
        await app.accountLimits.accountMail(tx, reply, user.email);
        await insertAccountCode(tx, {
          businessId: app.businessId,
          purpose: 'password_reset',
          codeHash: accountCodeHash(code),
          userId: user.id,
          expiresAt: new Date(now.getTime() + ACCOUNT_CODE_TTL_MS.password_reset),
          now,
        });
        const link = `${app.mailer.linkBase}${accountLinkPaths.changePassword(code)}`;
        return app.mailer.queue(tx, accountMail('password_reset', { to: user.email, locale: body.locale ?? defaultLocale, business, name: user.name, link }), now);
      });
      app.mailer.deliver(mailId);
      return { data: { done: true as const } };
    },
  );

  done();
}
