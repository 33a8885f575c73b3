import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** GET /api/push/public-key: the server's VAPID key the browser subscribes with. */
export function loadPushPublicKey() {
  return apiCall('GET /api/push/public-key', { progress: false });
}

/** POST /api/order/{oid}/{hash}/push-subscription: this browser told of the order's status (docs/decisions/069). */
export function sendPushSubscription(oid: number, hash: string, subscription: PushSubscriptionJSON) {
  return apiCall('POST /api/order/:oid/:hash/push-subscription', {
    params: { oid: String(oid), hash },
    body: {
      endpoint: subscription.endpoint ?? '',
      expirationTime: subscription.expirationTime ?? null,
      keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
    },
    progress: false,
  });
}
