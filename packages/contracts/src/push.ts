import { z } from 'zod';

/*
 * Web Push status notifications of an order (issue 37, docs/decisions/069): the server's VAPID
 * public key the browser subscribes with, and the subscription the order's status page sends.
 */

const base64url = (min: number, max: number) =>
  z
    .string({ error: 'WRONG_PUSH_SUBSCRIPTION' })
    .min(min, { error: 'WRONG_PUSH_SUBSCRIPTION' })
    .max(max, { error: 'WRONG_PUSH_SUBSCRIPTION' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'WRONG_PUSH_SUBSCRIPTION' });

/** POST /api/order/{oid}/{hash}/push-subscription: the order's id and its access hash. */
export const pushSubscriptionParamsSchema = z.object({
  oid: z.string().max(4000),
  hash: z.string().max(4000),
});

/**
 * The browser's PushSubscription as its toJSON() gives it: the push service's URL, the P-256 public
 * key (65 bytes) and the 16-byte auth secret, base64url. The server takes only https push services.
 */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'WRONG_PUSH_SUBSCRIPTION' })
    .max(2000, { error: 'WRONG_PUSH_SUBSCRIPTION' }),
  expirationTime: z.number().nullish(),
  keys: z.object(
    { p256dh: base64url(86, 90), auth: base64url(22, 24) },
    { error: 'WRONG_PUSH_SUBSCRIPTION' },
  ),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequestSchema>;

/** GET /api/push/public-key: the server's VAPID public key (the browser's applicationServerKey), base64url. */
export const pushPublicKeyResponseSchema = z.object({ data: z.object({ publicKey: z.string() }) });
export type PushPublicKeyResponse = z.infer<typeof pushPublicKeyResponseSchema>;

/** The JSON of a status notification as the service worker shows it. */
export interface PushNotificationPayload {
  title: string;
  body: string;
  /** The order's status page the notification opens (a path on this site). */
  url: string;
  /** One notification per order: a newer status replaces the older one. */
  tag: string;
}
