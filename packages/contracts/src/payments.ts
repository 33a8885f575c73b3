import { z } from 'zod';

/**
 * Payment webhooks (docs/decisions/018): a provider (Stripe, PayPal, the
 * built-in sandbox) tells the server what became of a payment by POSTing
 * its own event format to /api/payments/webhook/{provider}. The server
 * checks the provider's signature over the exact bytes it received, so the
 * body is taken raw, never parsed as JSON first.
 */

/** `{provider}` of the webhook path, read as text: a provider the server does not run answers 404 like an unknown path. */
export const paymentWebhookParamsSchema = z.object({ provider: z.string() });

/**
 * The body as received: bytes, whatever the provider's content type (the media type is what the
 * published OpenAPI document says of it: a class instance has no JSON Schema, docs/decisions/064).
 */
export const paymentWebhookBodySchema = z
  .instanceof(Uint8Array, { error: 'WRONG_PAYMENT_SIGNATURE' })
  .meta({ contentMediaType: 'application/octet-stream' });

/** The answer a provider reads as "delivered": also for an event already seen or of no interest, so it stops resending. */
export const paymentWebhookResponseSchema = z.object({ data: z.object({ received: z.literal(true) }) });
export type PaymentWebhookResponse = z.infer<typeof paymentWebhookResponseSchema>;

/**
 * GET /api/payments/retry/{oid}/{hash}: a link the browser follows (the
 * order's go-to-payment link, `Order.transactions.resourceUrlPay`, and the
 * payment landing page's retry link), answered with a 303 to the page where
 * the order is paid. Path segments are text: anything malformed reads like
 * an unknown order (404).
 */
export const paymentRetryParamsSchema = z.object({ oid: z.string().max(32), hash: z.string().max(200) });

/** The 303's empty body: the `Location` header carries the answer. */
export const paymentRetryResponseSchema = z.undefined();
