import type { WebhookFailure } from '../../../plugins/metrics/server-metrics.ts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PaymentProviderError, WebhookSignatureError } from '../../../adapters/payments/index.ts';
import { registerEndpoint } from '../../../endpoints.ts';
import { ApiError } from '../../../errors.ts';
import { recordIdFromPath } from '../secured/user/record-id-param.ts';

/** The largest webhook body taken: provider events are a few kilobytes. */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/** Retry links one address may follow per minute: a person retries a few times; each may open a provider session. */
export const RETRY_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/** Webhook deliveries one address may make per minute: far above a provider's pace, and a cap on what a forger costs us (a PayPal check is a call to PayPal). */
export const WEBHOOK_RATE_LIMIT = { max: 600, timeWindow: 60_000 };

/**
 * POST /api/payments/webhook/{provider} (docs/decisions/018): a provider's
 * event about a payment. Its signature is over the exact bytes sent, so this
 * scope takes every body raw, whatever its content type. A signature that
 * does not hold is 400 WRONG_PAYMENT_SIGNATURE and nothing is written; a
 * provider we cannot reach to verify or capture is 503, so it delivers again;
 * anything else is 200, also for an event seen before or of no interest, so
 * the provider stops resending.
 *
 * GET /api/payments/retry/{oid}/{hash}: the link that reopens an order's
 * payment (its go-to-payment link, the landing page's retry), a 303 to where
 * it is paid (plugins/payments/order-checkout.ts). Register with `{ prefix: '/payments' }`.
 */
/** Why a webhook was not applied, as /metrics counts it. */
function webhookFailureOf(error: unknown): WebhookFailure {
  if (error instanceof WebhookSignatureError) return 'signature';
  if (error instanceof PaymentProviderError)
    return error.retryable ? 'provider_unavailable' : 'provider_refused';
  return 'error';
}

function paymentRoutes(app: FastifyInstance, _options: unknown, done: () => void) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, parsed) => parsed(null, body),
  );

  registerEndpoint(
    app,
    'POST /api/payments/webhook/:provider',
    { config: { rateLimit: WEBHOOK_RATE_LIMIT } },
    async (request) => {
      const { provider } = request.params;
      const gateway = app.payments.gateways.byName.get(provider);
      if (gateway === undefined) throw new ApiError(404, 'NOT_FOUND');
      try {
        const event = await gateway.parseWebhook({
          rawBody: Buffer.from(request.body),
          headers: request.headers,
        });
        await app.payments.applyEvent(gateway, event);
      } catch (error) {
        app.metrics.webhookFailed(provider, webhookFailureOf(error));
        if (error instanceof WebhookSignatureError) {
          request.log.warn(
            { provider, reason: error.message },
            'payment webhook refused: its signature does not hold',
          );
          throw new ApiError(400, 'WRONG_PAYMENT_SIGNATURE');
        }
        if (error instanceof PaymentProviderError && error.retryable) {
          request.log.warn(
            { provider, err: error },
            'payment webhook not processed: the provider did not answer; it will deliver again',
          );
          throw new ApiError(503, 'GENERIC_ERROR');
        }
        if (error instanceof PaymentProviderError) {
          // Refused for good (e.g. PayPal would not capture): delivering again would change nothing.
          request.log.error(
            { provider, err: error, alert: 'payment_provider_refused' },
            'payment webhook: the provider refused what the event asked for',
          );
          return { data: { received: true as const } };
        }
        throw error;
      }
      return { data: { received: true as const } };
    },
  );

  registerEndpoint(
    app,
    'GET /api/payments/retry/:oid/:hash',
    { config: { rateLimit: RETRY_RATE_LIMIT } },
    async (request, reply) => {
      const destination = await app.payments.checkoutForRetry(
        recordIdFromPath(request.params.oid),
        request.params.hash,
      );
      if (destination === undefined) throw new ApiError(404, 'NOT_FOUND');
      // 303: the browser GETs the provider's page whatever brought it here; never cached, the next visit may need a new session.
      return reply.header('cache-control', 'no-store').redirect(destination, 303);
    },
  );
  done();
}

export default fp(paymentRoutes, {
  name: 'payment-routes',
  dependencies: ['payments', 'rate-limit'],
  encapsulate: true,
});
