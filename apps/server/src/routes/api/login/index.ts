import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findUserByEmail, userIsActive } from '@ordina/db';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { passwordDecoyCheck, passwordMatches } from '../../../plugins/auth/index.ts';

/**
 * POST /api/login_check (spec §7): e-mail and password → the logged-in user
 * with a token. 401 WRONG_LOGIN_DATA for an unknown e-mail, a wrong password
 * or an account without a password (social sign-in only); 403 USER_NOT_EXISTS
 * for a right password on an account not yet confirmed by e-mail, or deleted;
 * 429 TOO_MANY_REQUESTS past the per-address or the per-account limit.
 */
function loginRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  registerEndpoint(
    app,
    'POST /api/login_check',
    { config: { rateLimit: app.accountRateLimit } },
    async (request, reply) => {
      const { username, password } = request.body;
      const passwordWasRight = await app.accountLimits.loginAttempt(reply, username);
      const user = await findUserByEmail(app.database.db, app.businessId, username);
      if (user?.password_hash === null || user?.password_hash === undefined) {
        await passwordDecoyCheck(password);
        throw new ApiError(401, 'WRONG_LOGIN_DATA');
      }
      if (!(await passwordMatches(user.password_hash, password))) throw new ApiError(401, 'WRONG_LOGIN_DATA');
      await passwordWasRight();
      // Only after the right password: whether an account is confirmed is not told to strangers.
      if (!userIsActive(user) || user.email_verified_at === null) throw new ApiError(403, 'USER_NOT_EXISTS');
      return { data: await app.auth.startSession(user) };
    },
  );

  done();
}

// Register with `{ prefix: '/login_check' }` inside /api.
export default fp(loginRoutes, {
  name: 'login-routes',
  dependencies: ['db', 'auth', 'rate-limit'],
  encapsulate: true,
});
