import Stripe from 'stripe';
import { startStubServer, type StubRequest, type StubServer } from './stub-server.ts';

/*
 * A local stand-in for the part of Stripe's API the gateway calls (no
 * internet here): POST /v1/checkout/sessions and POST /v1/refunds, form-
 * encoded as the SDK sends them, with the bearer key checked and the
 * Idempotency-Key honoured the way Stripe does (the same key answers the
 * first result). `event()` writes a webhook delivery signed the documented
 * way, with the SDK's own `generateTestHeaderString`.
 */

export const STUB_SECRET_KEY = 'sk_test_ordina_stub';
export const STUB_WEBHOOK_SECRET = 'whsec_ordina_stub';

/** A Checkout Session as the stub keeps it (the fields the gateway reads and sends). */
export interface StubSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  expires_at: number;
  product_name: string;
}

/** A payment the stand-in took: a session's money captured (what a completed, paid session's event says happened). */
export interface StubCapture {
  sessionId: string;
  paymentIntent: string;
  amount: number;
  /** The session's metadata as the gateway sent it (`order_id`, `transaction_id`, `order_code`). */
  metadata: Record<string, string>;
}

/** The Stripe stand-in. */
export interface StripeApiStub extends StubServer {
  sessions: Map<string, StubSession>;
  /** Every capture, oldest first: one per session whose completed, paid event `event()` wrote (however often it was written). */
  captures: StubCapture[];
  /** The form fields of a request, flat as the SDK encodes them (`line_items[0][price_data][unit_amount]`). */
  form(request: StubRequest): Record<string, string>;
  /** A signed webhook delivery of `type` about a session (paid when completed), with its body overridable. */
  event(
    type: string,
    sessionId: string,
    change?: (session: StubSession) => StubSession,
  ): { body: string; headers: Record<string, string> };
}

/** Starts the Stripe stand-in on a free loopback port. */
export async function startStripeApiStub(): Promise<StripeApiStub> {
  const sessions = new Map<string, StubSession>();
  const captures: StubCapture[] = [];
  const byIdempotencyKey = new Map<string, unknown>();
  let counter = 0;
  const form = (request: StubRequest) => Object.fromEntries(new URLSearchParams(request.body));

  /** Stripe's rule: a repeated Idempotency-Key answers what the first request got. */
  function idempotent(request: StubRequest, create: () => unknown): { status: number; body: unknown } {
    if (request.headers.authorization !== `Bearer ${STUB_SECRET_KEY}`)
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      };
    const key = request.headers['idempotency-key'];
    if (typeof key === 'string' && byIdempotencyKey.has(key))
      return { status: 200, body: byIdempotencyKey.get(key) };
    const body = create();
    if (typeof key === 'string') byIdempotencyKey.set(key, body);
    return { status: 200, body };
  }

  const server = await startStubServer([
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (request) =>
        idempotent(request, () => {
          const f = form(request);
          const id = `cs_test_${(counter += 1)}`;
          const session: StubSession = {
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/c/pay/${id}`,
            amount_total:
              Number(f['line_items[0][price_data][unit_amount]']) * Number(f['line_items[0][quantity]']),
            currency: f['line_items[0][price_data][currency]'] ?? '',
            client_reference_id: f.client_reference_id ?? null,
            customer_email: f.customer_email ?? null,
            locale: f.locale ?? null,
            metadata: fieldsUnder('metadata', f),
            payment_intent: null,
            payment_status: 'unpaid',
            status: 'open',
            success_url: f.success_url ?? '',
            cancel_url: f.cancel_url ?? '',
            expires_at: Number(f.expires_at),
            product_name: f['line_items[0][price_data][product_data][name]'] ?? '',
          };
          sessions.set(id, session);
          return session;
        }),
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      (request) =>
        idempotent(request, () => {
          const f = form(request);
          return {
            id: `re_test_${(counter += 1)}`,
            object: 'refund',
            amount: f.amount === undefined ? null : Number(f.amount),
            payment_intent: f.payment_intent,
            status: 'succeeded',
          };
        }),
    ],
  ]);

  return {
    ...server,
    sessions,
    captures,
    form,
    event(type, sessionId, change = (session) => session) {
      const stored = sessions.get(sessionId);
      if (stored === undefined) throw new Error(`no session ${sessionId}`);
      const completed =
        type === 'checkout.session.completed' || type === 'checkout.session.async_payment_succeeded';
      const session = change({
        ...stored,
        ...(completed
          ? {
              payment_status: 'paid' as const,
              status: 'complete' as const,
              payment_intent: `pi_test_${sessionId}`,
            }
          : {}),
        ...(type === 'checkout.session.expired' ? { status: 'expired' as const } : {}),
      });
      if (
        completed &&
        session.payment_status === 'paid' &&
        !captures.some((capture) => capture.sessionId === session.id)
      )
        captures.push({
          sessionId: session.id,
          paymentIntent: session.payment_intent ?? '',
          amount: session.amount_total,
          metadata: session.metadata,
        });
      const body = JSON.stringify({
        id: `evt_test_${(counter += 1)}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object: session },
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: STUB_WEBHOOK_SECRET,
          }),
        },
      };
    },
  };
}

/** The fields of a form-encoded hash (`metadata[order_id]=7` → { order_id: '7' }). */
function fieldsUnder(name: string, form: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const field =
      key.startsWith(`${name}[`) && key.endsWith(']') ? key.slice(name.length + 1, -1) : undefined;
    if (field !== undefined && !field.includes('[')) fields[field] = value;
  }
  return fields;
}
