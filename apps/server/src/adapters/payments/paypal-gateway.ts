import type { Locale } from '@ordina/contracts';
import type { PaymentEventKind } from '@ordina/db';
import { z } from 'zod';
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
 * PayPal (the spec's `paypal` method) through the Orders v2 REST API
 * (docs/decisions/018), with fetch — PayPal's Node SDK is not needed for
 * five calls:
 *
 * - OAuth2 client credentials → a bearer token, kept until shortly before it expires;
 * - create an order with intent CAPTURE for the order's total; the customer
 *   approves it on PayPal's page (the `payer-action` link) and comes back to
 *   the payment landing page;
 * - capture: approval takes no money. The CHECKOUT.ORDER.APPROVED webhook
 *   (and the landing page, as a nudge) make the server capture, server to
 *   server; the capture's answer and the PAYMENT.CAPTURE.COMPLETED webhook
 *   both settle the payment, once (the ledger dedupes);
 * - webhooks are verified by PayPal itself (POST verify-webhook-signature
 *   with the five PAYPAL-* headers, our webhook id and the event exactly as
 *   received — pasted in byte for byte, since re-serialising it can break
 *   the signature);
 * - refunds against the capture.
 *
 * Every write carries PayPal-Request-Id made of our row id (PayPal's
 * idempotency), so a retried call never creates a second order, capture or refund.
 */

/** Settings of the PayPal gateway (PAYPAL_* in the configuration). */
export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook pointing at /api/payments/webhook/paypal. */
  webhookId: string;
  /** https://api-m.paypal.com (live), https://api-m.sandbox.paypal.com, or a local stand-in in tests. */
  apiUrl: string;
}

