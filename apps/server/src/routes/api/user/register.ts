import type { FastifyInstance } from 'fastify';
import { accountLinkPaths } from '@ordina/contracts';
import { registerAccount, userEmailNormalize } from '@ordina/db';
import { phoneNormalize } from '@ordina/domain';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { passwordHash } from '../../../plugins/auth/index.ts';
import { accountMail, outboxEmail } from '../../../plugins/mailer/index.ts';
import { ACCOUNT_CODE_TTL_MS, accountCodeCreate, accountCodeHash } from './account-codes.ts';
import { mailContext } from './mail-context.ts';

/**
 * POST /register: creates an unconfirmed account and e-mails the link that
 * confirms it (PUBLIC_URL + accountLinkPaths.verifyAccount). Account, code
 * and e-mail are written in one transaction by `registerAccount`: all three
 * or none (none also when the address had its hourly share of account
 * e-mails: 429).
 */
export default function registerRoute(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(
    app,
    'POST /api/user/register',
    { config: { rateLimit: app.accountRateLimit } },
    async (request, reply) => {
      const body = request.body;
      await app.captcha.check(request, body.recaptchaToken);
      const phone = phoneNormalize(body.phone);
      if (!phone.valid || phone.international === null) throw new ApiError(400, 'WRONG_PHONE');
      const hash = await passwordHash(body.password);
      const { business } = await mailContext(app);
      const code = accountCodeCreate();
      const now = new Date();
      const to = userEmailNormalize(body.username);
      const link = `${app.mailer.linkBase}${accountLinkPaths.verifyAccount(code)}`;

      const result = await registerAccount(app.database.db, {
        user: {
          businessId: app.businessId,
          email: body.username,
          passwordHash: hash,
          name: body.name,
          lastname: body.lastname,
          phone: phone.international,
          newsletter: body.newsletter,
          privacyPolicyAccepted: body.privacyPolicy,
          now,
        },
        code: {
          hash: accountCodeHash(code),
          expiresAt: new Date(now.getTime() + ACCOUNT_CODE_TTL_MS.account),
        },
        mail: {
          message: outboxEmail(
            accountMail('verify_account', { to, locale: body.locale, business, name: body.name, link }),
          ),
          allowance: app.accountLimits.accountMail(to),
        },
      });
      if (!result.ok && result.reason === 'email_exists') throw new ApiError(409, 'EMAIL_EXISTS');
      if (!result.ok) return app.accountLimits.refuse(reply, result.resetAt);
      app.mailer.deliver(result.mailId);
      return reply.status(201).send({ data: { done: true as const } });
    },
  );

  done();
}
