import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { generateCodeVerifier, generateState } from 'arctic';
import { SOCIAL_SIGN_IN_ERROR_PARAM } from '@ordina/contracts';
import type { SocialProvider, SocialSignInError } from '@ordina/contracts';
import { consumeSocialSignInCode, signInWithProvider } from '@ordina/db';
import { identityAsCustomerData, SocialProviderError } from '../../../adapters/social-sign-in/index.ts';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { accountCodeCreate, accountCodeHash } from '../user/account-codes.ts';
import {
  ATTEMPT_COOKIE,
  ATTEMPT_COOKIE_PATH,
  ATTEMPT_TTL_SECONDS,
  cookieValue,
  openAttempt,
  sealAttempt,
  stateMatches,
} from './attempt-cookie.ts';

/** How long the landing address's one-time token can be traded for the session. */
export const SIGN_IN_CODE_TTL_MS = 2 * 60_000;

/** Sign-in starts one address may make per minute: a person taps a few times; each start may fetch Google's discovery. */
export const START_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * Sign-in with Google or Facebook (docs/decisions/024), registered with
 * `{ prefix: '/oauth' }` inside /api:
 * - GET /api/oauth/{provider}: a new attempt (state, PKCE verifier) sealed in
 *   a cookie, then 303 to the provider;
 * - GET /api/oauth/{provider}/callback: the attempt checked, the code traded
 *   for the person, the account found, linked or created, then 303 to
 *   `/?token=<one-time code>` — or to `/?social_sign_in_error=<why>`: never
 *   an error page of ours, never a 5xx for what a provider or visitor did;
 * - POST /api/oauth/session: the one-time code → the logged-in user (the
 *   session token never travels in an address).
 */
function oauthRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  const cookieKey = () => app.auth.derivedKey('oauth-attempt');
  const redirectUri = (provider: SocialProvider) => app.socialSignIn.callbackUrl(provider);
  const attemptCookie = (value: string, maxAge: number) =>
    `${ATTEMPT_COOKIE}=${value}; Path=${ATTEMPT_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${app.socialSignIn.secure ? '; Secure' : ''}`;
  const landOnHome = (reply: FastifyReply, query: Record<string, string>) =>
    reply
      .header('set-cookie', attemptCookie('', 0))
      .header('cache-control', 'no-store')
      .redirect(`/?${new URLSearchParams(query).toString()}`, 303);

  registerEndpoint(
    app,
    'GET /api/oauth/:provider',
    { config: { rateLimit: START_RATE_LIMIT } },
    async (request, reply) => {
      const provider = await app.socialSignIn.provider(request.params.provider);
      if (provider === undefined) throw new ApiError(404, 'NOT_FOUND');
      const attempt = {
        provider: provider.name,
        state: generateState(),
        codeVerifier: provider.usesPkce ? generateCodeVerifier() : '',
        expiresAt: Math.floor(Date.now() / 1000) + ATTEMPT_TTL_SECONDS,
      };
      let target: URL;
      try {
        target = await provider.authorizationUrl({ ...attempt, redirectUri: redirectUri(provider.name) });
      } catch (error) {
        if (!(error instanceof SocialProviderError)) throw error;
        request.log.warn(
          { provider: provider.name, reason: error.message },
          'social sign-in: the provider cannot be reached',
        );
        return landOnHome(reply, { [SOCIAL_SIGN_IN_ERROR_PARAM]: 'provider' });
      }
      return reply
        .header('set-cookie', attemptCookie(sealAttempt(cookieKey(), attempt), ATTEMPT_TTL_SECONDS))
        .header('cache-control', 'no-store')
        .redirect(target.toString(), 303);
    },
  );

  registerEndpoint(
    app,
    'GET /api/oauth/:provider/callback',
    { config: { rateLimit: START_RATE_LIMIT } },
    async (request, reply) => {
      const fail = (why: SocialSignInError) => landOnHome(reply, { [SOCIAL_SIGN_IN_ERROR_PARAM]: why });
      const { query } = request;
      const provider = await app.socialSignIn.provider(request.params.provider);
      if (provider === undefined) throw new ApiError(404, 'NOT_FOUND');
      const attempt = openAttempt(
        cookieKey(),
        cookieValue(request.headers.cookie, ATTEMPT_COOKIE),
        Math.floor(Date.now() / 1000),
      );
      if (attempt === undefined || attempt.provider !== provider.name || !stateMatches(attempt, query.state))
        return fail('state');
      if (query.error !== undefined) {
        // RFC 6749 §4.1.2.1 `access_denied`; Facebook adds error_reason=user_denied.
        const denied = query.error === 'access_denied' || query.error_reason === 'user_denied';
        if (!denied)
          request.log.warn(
            { provider: provider.name, error: query.error },
            'social sign-in: the provider answered an error',
          );
        return fail(denied ? 'denied' : 'provider');
      }
      if (query.code === undefined || query.code === '') return fail('provider');
      let identity;
      try {
        identity = identityAsCustomerData(
          await provider.identity({
            code: query.code,
            codeVerifier: attempt.codeVerifier,
            redirectUri: redirectUri(provider.name),
          }),
        );
      } catch (error) {
        if (!(error instanceof SocialProviderError)) throw error;
        request.log.warn(
          { provider: provider.name, reason: error.message },
          'social sign-in: the provider did not confirm the person',
        );
        return fail('provider');
      }
      const code = accountCodeCreate();
      const now = new Date();
      const result = await signInWithProvider(app.database.db, {
        businessId: app.businessId,
        identity,
        code: { codeHash: accountCodeHash(code), expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS) },
        now,
      });
      if (!result.ok) return fail(result.reason === 'no_email' ? 'provider' : 'email_in_use');
      request.log.info(
        { provider: provider.name, userId: result.userId, created: result.created },
        'social sign-in',
      );
      return landOnHome(reply, { token: code });
    },
  );

  registerEndpoint(
    app,
    'POST /api/oauth/session',
    { config: { rateLimit: app.accountRateLimit } },
    async (request) => {
      const user = await consumeSocialSignInCode(
        app.database.db,
        app.businessId,
        accountCodeHash(request.body.token),
        new Date(),
      );
      if (user === undefined) throw new ApiError(400, 'WRONG_CODE');
      return { data: await app.auth.startSession(user) };
    },
  );

  done();
}

export default fp(oauthRoutes, {
  name: 'oauth-routes',
  dependencies: ['db', 'auth', 'rate-limit', 'social-sign-in'],
  encapsulate: true,
});
