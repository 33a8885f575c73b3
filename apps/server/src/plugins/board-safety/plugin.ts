import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordBoardHeartbeat } from '@ordina/db';
import {
  runBoardSafetyJobs,
  type AutoReject,
  type BoardSafetyDependencies,
  type BoardSafetyRun,
} from './board-safety-jobs.ts';

/** The safety net and board health (`app.boardSafety`, docs/decisions/046). */
export interface BoardSafety {
  /** One run of the jobs at `now` (the interval calls it; tests with their own clock). */
  run(now?: Date): Promise<BoardSafetyRun>;
  /** A board screen is connected at `at` (the live channel calls it on connect and keep-alive); a no-board pause ends at once. */
  heartbeat(screenId: string, at?: Date): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    boardSafety: BoardSafety;
  }
}

/** Options: how often the jobs run (0: never, tests), whether this process runs them, the clock, and the reject use case (the board's own by default). */
export interface BoardSafetyOptions {
  intervalMs?: number;
  /** False in every worker of a cluster but the one that runs the background jobs (docs/decisions/020). */
  backgroundJobs?: boolean;
  now?: () => Date;
  autoReject?: AutoReject;
}

const DEFAULT_INTERVAL_MS = 60_000;

function boardSafetyPlugin(app: FastifyInstance, options: BoardSafetyOptions, done: () => void) {
  const now = options.now ?? (() => new Date());
  const deps = (): BoardSafetyDependencies => ({
    db: app.database.db,
    businessId: app.businessId,
    storefront: () => app.storefronts.get(app.businessKey),
    boardLink: `${app.mailer.linkBase}/gestione`,
    log: app.log,
    deliver: (id) => app.mailer.deliver(id),
    operationsChanged: () => app.storefronts.invalidateOperations(app.businessKey),
    // The board's reject (decision 044) as the system: the customer is told and an online payment refunded, as when a member rejects it.
    autoReject:
      options.autoReject ??
      (async (orderId, at) =>
        (
          await app.orderActions.reject({
            orderId,
            actor: { kind: 'system' },
            reason: 'auto_rejected',
            now: at,
          })
        ).ok),
  });
  const boardSafety: BoardSafety = {
    run: (at = now()) => runBoardSafetyJobs(deps(), at),
    async heartbeat(screenId, at = now()) {
      const { resumed } = await recordBoardHeartbeat(app.database.db, {
        businessId: app.businessId,
        screenId,
        at,
      });
      if (resumed) {
        app.log.info({ screenId }, 'an order board is back: ordering resumes');
        app.storefronts.invalidateOperations(app.businessKey);
      }
    },
  };
  app.decorate('boardSafety', boardSafety);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const interval = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  app.addHook('onReady', () => {
    if (options.backgroundJobs === false || interval <= 0) return Promise.resolve();
    timer = setInterval(() => {
      // One run at a time: a slow one is not overlapped by the next tick.
      running = running.then(() =>
        boardSafety
          .run()
          .catch((error: unknown) =>
            app.log.error(
              { err: error },
              'the board safety jobs failed; they run again at the next interval',
            ),
          ),
      );
    }, interval);
    timer.unref();
    return Promise.resolve();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  done();
}

/** The safety net's and board health's jobs, once a minute while the server runs. */
export default fp(boardSafetyPlugin, {
  name: 'board-safety',
  dependencies: ['db', 'storefront', 'mailer', 'order-actions'],
});
