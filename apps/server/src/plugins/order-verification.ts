import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { expireUnverifiedOrders } from '@ordina/db';
import { repeatWhileServing } from './background-sweep.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How long a guest's order waits for its code (ORDER_VERIFY_TTL_MINUTES). */
    orderVerification: { ttlMinutes: number; expiresAt(placedAt: Date): Date };
  }
}

/**
 * Guests' order verification (docs/decisions/007, 015): the time a guest has
 * to open the link (`ttlMinutes`), and the expiry sweep — every `intervalMs`
 * the orders whose code ran out are expired and give back
 * their slot places and coupon uses. It starts with the server and stops when
 * it closes. Several servers on one database may sweep at once: each order is
 * expired by whoever flips it first. A due code also reads expired at once on
 * its pages and when used, so the sweep only frees what nobody came back for.
 */

/** Options: the time to verify, how often to sweep (default every minute), whether this process sweeps at all, and the clock (tests). */
export interface OrderVerificationOptions {
  ttlMinutes: number;
  intervalMs?: number;
  /** False in every worker of a cluster but the one that runs the background jobs (docs/decisions/020). */
  backgroundJobs?: boolean;
  now?: () => Date;
}

const DEFAULT_INTERVAL_MS = 60_000;

function orderVerification(app: FastifyInstance, options: OrderVerificationOptions, done: () => void) {
  const now = options.now ?? (() => new Date());
  app.decorate('orderVerification', {
    ttlMinutes: options.ttlMinutes,
    expiresAt: (placedAt: Date) => new Date(placedAt.getTime() + options.ttlMinutes * 60_000),
  });
  repeatWhileServing(app, {
    backgroundJobs: options.backgroundJobs,
    intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS,
    async run() {
      try {
        const expired = await expireUnverifiedOrders(app.database.db, now());
        if (expired > 0) app.log.info({ expired }, 'unverified orders expired');
      } catch (error) {
        app.log.error(
          { err: error },
          'the unverified-order sweep failed; it runs again at the next interval',
        );
      }
    },
  });
  done();
}

/** The verification time of guests' orders, and their periodic expiry while the server runs. */
export default fp(orderVerification, { name: 'order-verification', dependencies: ['db'] });
