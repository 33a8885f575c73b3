import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { PendingOrderLimits } from '@ordina/db';
import fp from 'fastify-plugin';
import { ApiError } from '../../errors.ts';
import { accountLimits } from './account-limits.ts';
import type { AccountLimits } from './account-limits.ts';
import { databaseRateLimitStore } from './database-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route `config.rateLimit` for the account calls a bot would hammer (login, register, verify, recover, change-password). */
    accountRateLimit: { max: number; timeWindow: number };
    /**
     * Route `config.rateLimit` for the calls that answer whether a guessed
     * secret exists: a coupon code (POST /api/coupons) and an order's
     * verification code (POST /api/order/verify). A bot-protection token is
     * one proof of work, so without these a hidden code (a staff coupon) can
     * be guessed at machine speed (issue 31 item 4).
     */
    couponRateLimit: { max: number; timeWindow: number };
    orderVerifyRateLimit: { max: number; timeWindow: number };
    /** Route `config.rateLimit` for placing a guest's order (POST /api/order): each takes a slot place (docs/decisions/042). */
    orderRateLimit: { max: number; timeWindow: number };
    /** Orders that may wait for their code or payment at once, per e-mail/phone and per client address; counted by `placeOrder` (docs/decisions/042). */
    pendingOrderLimits: PendingOrderLimits;
    /** Per-account and per-recipient limits the account routes apply themselves. */
    accountLimits: AccountLimits;
  }
}

export interface RateLimitOptions {
  /** Requests per minute, route and client address (`request.ip`: see TRUST_PROXY). */
  perMinute: number;
  /** Coupon lookups per minute and client address. */
  couponsPerMinute: number;
  /** Order verification attempts per minute and client address. */
  orderVerifyPerMinute: number;
  /** Guest orders placed per minute and client address. */
  ordersPerMinute: number;
  /** Pending orders at once per e-mail and per phone, and per client address. */
  pendingOrders: PendingOrderLimits;
  /** Wrong passwords per account and hour. */
  loginFailuresPerHour: number;
  /** Account e-mails per recipient and hour. */
  mailsPerHour: number;
}

/**
 * @fastify/rate-limit, only on routes that ask for it (`config: { rateLimit:
 * app.accountRateLimit }`, `app.couponRateLimit`, `app.orderVerifyRateLimit`, `app.orderRateLimit`),
 * counted per route and client address; plus the
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
  app.decorate('couponRateLimit', { max: options.couponsPerMinute, timeWindow: 60_000 });
  app.decorate('orderVerifyRateLimit', { max: options.orderVerifyPerMinute, timeWindow: 60_000 });
  app.decorate('orderRateLimit', { max: options.ordersPerMinute, timeWindow: 60_000 });
  app.decorate('pendingOrderLimits', options.pendingOrders);
  app.decorate('accountLimits', accountLimits(app.database.db, app.businessId, options));
}

export default fp(rateLimits, { name: 'rate-limit', dependencies: ['db'] });
