import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import changePasswordRoute from './change-password.ts';
import recoverRoute from './recover.ts';
import registerRoute from './register.ts';
import resendVerificationRoute from './resend-verification.ts';
import verifyRoute from './verify.ts';

/** /api/user: registration, confirmation (and its e-mail again), password recovery and change (spec §7). Needs the auth, mailer, captcha, rate-limit and storefront plugins (declared below). */
function userRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  void app.register(registerRoute);
  void app.register(verifyRoute);
  void app.register(resendVerificationRoute);
  void app.register(recoverRoute);
  void app.register(changePasswordRoute);
  done();
}

export default fp(userRoutes, {
  name: 'user-routes',
  dependencies: ['auth', 'mailer', 'captcha', 'rate-limit', 'storefront'],
  encapsulate: true,
});
