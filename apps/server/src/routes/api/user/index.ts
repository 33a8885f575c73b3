import type { FastifyInstance } from 'fastify';
import changePasswordRoute from './change-password.ts';
import recoverRoute from './recover.ts';
import registerRoute from './register.ts';
import verifyRoute from './verify.ts';

/** /api/user: registration, confirmation, password recovery and change (spec §7). Needs the auth, mailer, captcha and rate-limit plugins. */
export default function userRoutes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void) {
  for (const needed of ['auth', 'mailer', 'captcha', 'accountRateLimit', 'accountLimits', 'storefronts']) {
    if (!app.hasDecorator(needed)) {
      done(new Error(`userRoutes needs app.${needed} registered first`));
      return;
    }
  }
  void app.register(registerRoute);
  void app.register(verifyRoute);
  void app.register(recoverRoute);
  void app.register(changePasswordRoute);
  done();
}
