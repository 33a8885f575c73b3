import type { FastifyInstance } from 'fastify';
import { SANDBOX_SIGNATURE_HEADER, type SandboxCallbackDelivery } from '../../adapters/payments/index.ts';

/*
 * How the sandbox gateway's callbacks reach us: POSTed to our own webhook
 * route (through Fastify's inject, so the route, its raw-body parser and the
 * signature check run exactly as for a provider's delivery), in the order
 * given, now or after a delay — a late, duplicated or out-of-order delivery
 * is a list and a delay (docs/decisions/018).
 */

/** The webhook path the sandbox delivers to. */
export const SANDBOX_WEBHOOK_PATH = '/api/payments/webhook/sandbox';

/** POSTs one sandbox callback, its body and signature header, to our webhook as the sandbox does (tests deliver theirs so too). */
export function postSandboxCallback(
  app: FastifyInstance,
  callback: Pick<SandboxCallbackDelivery, 'body' | 'signature'>,
) {
  return app.inject({
    method: 'POST',
    url: SANDBOX_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: callback.signature },
    payload: callback.body,
  });
}

/** Delivers sandbox callbacks to our webhook. */
export interface SandboxCourier {
  /** Delivers `callbacks` one after the other: before resolving when `delayMs` is 0, else in the background after the delay. */
  deliver(callbacks: readonly SandboxCallbackDelivery[], options?: { delayMs?: number }): Promise<void>;
  /** Delivers the scheduled (late) callbacks now and waits for every delivery (tests, instead of waiting out the delay). */
  flush(): Promise<void>;
  /** Drops the scheduled deliveries and waits for running ones (the app is closing). */
  close(): Promise<void>;
}

/** The courier of `app` (which must have the webhook route by the time it delivers). */
export function sandboxCourier(app: FastifyInstance): SandboxCourier {
  const scheduled = new Map<NodeJS.Timeout, readonly SandboxCallbackDelivery[]>();
  const running = new Set<Promise<void>>();

  async function post(callbacks: readonly SandboxCallbackDelivery[]): Promise<void> {
    for (const callback of callbacks) {
      const answer = await postSandboxCallback(app, callback);
      if (answer.statusCode !== 200)
        app.log.error(
          { eventId: callback.eventId, statusCode: answer.statusCode },
          'the sandbox callback was not accepted',
        );
    }
  }

  function track(work: Promise<void>): Promise<void> {
    const guarded = work.catch((error: unknown) =>
      app.log.error({ err: error }, 'sandbox callback delivery crashed'),
    );
    running.add(guarded);
    void guarded.finally(() => running.delete(guarded));
    return guarded;
  }

  return {
    deliver(callbacks, options = {}) {
      const delayMs = options.delayMs ?? 0;
      if (delayMs === 0) return track(post(callbacks));
      const timer = setTimeout(() => {
        scheduled.delete(timer);
        void track(post(callbacks));
      }, delayMs);
      timer.unref();
      scheduled.set(timer, callbacks);
      return Promise.resolve();
    },
    async flush() {
      for (const [timer, callbacks] of scheduled) {
        clearTimeout(timer);
        scheduled.delete(timer);
        void track(post(callbacks));
      }
      await Promise.all(running);
    },
    async close() {
      for (const timer of scheduled.keys()) clearTimeout(timer);
      scheduled.clear();
      await Promise.all(running);
    },
  };
}
