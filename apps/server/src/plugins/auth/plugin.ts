import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@ordina/contracts';
import { extendSession, findLiveSession, insertSession, serverSecretGetOrCreate } from '@ordina/db';
import type { ActiveUserRecord, SessionRecord } from '@ordina/db';
import { ApiError } from '../../errors.ts';
import { sessionUserOf, tokenSubjectOf } from './session-user.ts';
import { TokenSigner } from './tokens.ts';
import type { TokenClaims } from './tokens.ts';

/** The logged-in customer of a secured request. */
export interface AuthenticatedAccount {
  /** The account as stored now (not as the token remembers it). */
  user: ActiveUserRecord;
  session: SessionRecord;
  claims: TokenClaims;
}

/** What the auth plugin offers routes (`app.auth`). */
export interface AuthService {
  /** Starts a session for the user and returns the spec's logged-in user with a fresh token. */
  startSession(user: ActiveUserRecord, now?: Date): Promise<SessionUser>;
  /** A new token for the same session (expiry moved on), carrying the user's current profile. */
  renewSession(
    account: Pick<AuthenticatedAccount, 'session'> & { user: ActiveUserRecord },
    now?: Date,
  ): Promise<SessionUser>;
  /** A key for another purpose derived from the auth secret (HMAC), so one secret serves all. */
  derivedKey(purpose: string): string;
  /** Token lifetime in seconds. */
  ttlSeconds: number;
  /**
   * The account of a request that carries a valid token of a live session, on
   * any route and without refusing anything (an error report names the
   * customer, spec §7); undefined otherwise.
   */
  identify(request: FastifyRequest): Promise<ActiveUserRecord | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /**
     * onRequest/preHandler hook of secured routes: checks the bearer token and
     * its session, that `:id` is the token's user, and the privacy-policy
     * gate; sets `request.account`. See README "Secured routes".
     */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The logged-in customer, set by `app.authenticate`; null on routes without it. */
    account: AuthenticatedAccount | null;
  }
  interface FastifyContextConfig {
    /** Lets a user who has not accepted the privacy policy through (token, logout, privacy, anonymise). */
    privacyPolicyExempt?: boolean;
  }
}

/** Options: the configured secret (undefined → generated once and kept in the database) and the token lifetime. */
export interface AuthPluginOptions {
  secret: string | undefined;
  tokenTtlSeconds: number;
}

const SECRET_NAME = 'auth_secret';

/** The account of an authenticated request; throws 401 on a route that forgot `app.authenticate`. */
export function requireAccount(request: FastifyRequest): AuthenticatedAccount {
  if (request.account === null) throw new ApiError(401, 'HTTP_UNAUTHORIZED');
  return request.account;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

async function auth(app: FastifyInstance, options: AuthPluginOptions) {
  const secret =
    options.secret ??
    (await serverSecretGetOrCreate(app.database.db, app.businessId, SECRET_NAME, () =>
      randomBytes(48).toString('base64url'),
    ));
  const signer = new TokenSigner(secret, options.tokenTtlSeconds);
  const db = () => app.database.db;

  const service: AuthService = {
    ttlSeconds: options.tokenTtlSeconds,
    async startSession(user, now = new Date()) {
      const sid = randomBytes(24).toString('base64url');
      const { token, claims } = await signer.sign(tokenSubjectOf(user), sid, now);
      await insertSession(db(), {
        id: sid,
        businessId: user.business_id,
        userId: user.id,
        expiresAt: new Date(claims.exp * 1000),
        now,
      });
      return sessionUserOf(token, claims);
    },
    async renewSession({ session, user }, now = new Date()) {
      const { token, claims } = await signer.sign(tokenSubjectOf(user), session.id, now);
      const extended = await extendSession(
        db(),
        session.businessId,
        session.id,
        new Date(claims.exp * 1000),
        now,
      );
      // Revoked between the check and now (a logout in another tab): no new token.
      if (!extended) throw new ApiError(401, 'HTTP_UNAUTHORIZED');
      return sessionUserOf(token, claims);
    },
    derivedKey(purpose) {
      return createHmac('sha256', secret).update(`ordina:${purpose}`).digest('base64url');
    },
    async identify(request) {
      if (request.account !== null) return request.account.user;
      const now = new Date();
      const token = bearerToken(request);
      const claims = token === undefined ? undefined : await signer.verify(token, now);
      if (claims === undefined) return undefined;
      const live = await findLiveSession(db(), app.businessId, claims.sid, now);
      return live !== undefined && live.user.id === claims.id ? live.user : undefined;
    },
  };

  async function authenticate(request: FastifyRequest): Promise<void> {
    const now = new Date();
    const token = bearerToken(request);
    const claims = token === undefined ? undefined : await signer.verify(token, now);
    if (claims === undefined) throw new ApiError(401, 'HTTP_UNAUTHORIZED');
    const live = await findLiveSession(db(), app.businessId, claims.sid, now);
    if (live === undefined || live.user.id !== claims.id) throw new ApiError(401, 'HTTP_UNAUTHORIZED');
    // Raw path parameters (strings): onRequest runs before any schema parsing.
    const params = request.params as Record<string, string | undefined> | undefined;
    const pathUserId = params?.id;
    if (pathUserId !== undefined && pathUserId !== String(live.user.id))
      throw new ApiError(403, 'NO_TOKEN_USER_MISMATCH');
    if (live.user.privacy_policy_accepted !== 1 && request.routeOptions.config.privacyPolicyExempt !== true) {
      throw new ApiError(403, 'NOT_ACCEPTED_PRIVACY_POLICY');
    }
    request.account = { user: live.user, session: live.session, claims };
  }

  app.decorate('auth', service);
  app.decorateRequest('account', null);
  app.decorate('authenticate', async (request: FastifyRequest) => authenticate(request));
}

/** Login tokens and sessions: decorates `app.auth`, `app.authenticate` and `request.account`. */
export default fp(auth, { name: 'auth', dependencies: ['db'] });
