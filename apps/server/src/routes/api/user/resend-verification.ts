import type { FastifyInstance } from 'fastify';
import { accountLinkPaths } from '@ordina/contracts';
import { resendAccountConfirmation } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { accountMail, outboxEmail } from '../../../plugins/mailer/index.ts';
import { ACCOUNT_CODE_TTL_MS, accountCodeCreate, accountCodeHash } from './account-codes.ts';
import { mailContext } from './mail-context.ts';

/**
 * POST /resend-verification: the registration's confirmation e-mail again,
 * with a fresh 48-hour link (older links stop working), for an unconfirmed
 * account. Behind the bot-protection token like register and recover, limited
 * per client address (accountRateLimit) and per e-mail (the recipient's
 * hourly share of account e-mails, counted for every address asked about).
 * The answer is the same whether the e-mail has an unconfirmed account, a
 * confirmed one or none: the call must not tell strangers who is a customer.
 */
export default function resendVerificationRoute(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(
    app,
    'POST /api/user/resend-verification',
    { config: { rateLimit: app.accountRateLimit } },
    async (request, reply) => {
      const body = request.body;
      await app.captcha.check(request, body.recaptchaToken);
      const { business, defaultLocale } = await mailContext(app);
      const code = accountCodeCreate();
      const now = new Date();
      const link = `${app.mailer.linkBase}${accountLinkPaths.verifyAccount(code)}`;
      const result = await resendAccountConfirmation(app.database.db, {
        businessId: app.businessId,
        email: body.username,
        code: {
          hash: accountCodeHash(code),
          expiresAt: new Date(now.getTime() + ACCOUNT_CODE_TTL_MS.account),
        },
        allowance: app.accountLimits.accountMail(body.username),
        mail: (user) =>
          outboxEmail(
            accountMail('verify_account', {
              to: user.email,
              locale: body.locale ?? defaultLocale,
              business,
              name: user.name,
              link,
            }),
          ),
        now,
      });
      if (!result.ok) return app.accountLimits.refuse(reply, result.resetAt);
      if (result.mailId !== null) app.mailer.deliver(result.mailId);
      return { data: { done: true as const } };
    },
  );

  done();
}
