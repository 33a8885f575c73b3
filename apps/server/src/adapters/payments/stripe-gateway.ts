import Stripe from 'stripe';
import type { Locale } from '@ordina/contracts';
import type { PaymentEventKind } from '@ordina/db';
import type {
  Checkout,
  CheckoutRequest,
  GatewayEvent,
  PaymentGatewayAdapter,
  RefundRequest,
  WebhookDelivery,
} from './gateway.ts';
import { PaymentProviderError, WebhookSignatureError } from './gateway.ts';

/*
 * Stripe Checkout (card, Apple Pay and Google Pay through Stripe) with the
 * official SDK (docs/decisions/018): one Checkout Session per payment, for
 * the order's total in cents, sending the customer back to the payment
 * landing page; its webhooks (checkout.session.completed / expired, and the
 * async_payment_* pair of delayed methods) verified with the endpoint's
 * signing secret by `stripe.webhooks.constructEvent`; refunds against the
 * session's PaymentIntent. Every call carries an idempotency key made of our
 * row id, so a retried call never opens a second session or refund.
 */

/** Settings of the Stripe gateway (STRIPE_* in the configuration). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a local stand-in in tests (STRIPE_API_URL). */
  apiUrl: string;
}

// Stripe accepts a session's expiry between 30 minutes and 24 hours after its creation.
const MIN_SESSION_SECONDS = 31 * 60;
const MAX_SESSION_SECONDS = 23 * 3600 + 59 * 60;

/** The Stripe Checkout gateway; `clock` is what "now" is for session expiry and signature age. */
export function stripeGateway(
  settings: StripeSettings,
  options: { clock?: () => Date; timeoutMs?: number } = {},
): PaymentGatewayAdapter {
  const clock = options.clock ?? (() => new Date());
  const api = new URL(settings.apiUrl);
  const stripe = new Stripe(settings.secretKey, {
    host: api.hostname,
    port: api.port === '' ? (api.protocol === 'https:' ? 443 : 80) : Number(api.port),
    protocol: api.protocol === 'https:' ? 'https' : 'http',
    // The SDK retries network failures and 5xx itself, with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Ordina' },
  });

  return {
    name: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const now = Math.floor(clock().getTime() / 1000);
      const wanted = Math.floor(request.expiresAt.getTime() / 1000);
      const metadata = {
        transaction_id: String(request.transactionId),
        order_id: String(request.order.id),
        order_code: request.order.code,
      };
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amount,
                  product_data: { name: `${request.businessName} · ${request.order.code}` },
                },
              },
            ],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            client_reference_id: String(request.transactionId),
            customer_email: request.order.email,
            locale: stripeLocale(request.order.locale),
            // Not beyond the order's own deadline, within Stripe's bounds (a payment after the order expired is refunded).
            expires_at: Math.min(Math.max(wanted, now + MIN_SESSION_SECONDS), now + MAX_SESSION_SECONDS),
            metadata,
            payment_intent_data: { metadata },
          },
          { idempotencyKey: `ordina-checkout-${request.transactionId}` },
        ),
      );
      if (session.url === null)
        throw new PaymentProviderError('Stripe opened a session without a page to pay on', false);
      return { reference: session.id, payUrl: session.url };
    },

    parseWebhook(delivery: WebhookDelivery): Promise<GatewayEvent> {
      let event: Stripe.Event;
      try {
        const header = delivery.headers['stripe-signature'];
        event = stripe.webhooks.constructEvent(
          delivery.rawBody,
          typeof header === 'string' ? header : '',
          settings.webhookSecret,
          undefined,
          undefined,
          clock().getTime(),
        );
      } catch (error) {
        return Promise.reject(new WebhookSignatureError('Stripe-Signature does not hold', { cause: error }));
      }
      return Promise.resolve(normalisedEvent(event));
    },

    async refund(request: RefundRequest): Promise<{ reference: string }> {
      if (request.captureId === null)
        throw new PaymentProviderError('no PaymentIntent to refund against', false);
      const refund = await call(() =>
        stripe.refunds.create(
          // No amount: the whole payment goes back, whatever it really was (a mismatched one too); a part names its cents.
          {
            payment_intent: request.captureId ?? undefined,
            ...(request.amount === undefined ? {} : { amount: request.amount.cents }),
            metadata: { refund_id: String(request.refundId) },
          },
          { idempotencyKey: `ordina-refund-${request.refundId}` },
        ),
      );
      return { reference: refund.id };
    },
  };
}

/** What a Stripe event means for a payment: the Checkout Session events; any other is ignored. */
function normalisedEvent(event: Stripe.Event): GatewayEvent {
  const kinds: Partial<Record<string, PaymentEventKind>> = {
    'checkout.session.async_payment_succeeded': 'paid',
    'checkout.session.async_payment_failed': 'failed',
    'checkout.session.expired': 'expired',
  };
  if (!event.type.startsWith('checkout.session.'))
    return {
      id: event.id,
      type: event.type,
      kind: 'ignored',
      reference: null,
      transactionId: null,
      captureId: null,
      amount: null,
      currency: null,
    };
  const session = event.data.object as Stripe.Checkout.Session;
  // A completed session of a delayed method (bank debit) is not paid yet: async_payment_succeeded will say when it is.
  const kind =
    event.type === 'checkout.session.completed'
      ? session.payment_status === 'paid'
        ? 'paid'
        : 'ignored'
      : (kinds[event.type] ?? 'ignored');
  const intent = session.payment_intent;
  const transactionId = Number(session.client_reference_id);
  return {
    id: event.id,
    type: event.type,
    kind,
    reference: session.id,
    transactionId: Number.isSafeInteger(transactionId) && transactionId > 0 ? transactionId : null,
    captureId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amount: session.amount_total,
    currency: session.currency === null ? null : session.currency.toUpperCase(),
  };
}

/** Stripe Checkout speaks all four storefront languages. */
function stripeLocale(locale: Locale): Stripe.Checkout.SessionCreateParams.Locale {
  return locale;
}

/** Runs a Stripe call, turning its errors into PaymentProviderError (retryable when Stripe or the network may answer later). */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const retryable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error.statusCode ?? 0) >= 500;
    throw new PaymentProviderError(`Stripe: ${error.message}`, retryable, { cause: error });
  }
}
