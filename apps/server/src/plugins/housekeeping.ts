import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneStaleRows } from '@ordina/db';
import { repeatWhileServing } from './background-sweep.ts';

/*
 * Short-lived rows removed on a timer (issue 36: idempotency keys and spent captcha solutions grew without
 * bound): `pruneStaleRows` every `intervalMs` in the one process that runs the background jobs
 * (docs/decisions/020). Several servers on one database may sweep at once: a row is deleted once, whoever
 * gets there first.
 */

export interface HousekeepingOptions {
  /** False in every worker of a cluster but the one that runs the background jobs. */
  backgroundJobs?: boolean;
  intervalMs?: number;
  now?: () => Date;
}

const DEFAULT_INTERVAL_MS = 10 * 60_000;

function housekeeping(app: FastifyInstance, options: HousekeepingOptions, done: () => void) {
  const now = options.now ?? (() => new Date());
  repeatWhileServing(app, {
    backgroundJobs: options.backgroundJobs,
    intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS,
    async run() {
      try {
        const pruned = await pruneStaleRows(app.database.db, now());
        const total =
          pruned.idempotencyKeys +
          pruned.expired.spent_captcha_solutions +
          pruned.expired.rate_limit_counters;
        if (total > 0) app.log.info({ pruned }, 'stale rows removed');
      } catch (error) {
        app.log.error({ err: error }, 'removing stale rows failed; it runs again at the next interval');
      }
    },
  });
  done();
}

export default fp(housekeeping, { name: 'housekeeping', dependencies: ['db'] });
