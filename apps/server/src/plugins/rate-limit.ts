import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route `config.rateLimit` for the account calls a bot would hammer (login, register, verify, recover, change-password). */
    accountRateLimit: { max: number; timeWindow: number };
  }
}

/**
 * @fastify/rate-limit, only on routes that ask for it (`config: { rateLimit:
 * app.accountRateLimit }`), counted per route and client IP in this process.
 * Over the limit: 429 TOO_MANY_REQUESTS in the spec envelope, with Retry-After.
 */
async function rateLimits(app: FastifyInstance, { perMinute }: { perMinute: number }) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, 'TOO_MANY_REQUESTS'),
  });
  app.decorate('accountRateLimit', { max: perMinute, timeWindow: 60_000 });
}

export default fp(rateLimits, { name: 'rate-limit' });
