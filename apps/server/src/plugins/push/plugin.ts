import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import webpush from 'web-push';
import {
  deleteOrderPushSubscriptions,
  deletePushSubscription,
  findOrderForMessages,
  listPushSubscriptions,
} from '@ordina/db';
import type { OrderActionChange, StoredPushSubscription } from '@ordina/db';
import type { PushNotificationPayload } from '@ordina/contracts';
import { changeEndsOrder, orderPushNotification } from './order-notification.ts';
import { vapidKeysOf, type VapidKeys } from './vapid-keys.ts';

/*
 * Web Push status notifications (issue 37, docs/decisions/069). The web-push library speaks the
 * protocol — the VAPID JWT (RFC 8292) and the aes128gcm encryption for the browser's keys (RFC
 * 8291) —; this plugin sends its request (RFC 8030) with fetch, after the staff action has answered:
 * a push service that is slow or down never holds up the board. A notification is not retried (the
 * e-mail is the message that must arrive; a late "ready" only confuses); a subscription the push
 * service calls gone (404, 410) is deleted, and an order that ended takes its subscriptions with it.
 */

/** What the routes and the restaurant's actions use (`app.push`). */
export interface PushService {
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey: string;
  /** Whether the business sends status notifications (the business file's configuration.web_push). */
  enabled(): Promise<boolean>;
  /** Whether the server sends to this push service (a subscription for another is refused). */
  acceptsEndpoint(endpoint: string): boolean;
  /** After an action on an order committed: tells its subscribed browsers, in the background. */
  orderChanged(change: OrderActionChange): void;
  /** Resolves when no sending is running (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

export interface PushPluginOptions {
  /** The configured VAPID key pair; undefined: generated once and kept in the database. */
  vapidKeys: VapidKeys | undefined;
  /** The contact push services see (mailto: or https:). */
  subject: string;
  /** Which push services the server sends to; by default any https one (tests add their http stand-in). */
  acceptsEndpoint?: (endpoint: URL) => boolean;
  /** How long one push request may take (ms). */
  timeoutMs?: number;
}

/** How long the push service keeps a notification for a phone that is offline: news of the status is stale after that. */
export const PUSH_TTL_SECONDS = 2 * 3600;
const DEFAULT_TIMEOUT_MS = 10_000;

/** Only https push services: the browsers' all are, and the server never posts to a plain-http address it was given. */
const httpsOnly = (endpoint: URL) => endpoint.protocol === 'https:';

async function pushPlugin(app: FastifyInstance, options: PushPluginOptions) {
  const keys = await vapidKeysOf(app.database.db, app.businessId, options.vapidKeys);
  const accepts = options.acceptsEndpoint ?? httpsOnly;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const db = () => app.database.db;
  const running = new Set<Promise<void>>();

  /** Sends one notification; true when the push service took it, false when it says the subscription is gone. */
  async function send(
    subscription: StoredPushSubscription,
    payload: PushNotificationPayload,
  ): Promise<boolean> {
    const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      // A status change is what the customer waits for: delivered at once, even to a phone saving battery.
      urgency: 'high',
      topic: payload.tag,
    });
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.body === null ? null : new Uint8Array(request.body),
      // A push service answers itself: a redirect would send the server somewhere it was not told to.
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return false;
    if (!response.ok) throw new Error(`push service answered ${response.status}`);
    return true;
  }

  const enabled = async () => (await app.storefronts.get(app.businessKey)).configuration.web_push;

  async function notify(change: OrderActionChange): Promise<void> {
    // Turned off (configuration.web_push): nothing is sent, whatever subscriptions remain from before.
    if (!(await enabled())) {
      if (changeEndsOrder(change)) await deleteOrderPushSubscriptions(db(), app.businessId, change.orderId);
      return;
    }
    const subscriptions = await listPushSubscriptions(db(), app.businessId, change.orderId);
    if (subscriptions.length === 0) return;
    const order = await findOrderForMessages(db(), app.businessId, change.orderId);
    const storefront = await app.storefronts.get(app.businessKey);
    const payload = order === undefined ? null : orderPushNotification(order, change, storefront);
    if (payload !== null) {
      for (const subscription of subscriptions) {
        try {
          if (!(await send(subscription, payload)))
            await deletePushSubscription(db(), app.businessId, subscription.id);
        } catch (error) {
          // The push service's URL is the subscription's secret: the log names the row, not the URL.
          const reason = error instanceof Error ? error.message : String(error);
          app.log.warn({ pushSubscriptionId: subscription.id, reason }, 'push notification not sent');
        }
      }
    }
    if (changeEndsOrder(change)) await deleteOrderPushSubscriptions(db(), app.businessId, change.orderId);
  }

  app.decorate('push', {
    publicKey: keys.publicKey,
    enabled,
    acceptsEndpoint(endpoint) {
      try {
        return accepts(new URL(endpoint));
      } catch {
        return false;
      }
    },
    orderChanged(change) {
      const work = notify(change).catch((error: unknown) =>
        app.log.error({ err: error }, 'push notifications crashed'),
      );
      running.add(work);
      void work.finally(() => running.delete(work));
    },
    async idle() {
      await Promise.all([...running]);
    },
  } satisfies PushService);
  app.addHook('onClose', async () => {
    await Promise.all([...running]);
  });
}

/** `app.push`: the VAPID public key and the order's status notifications. */
export default fp(pushPlugin, { name: 'push', dependencies: ['db', 'storefront'] });
