import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from './gateway.ts';
import { testCheckoutRequest, webhookDelivery } from './test/checkout-request.ts';
import { PaymentProviderError, WebhookSignatureError } from './gateway.ts';
import { stripeGateway } from './stripe-gateway.ts';
import {
  startStripeApiStub,
  STUB_SECRET_KEY,
  STUB_WEBHOOK_SECRET,
  type StripeApiStub,
} from './test/stripe-api-stub.ts';

// Stripe Checkout through the official SDK, against a local server speaking the part of Stripe's API we call.

const NOW = new Date('2026-12-01T17:00:00.000Z');

/** Every checkout in Italian, open for an hour from NOW unless a test says otherwise. */
function checkoutRequest(over: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return testCheckoutRequest('it', new Date(NOW.getTime() + 60 * 60_000), over);
}

describe('Stripe Checkout gateway', () => {
  let stub: StripeApiStub;
  let gateway: ReturnType<typeof stripeGateway>;

  beforeAll(async () => {
    stub = await startStripeApiStub();
    // The webhook's signature is checked against the real clock (the stub signs with it); sessions against NOW.
    gateway = stripeGateway({
      secretKey: STUB_SECRET_KEY,
      webhookSecret: STUB_WEBHOOK_SECRET,
      apiUrl: stub.url,
    });
  });
  afterAll(() => stub.close());

  it('opens one Checkout Session per payment: the order’s total in euro cents, back to the landing page, our ids in metadata', async () => {
    const timed = stripeGateway(
      { secretKey: STUB_SECRET_KEY, webhookSecret: STUB_WEBHOOK_SECRET, apiUrl: stub.url },
      { clock: () => NOW },
    );
    const checkout = await timed.createCheckout(checkoutRequest());
    const session = stub.sessions.get(checkout.reference);
    expect(checkout).toEqual({
      reference: session?.id,
      payUrl: `https://checkout.stripe.test/c/pay/${session?.id}`,
    });
    expect(session).toMatchObject({
      amount_total: 2050,
      currency: 'eur',
      client_reference_id: '7',
      customer_email: 'anna@example.com',
      locale: 'it',
      success_url: 'https://shop.example/esito-pagamento/successo/42/h4sh',
      cancel_url: 'https://shop.example/esito-pagamento/annullato/42/h4sh',
      metadata: { transaction_id: '7', order_id: '42', order_code: '7KQ2M9XA3F' },
      product_name: 'Lido Azzurro · 7KQ2M9XA3F',
      expires_at: NOW.getTime() / 1000 + 3600,
    });
    const request = stub.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${STUB_SECRET_KEY}`);
    expect(request.headers['idempotency-key']).toBe('ordina-checkout-7');
    expect(stub.form(request)['payment_intent_data[metadata][transaction_id]']).toBe('7');
    // Asked again for the same payment (a retry): the same session, not a second one.
    expect(await timed.createCheckout(checkoutRequest())).toEqual(checkout);
  });

  it('keeps a session within Stripe’s 30 minutes to 24 hours, never beyond the order’s deadline when it can', async () => {
    const timed = stripeGateway(
      { secretKey: STUB_SECRET_KEY, webhookSecret: STUB_WEBHOOK_SECRET, apiUrl: stub.url },
      { clock: () => NOW },
    );
    const soon = await timed.createCheckout(
      checkoutRequest({ transactionId: 8, expiresAt: new Date(NOW.getTime() + 10 * 60_000) }),
    );
    const late = await timed.createCheckout(
      checkoutRequest({ transactionId: 9, expiresAt: new Date(NOW.getTime() + 48 * 3600_000) }),
    );
    const at = NOW.getTime() / 1000;
    expect(stub.sessions.get(soon.reference)?.expires_at).toBe(at + 31 * 60);
    expect(stub.sessions.get(late.reference)?.expires_at).toBe(at + 23 * 3600 + 59 * 60);
  });

  it('reads the Checkout Session webhooks: paid with its PaymentIntent, not yet paid, failed, expired; others ignored', async () => {
    const { reference } = await gateway.createCheckout(checkoutRequest({ transactionId: 10 }));
    const paid = await gateway.parseWebhook(
      webhookDelivery(stub.event('checkout.session.completed', reference)),
    );
    expect(paid).toMatchObject({
      type: 'checkout.session.completed',
      kind: 'paid',
      reference,
      transactionId: 10,
      captureId: `pi_test_${reference}`,
      amount: 2050,
      currency: 'EUR',
    });
    expect(paid.id).toMatch(/^evt_test_/);
    // A delayed method (bank debit): completed but not paid yet, then its own outcome.
    const unpaid = stub.event('checkout.session.completed', reference, (session) => ({
      ...session,
      payment_status: 'unpaid',
    }));
    expect((await gateway.parseWebhook(webhookDelivery(unpaid))).kind).toBe('ignored');
    expect(
      (
        await gateway.parseWebhook(
          webhookDelivery(stub.event('checkout.session.async_payment_succeeded', reference)),
        )
      ).kind,
    ).toBe('paid');
    expect(
      (
        await gateway.parseWebhook(
          webhookDelivery(stub.event('checkout.session.async_payment_failed', reference)),
        )
      ).kind,
    ).toBe('failed');
    expect(
      await gateway.parseWebhook(webhookDelivery(stub.event('checkout.session.expired', reference))),
    ).toMatchObject({ kind: 'expired', reference, captureId: null });
    expect(
      await gateway.parseWebhook(webhookDelivery(stub.event('charge.refunded', reference))),
    ).toMatchObject({ kind: 'ignored', reference: null });
  });

  it('refuses a delivery whose Stripe-Signature does not hold: missing, another secret, a changed body, too old', async () => {
    const { reference } = await gateway.createCheckout(checkoutRequest({ transactionId: 11 }));
    const event = stub.event('checkout.session.completed', reference);
    const rejects = (rawBody: string, headers: Record<string, string>) =>
      expect(gateway.parseWebhook({ rawBody: Buffer.from(rawBody), headers })).rejects.toThrow(
        WebhookSignatureError,
      );
    await rejects(event.body, { 'content-type': 'application/json' });
    const otherSecret = stripeGateway({
      secretKey: STUB_SECRET_KEY,
      webhookSecret: 'whsec_other',
      apiUrl: stub.url,
    });
    await expect(otherSecret.parseWebhook(webhookDelivery(event))).rejects.toThrow(WebhookSignatureError);
    await rejects(event.body.replace('"amount_total":2050', '"amount_total":1'), event.headers);
    const tomorrow = stripeGateway(
      { secretKey: STUB_SECRET_KEY, webhookSecret: STUB_WEBHOOK_SECRET, apiUrl: stub.url },
      { clock: () => new Date(Date.now() + 86_400_000) },
    );
    await expect(tomorrow.parseWebhook(webhookDelivery(event))).rejects.toThrow(WebhookSignatureError);
    await rejects('', event.headers);
  });

  it('refunds the whole PaymentIntent, once per refund row however often it is asked', async () => {
    const first = await gateway.refund({
      refundId: 3,
      paymentReference: 'cs_test_1',
      captureId: 'pi_test_1',
    });
    const request = stub.requests.at(-1)!;
    expect(request.path).toBe('/v1/refunds');
    // The whole payment: no amount that could differ from what was really taken.
    expect(stub.form(request)).toEqual({ payment_intent: 'pi_test_1', 'metadata[refund_id]': '3' });
    expect(request.headers['idempotency-key']).toBe('ordina-refund-3');
    expect(
      await gateway.refund({ refundId: 3, paymentReference: 'cs_test_1', captureId: 'pi_test_1' }),
    ).toEqual(first);
    await expect(
      gateway.refund({ refundId: 4, paymentReference: 'cs_test_1', captureId: null }),
    ).rejects.toThrow(PaymentProviderError);
  });

  it('refunds part of a PaymentIntent for its exact cents (a manual discount, docs/decisions/044)', async () => {
    await gateway.refund({
      refundId: 7,
      paymentReference: 'cs_test_1',
      captureId: 'pi_test_1',
      amount: { cents: 350, currency: 'EUR' },
    });
    const request = stub.requests.at(-1)!;
    expect(stub.form(request)).toEqual({
      payment_intent: 'pi_test_1',
      amount: '350',
      'metadata[refund_id]': '7',
    });
    expect(request.headers['idempotency-key']).toBe('ordina-refund-7');
  });

  it('tells a refusal from a failure that may pass: a 400 is final, a 500 after the SDK’s retries is retryable', async () => {
    stub.failNext(400);
    await expect(gateway.createCheckout(checkoutRequest({ transactionId: 12 }))).rejects.toMatchObject({
      name: 'PaymentProviderError',
      retryable: false,
    });
    stub.failNext(500, 3);
    await expect(gateway.createCheckout(checkoutRequest({ transactionId: 13 }))).rejects.toMatchObject({
      name: 'PaymentProviderError',
      retryable: true,
    });
    const unauthorised = stripeGateway({
      secretKey: 'sk_test_wrong',
      webhookSecret: STUB_WEBHOOK_SECRET,
      apiUrl: stub.url,
    });
    await expect(unauthorised.createCheckout(checkoutRequest({ transactionId: 14 }))).rejects.toMatchObject({
      retryable: false,
    });
  });
});
