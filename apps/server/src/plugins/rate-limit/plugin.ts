import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { accountLimits } from './account-limits.ts';
import type { AccountLimits } from './account-limits.ts';
import { databaseRateLimitStore } from './database-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route `config.rateLimit` for the account calls a bot would hammer (login, register, verify, recover, change-password). */
    accountRateLimit: { max: number; timeWindow: number };
    /** Per-account and per-recipient limits the account routes apply themselves. */
    accountLimits: AccountLimits;
  }
}

export interface RateLimitOptions {
  /** Requests per minute, route and client address (`request.ip`: see TRUST_PROXY). */
  perMinute: number;
  /** Wrong passwords per account and hour. */
  loginFailuresPerHour: number;
  /** Account e-mails per recipient and hour. */
  mailsPerHour: number;
}

/**
 * @fastify/rate-limit, only on routes that ask for it (`config: { rateLimit:
 * app.accountRateLimit }`), counted per route and client address; plus the
 * per-account limits. Every count lives in the database, so all servers on it
 * share it. Over a limit: 429 TOO_MANY_REQUESTS in the spec envelope, with
 * Retry-After.
 */
async function rateLimits(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.database.db, app.businessId),
    errorResponseBuilder: () => new ApiError(429, 'TOO_MANY_REQUESTS'),
  });
  app.decorate('accountRateLimit', { max: options.perMinute, timeWindow: 60_000 });
  app.decorate('accountLimits', accountLimits(app.database.db, app.businessId, options));
}

export default fp(rateLimits, { name: 'rate-limit', dependencies: ['db'] });