/** The headers PayPal signs a webhook delivery with, as verify-webhook-signature names them. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });
const linkSchema = z.object({ href: z.string(), rel: z.string() });
const captureSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: moneySchema.optional(),
  custom_id: z.string().optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
});
const orderSchema = z.object({
  id: z.string(),
  status: z.string().optional(),
  links: z.array(linkSchema).default([]),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        amount: moneySchema.optional(),
        payments: z.object({ captures: z.array(captureSchema).default([]) }).optional(),
      }),
    )
    .default([]),
});
const webhookEventSchema = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource: z.unknown(),
});

/** The PayPal gateway; `fetch` may be swapped in tests. */
export function paypalGateway(
  settings: PaypalSettings,
  options: { timeoutMs?: number; fetch?: typeof fetch; clock?: () => Date } = {},
): PaymentGatewayAdapter {
  const clock = options.clock ?? (() => new Date());
  const http = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;
  let token: { value: string; expiresAt: number } | undefined;

  /** A bearer token: kept until a minute before PayPal says it expires. */
  async function accessToken(): Promise<string> {
    if (token !== undefined && token.expiresAt > clock().getTime()) return token.value;
    const answer = await send('/v1/oauth2/token', {
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const parsed = z
      .object({ access_token: z.string().min(1), expires_in: z.number() })
      .safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success)
      throw new PaymentProviderError(
        `PayPal refused the credentials (${answer.status})`,
        answer.status >= 500,
      );
    token = {
      value: parsed.data.access_token,
      expiresAt: clock().getTime() + Math.max(0, parsed.data.expires_in - 60) * 1000,
    };
    return token.value;
  }

  /** A call with the bearer token, retried once with a fresh token when PayPal says the one we kept is no longer valid. */
  async function authorised(
    path: string,
    init: { body: string; requestId?: string; prefer?: string },
  ): Promise<{ status: number; body: unknown }> {
    for (let attempt = 0; ; attempt += 1) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
      };
      if (init.requestId !== undefined) headers['paypal-request-id'] = init.requestId;
      if (init.prefer !== undefined) headers.prefer = init.prefer;
      const answer = await send(path, { headers, body: init.body });
      if (answer.status !== 401 || attempt > 0) return answer;
      token = undefined;
    }
  }

  async function send(
    path: string,
    init: { headers: Record<string, string>; body: string },
  ): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await http(`${settings.apiUrl}${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', ...init.headers },
        body: init.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`PayPal did not answer ${path}`, true, { cause: error });
    }
    const text = await response.text();
    let body: unknown = undefined;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, body };
  }

  /** Refuses an answer that is not a success: retryable when PayPal failed (5xx, 429), for good when it refused (4xx). */
  function expectSuccess(answer: { status: number; body: unknown }, what: string): void {
    if (answer.status >= 200 && answer.status < 300) return;
    const name =
      typeof answer.body === 'object' && answer.body !== null && 'name' in answer.body
        ? String(answer.body.name)
        : '';
    throw new PaymentProviderError(
      `PayPal ${what}: ${answer.status} ${name}`.trim(),
      answer.status >= 500 || answer.status === 429,
    );
  }

  return {
    name: 'paypal',

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const answer = await authorised('/v2/checkout/orders', {
        requestId: `ordina-checkout-${request.transactionId}`,
        prefer: 'return=minimal',
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: `order-${request.order.id}`,
              custom_id: String(request.transactionId),
              description: `${request.businessName} · ${request.order.code}`.slice(0, 127),
              amount: { currency_code: request.currency, value: paypalAmount(request.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: request.businessName.slice(0, 127),
                locale: PAYPAL_LOCALES[request.order.locale],
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
                return_url: request.successUrl,
                cancel_url: request.cancelUrl,
              },
            },
          },
        }),
      });
      expectSuccess(answer, 'could not create the order');
      const order = orderSchema.safeParse(answer.body);
      const link = order.success
        ? order.data.links.find((l) => l.rel === 'payer-action' || l.rel === 'approve')
        : undefined;
      if (!order.success || link === undefined)
        throw new PaymentProviderError('PayPal created an order without an approval link', false);
      return { reference: order.data.id, payUrl: link.href };
    },

    async parseWebhook(delivery: WebhookDelivery): Promise<GatewayEvent> {
      const signature: Record<string, string> = {};
      for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
        const value = delivery.headers[header];
        if (typeof value !== 'string' || value === '') throw new WebhookSignatureError(`missing ${header}`);
        signature[field] = value;
      }
      const raw = delivery.rawBody.toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw new WebhookSignatureError('the PayPal event is not JSON');
      }
      const event = webhookEventSchema.safeParse(body);
      if (!event.success) throw new WebhookSignatureError('not a PayPal event');
      const fields = Object.entries({ ...signature, webhook_id: settings.webhookId }).map(
        ([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`,
      );
      const answer = await authorised('/v1/notifications/verify-webhook-signature', {
        body: `{${fields.join(',')},"webhook_event":${raw}}`,
      });
      // PayPal failing (5xx, our token) is not the sender's fault: a retryable error, so PayPal delivers again later.
      if (answer.status >= 500 || answer.status === 401 || answer.status === 429)
        expectSuccess(answer, 'could not verify a webhook');
      const verdict = z.object({ verification_status: z.string() }).safeParse(answer.body);
      if (answer.status !== 200 || !verdict.success || verdict.data.verification_status !== 'SUCCESS')
        throw new WebhookSignatureError('PayPal did not confirm the signature');
      return normalisedEvent(event.data);
    },

    async capture(reference: string, transactionId: number): Promise<GatewayEvent | undefined> {
      const answer = await authorised(`/v2/checkout/orders/${encodeURIComponent(reference)}/capture`, {
        requestId: `ordina-capture-${transactionId}`,
        prefer: 'return=representation',
        body: '{}',
      });
      if (answer.status === 422 && issues(answer.body).includes('ORDER_ALREADY_CAPTURED')) return undefined;
      expectSuccess(answer, 'could not capture the order');
      const order = orderSchema.safeParse(answer.body);
      const capture = order.success ? order.data.purchase_units[0]?.payments?.captures[0] : undefined;
      if (capture === undefined) throw new PaymentProviderError('PayPal captured without a capture', false);
      return captureEvent(`capture-${capture.id}`, 'CAPTURE', capture, reference, transactionId);
    },

    async refund(request: RefundRequest): Promise<{ reference: string }> {
      if (request.captureId === null) throw new PaymentProviderError('no PayPal capture to refund', false);
      const answer = await authorised(
        `/v2/payments/captures/${encodeURIComponent(request.captureId)}/refund`,
        {
          requestId: `ordina-refund-${request.refundId}`,
          prefer: 'return=representation',
          // No amount: PayPal refunds the whole capture, whatever it really was (a mismatched one too); a part names its value.
          body:
            request.amount === undefined
              ? '{}'
              : JSON.stringify({
                  amount: {
                    value: (request.amount.cents / 100).toFixed(2),
                    currency_code: request.amount.currency,
                  },
                }),
        },
      );
      expectSuccess(answer, 'could not refund');
      const refund = z.object({ id: z.string(), status: z.string() }).safeParse(answer.body);
      if (!refund.success) throw new PaymentProviderError('PayPal answered a refund without an id', false);
      if (refund.data.status === 'FAILED' || refund.data.status === 'CANCELLED')
        throw new PaymentProviderError(`PayPal refund ${refund.data.status}`, false);
      return { reference: refund.data.id };
    },
  };
}

