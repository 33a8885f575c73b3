import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { z } from 'zod';
import type { PaymentEventKind } from '@ordina/db';
import type {
  Checkout,
  CheckoutRequest,
  GatewayEvent,
  PaymentGatewayAdapter,
  RefundRequest,
  WebhookDelivery,
} from './gateway.ts';
import { WebhookSignatureError } from './gateway.ts';

/*
 * The built-in sandbox gateway (docs/decisions/018): for the demo and the
 * tests, a payment provider that moves no money. Its "hosted checkout" is a
 * page of our own server (/sandbox-pay/{reference}, routes/sandbox-pay) with
 * Pay / Cancel / Fail buttons; what the customer chooses comes back as a
 * signed callback POSTed to /api/payments/webhook/sandbox, exactly like a
 * provider's webhook. The signature is Stripe's documented scheme
 * (`t=…,v1=HMAC-SHA256("<t>.<body>")`), made and checked with the stripe
 * SDK's own helpers, under a key derived from the auth secret.
 */

/** The header carrying a sandbox callback's signature. */
export const SANDBOX_SIGNATURE_HEADER = 'ordina-sandbox-signature';

/** What the customer did on the sandbox page, as the callback's type names it. */
export const SANDBOX_EVENT_TYPES = {
  paid: 'payment.succeeded',
  failed: 'payment.failed',
  expired: 'checkout.expired',
} as const;
export type SandboxOutcome = keyof typeof SANDBOX_EVENT_TYPES;

const KIND_OF_TYPE: Record<string, PaymentEventKind> = {
  'payment.succeeded': 'paid',
  'payment.failed': 'failed',
  'checkout.expired': 'expired',
};

const callbackSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({
    reference: z.string().min(1),
    transaction_id: z.number().int().nullable(),
    amount: z.number().int().nullable(),
    currency: z.string().nullable(),
    capture_id: z.string().nullable(),
  }),
});
type SandboxCallback = z.infer<typeof callbackSchema>;

/** The payment a callback is about, as the sandbox page read it from the ledger. */
export interface SandboxPayment {
  reference: string;
  transactionId: number;
  amount: number;
  currency: string;
}

/** A callback ready to deliver: its body and signature header. */
export interface SandboxCallbackDelivery {
  eventId: string;
  body: string;
  signature: string;
}

/** The sandbox gateway: checkouts on our own page, callbacks signed with `secret`. */
export interface SandboxGateway extends PaymentGatewayAdapter {
  /** A signed callback saying the customer paid, failed or let the checkout expire; `amount` may be tampered with for tests. */
  callback(
    outcome: SandboxOutcome,
    payment: SandboxPayment,
    options?: { now?: Date; amount?: number; currency?: string },
  ): SandboxCallbackDelivery;
}

/** The event of a sandbox callback whose signature holds; throws WebhookSignatureError otherwise. */
function verifiedEvent(delivery: WebhookDelivery, secret: string, now: Date): GatewayEvent {
  const signature = Stripe.webhooks.signature;
  if (signature === null) throw new Error('the stripe SDK has no signature helper');
  const header = delivery.headers[SANDBOX_SIGNATURE_HEADER];
  try {
    signature.verifyHeader(
      delivery.rawBody,
      typeof header === 'string' ? header : '',
      secret,
      undefined,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    throw new WebhookSignatureError('sandbox callback signature does not hold', { cause: error });
  }
  let body: unknown;
  try {
    body = JSON.parse(delivery.rawBody.toString('utf8'));
  } catch {
    body = undefined;
  }
  const parsed = callbackSchema.safeParse(body);
  // Signed with our key, so a shape we do not know is our own bug: refused like a forgery rather than half-read.
  if (!parsed.success) throw new WebhookSignatureError('sandbox callback of an unknown shape');
  const { data } = parsed.data;
  return {
    id: parsed.data.id,
    type: parsed.data.type,
    kind: KIND_OF_TYPE[parsed.data.type] ?? 'ignored',
    reference: data.reference,
    transactionId: data.transaction_id,
    captureId: data.capture_id,
    amount: data.amount,
    currency: data.currency,
  };
}

/** Builds the sandbox gateway; `publicUrl` is where its pay page lives, `clock` what "now" is when checking a signature's age. */
export function sandboxGateway(options: {
  secret: string;
  publicUrl: string;
  clock?: () => Date;
}): SandboxGateway {
  const clock = options.clock ?? (() => new Date());
  return {
    name: 'sandbox',

    createCheckout(_request: CheckoutRequest): Promise<Checkout> {
      // Unguessable, like a provider's session id: the page shows the order's code and total.
      const reference = `sbx_${randomBytes(18).toString('base64url')}`;
      return Promise.resolve({ reference, payUrl: `${options.publicUrl}/sandbox-pay/${reference}` });
    },

    parseWebhook(delivery: WebhookDelivery): Promise<GatewayEvent> {
      try {
        return Promise.resolve(verifiedEvent(delivery, options.secret, clock()));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },

    refund(request: RefundRequest): Promise<{ reference: string }> {
      // No money moved, none to give back: the reference is stable, so asking twice answers the same refund.
      return Promise.resolve({ reference: `sbx_rf_${request.refundId}` });
    },

    callback(outcome, payment, callbackOptions = {}) {
      const now = callbackOptions.now ?? clock();
      const event: SandboxCallback = {
        id: `sbx_evt_${randomBytes(12).toString('base64url')}`,
        type: SANDBOX_EVENT_TYPES[outcome],
        created: Math.floor(now.getTime() / 1000),
        data: {
          reference: payment.reference,
          transaction_id: payment.transactionId,
          amount: callbackOptions.amount ?? payment.amount,
          currency: callbackOptions.currency ?? payment.currency,
          capture_id: outcome === 'paid' ? `sbx_cap_${payment.reference.slice(4)}` : null,
        },
      };
      const body = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret,
        timestamp: event.created,
      });
      return { eventId: event.id, body, signature };
    },
  };
}