/** What a PayPal event means for a payment (the order and capture events; any other is ignored). */
function normalisedEvent(event: z.infer<typeof webhookEventSchema>): GatewayEvent {
  const ignored: GatewayEvent = {
    id: event.id,
    type: event.event_type,
    kind: 'ignored',
    reference: null,
    transactionId: null,
    captureId: null,
    amount: null,
    currency: null,
  };
  if (event.event_type.startsWith('PAYMENT.CAPTURE.')) {
    const capture = captureSchema.safeParse(event.resource);
    if (!capture.success) return ignored;
    const kind: PaymentEventKind =
      event.event_type === 'PAYMENT.CAPTURE.COMPLETED'
        ? 'paid'
        : ['PAYMENT.CAPTURE.DENIED', 'PAYMENT.CAPTURE.DECLINED'].includes(event.event_type)
          ? 'failed'
          : 'ignored';
    const orderId = capture.data.supplementary_data?.related_ids?.order_id ?? null;
    return {
      ...captureEvent(
        event.id,
        event.event_type,
        capture.data,
        orderId,
        transactionIdOf(capture.data.custom_id),
      ),
      kind,
    };
  }
  if (event.event_type === 'CHECKOUT.ORDER.APPROVED' || event.event_type === 'CHECKOUT.ORDER.VOIDED') {
    const order = orderSchema.safeParse(event.resource);
    if (!order.success) return ignored;
    const unit = order.data.purchase_units[0];
    return {
      ...ignored,
      kind: event.event_type === 'CHECKOUT.ORDER.APPROVED' ? 'approved' : 'expired',
      reference: order.data.id,
      transactionId: transactionIdOf(unit?.custom_id),
      amount: unit?.amount === undefined ? null : paypalCents(unit.amount.value),
      currency: unit?.amount?.currency_code ?? null,
    };
  }
  return ignored;
}

function captureEvent(
  id: string,
  type: string,
  capture: z.infer<typeof captureSchema>,
  reference: string | null,
  transactionId: number | null,
): GatewayEvent {
  const kind: PaymentEventKind =
    capture.status === 'COMPLETED'
      ? 'paid'
      : capture.status === 'DECLINED' || capture.status === 'FAILED'
        ? 'failed'
        : 'ignored';
  return {
    id,
    type,
    kind,
    reference,
    transactionId: transactionId ?? transactionIdOf(capture.custom_id),
    captureId: capture.id,
    amount: capture.amount === undefined ? null : paypalCents(capture.amount.value),
    currency: capture.amount?.currency_code ?? null,
  };
}

/** PayPal's issue codes of an error answer (`details[].issue`). */
function issues(body: unknown): string[] {
  const parsed = z.object({ details: z.array(z.object({ issue: z.string() })) }).safeParse(body);
  return parsed.success ? parsed.data.details.map((d) => d.issue) : [];
}

function transactionIdOf(customId: string | undefined): number | null {
  const id = Number(customId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Cents as PayPal writes an amount: 2050 → "20.50" (integer arithmetic, no float rounding). */
export function paypalAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** PayPal's amount in cents, or null when it is not a plain amount of at most two decimals. */
export function paypalCents(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (match === null) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const PAYPAL_LOCALES: Record<Locale, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR', de: 'de-DE' };
