import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from './gateway.ts';
import { testCheckoutRequest, webhookDelivery } from './test/checkout-request.ts';
import { PaymentProviderError, WebhookSignatureError } from './gateway.ts';
import { paypalAmount, paypalCents, paypalGateway } from './paypal-gateway.ts';
import {
  startPaypalApiStub,
  STUB_CLIENT_ID,
  STUB_CLIENT_SECRET,
  STUB_WEBHOOK_ID,
  type PaypalApiStub,
} from './test/paypal-api-stub.ts';

// PayPal Orders v2 with fetch, against a local server speaking the part of PayPal's REST API we call.

/** Every checkout in French (PayPal's page gets fr-FR), open for 30 minutes. */
function checkoutRequest(over: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return testCheckoutRequest('fr', new Date(Date.now() + 30 * 60_000), over);
}

describe('PayPal Orders v2 gateway', () => {
  let stub: PaypalApiStub;
  let gateway: ReturnType<typeof paypalGateway>;
  const settings = () => ({
    clientId: STUB_CLIENT_ID,
    clientSecret: STUB_CLIENT_SECRET,
    webhookId: STUB_WEBHOOK_ID,
    apiUrl: stub.url,
  });
  const calls = (path: string) => stub.requests.filter((r) => r.path === path).length;

  beforeAll(async () => {
    stub = await startPaypalApiStub();
    gateway = paypalGateway(settings());
  });
  afterAll(() => stub.close());

  it('creates an order with intent CAPTURE for the order’s total, sending the customer to PayPal and back to the landing page', async () => {
    const checkout = await gateway.createCheckout(checkoutRequest());
    const order = stub.orders.get(checkout.reference);
    expect(checkout.payUrl).toBe(`https://www.sandbox.paypal.test/checkoutnow?token=${checkout.reference}`);
    expect(order?.request).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'order-42',
          custom_id: '7',
          description: 'Lido Azzurro · 7KQ2M9XA3F',
          amount: { currency_code: 'EUR', value: '20.50' },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: 'Lido Azzurro',
            locale: 'fr-FR',
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            return_url: 'https://shop.example/esito-pagamento/successo/42/h4sh',
            cancel_url: 'https://shop.example/esito-pagamento/annullato/42/h4sh',
          },
        },
      },
    });
    expect(stub.requests.at(-1)?.headers['paypal-request-id']).toBe('ordina-checkout-7');
    // A retry of the same payment answers the same PayPal order; the token is fetched once and kept.
    expect(await gateway.createCheckout(checkoutRequest())).toEqual(checkout);
    expect(calls('/v1/oauth2/token')).toBe(1);
  });

  it('captures an approved order once: the capture is the payment’s event; a second capture finds it done', async () => {
    const { reference } = await gateway.createCheckout(checkoutRequest({ transactionId: 8 }));
    await expect(gateway.capture!(reference, 8)).rejects.toMatchObject({
      name: 'PaymentProviderError',
      retryable: false,
    });
    stub.approve(reference);
    const captured = await gateway.capture!(reference, 8);
    const capture = stub.orders.get(reference)?.capture;
    expect(captured).toEqual({
      id: `capture-${capture?.id}`,
      type: 'CAPTURE',
      kind: 'paid',
      reference,
      transactionId: 8,
      captureId: capture?.id,
      amount: 2050,
      currency: 'EUR',
    });
    expect(stub.requests.at(-1)?.headers['paypal-request-id']).toBe('ordina-capture-8');
    expect(await paypalGateway(settings()).capture!(reference, 9)).toBeUndefined();
  });

  it('has PayPal verify each webhook with the event exactly as received, then reads captures and order approvals', async () => {
    const { reference } = await gateway.createCheckout(checkoutRequest({ transactionId: 10 }));
    const captureResource = {
      id: '3C679366HH908993F',
      status: 'COMPLETED',
      amount: { currency_code: 'EUR', value: '20.50' },
      custom_id: '10',
      supplementary_data: { related_ids: { order_id: reference } },
    };
    const completed = stub.event('PAYMENT.CAPTURE.COMPLETED', captureResource);
    expect(await gateway.parseWebhook(webhookDelivery(completed))).toEqual({
      id: (JSON.parse(completed.body) as { id: string }).id,
      type: 'PAYMENT.CAPTURE.COMPLETED',
      kind: 'paid',
      reference,
      transactionId: 10,
      captureId: '3C679366HH908993F',
      amount: 2050,
      currency: 'EUR',
    });
    const verify = stub.requests
      .filter((r) => r.path === '/v1/notifications/verify-webhook-signature')
      .at(-1)!;
    expect(verify.body.endsWith(`"webhook_event":${completed.body}}`)).toBe(true);
    expect(JSON.parse(verify.body)).toMatchObject({
      webhook_id: STUB_WEBHOOK_ID,
      auth_algo: 'SHA256withRSA',
      transmission_id: completed.headers['paypal-transmission-id'],
    });

    const approved = stub.event('CHECKOUT.ORDER.APPROVED', {
      id: reference,
      status: 'APPROVED',
      purchase_units: [{ custom_id: '10', amount: { currency_code: 'EUR', value: '20.50' } }],
    });
    expect(await gateway.parseWebhook(webhookDelivery(approved))).toMatchObject({
      kind: 'approved',
      reference,
      transactionId: 10,
      amount: 2050,
    });
    const denied = stub.event('PAYMENT.CAPTURE.DENIED', { ...captureResource, status: 'DECLINED' });
    expect((await gateway.parseWebhook(webhookDelivery(denied))).kind).toBe('failed');
    const other = stub.event('BILLING.SUBSCRIPTION.CREATED', { id: 'I-1' });
    expect(await gateway.parseWebhook(webhookDelivery(other))).toMatchObject({
      kind: 'ignored',
      reference: null,
    });
  });

  it('refuses a delivery PayPal does not vouch for, asking PayPal only when the headers are all there', async () => {
    const event = stub.event('PAYMENT.CAPTURE.COMPLETED', { id: 'C1', status: 'COMPLETED' });
    const before = calls('/v1/notifications/verify-webhook-signature');
    const { 'paypal-transmission-sig': _sig, ...unsigned } = event.headers;
    await expect(
      gateway.parseWebhook({ rawBody: Buffer.from(event.body), headers: unsigned }),
    ).rejects.toThrow(WebhookSignatureError);
    await expect(
      gateway.parseWebhook({ rawBody: Buffer.from('not json'), headers: event.headers }),
    ).rejects.toThrow(WebhookSignatureError);
    expect(calls('/v1/notifications/verify-webhook-signature')).toBe(before);
    await expect(
      gateway.parseWebhook({
        rawBody: Buffer.from(event.body.replace('"C1"', '"C2"')),
        headers: event.headers,
      }),
    ).rejects.toThrow(WebhookSignatureError);
    await expect(
      gateway.parseWebhook(
        webhookDelivery(stub.event('PAYMENT.CAPTURE.COMPLETED', { id: 'C1' }, { webhookId: 'OTHERWEBHOOK' })),
      ),
    ).rejects.toThrow(WebhookSignatureError);
    const otherHook = paypalGateway({ ...settings(), webhookId: 'OTHERWEBHOOK' });
    await expect(otherHook.parseWebhook(webhookDelivery(event))).rejects.toThrow(WebhookSignatureError);
  });

  it('treats PayPal failing to verify as a failure to retry, not as a forged delivery', async () => {
    const event = stub.event('PAYMENT.CAPTURE.COMPLETED', { id: 'C3', status: 'COMPLETED' });
    await gateway.createCheckout(checkoutRequest({ transactionId: 11 }));
    stub.failNext(503);
    await expect(gateway.parseWebhook(webhookDelivery(event))).rejects.toMatchObject({
      name: 'PaymentProviderError',
      retryable: true,
    });
    const unreachable = paypalGateway({ ...settings(), apiUrl: 'http://127.0.0.1:1' }, { timeoutMs: 2000 });
    await expect(unreachable.createCheckout(checkoutRequest())).rejects.toMatchObject({
      name: 'PaymentProviderError',
      retryable: true,
    });
  });

  it('gets a new token when PayPal no longer takes the kept one', async () => {
    const tokensBefore = calls('/v1/oauth2/token');
    stub.expireTokens();
    await gateway.createCheckout(checkoutRequest({ transactionId: 12 }));
    expect(calls('/v1/oauth2/token')).toBe(tokensBefore + 1);
    const wrongSecret = paypalGateway({ ...settings(), clientSecret: 'wrong' });
    await expect(wrongSecret.createCheckout(checkoutRequest({ transactionId: 13 }))).rejects.toMatchObject({
      retryable: false,
    });
  });

  it('refunds the whole capture, once per refund row', async () => {
    const { reference } = await gateway.createCheckout(checkoutRequest({ transactionId: 14 }));
    stub.approve(reference);
    const captured = await gateway.capture!(reference, 14);
    const request = { refundId: 5, paymentReference: reference, captureId: captured!.captureId };
    const refund = await gateway.refund(request);
    // The whole capture: no amount that could differ from what was really taken.
    expect(JSON.parse(stub.requests.at(-1)!.body)).toEqual({});
    expect(stub.requests.at(-1)?.headers['paypal-request-id']).toBe('ordina-refund-5');
    expect(await gateway.refund(request)).toEqual(refund);
    await expect(gateway.refund({ ...request, refundId: 6, captureId: null })).rejects.toThrow(
      PaymentProviderError,
    );
  });

  it('refunds part of a capture for its exact value (a manual discount, docs/decisions/044)', async () => {
    const { reference } = await gateway.createCheckout(checkoutRequest({ transactionId: 15 }));
    stub.approve(reference);
    const captured = await gateway.capture!(reference, 15);
    await gateway.refund({
      refundId: 8,
      paymentReference: reference,
      captureId: captured!.captureId,
      amount: { cents: 350, currency: 'EUR' },
    });
    expect(JSON.parse(stub.requests.at(-1)!.body)).toEqual({
      amount: { value: '3.50', currency_code: 'EUR' },
    });
  });

  it('writes and reads PayPal amounts in cents without float rounding', () => {
    expect([1, 5, 2050, 1999, 100_000_00].map(paypalAmount)).toEqual([
      '0.01',
      '0.05',
      '20.50',
      '19.99',
      '100000.00',
    ]);
    expect(['20.50', '20.5', '20', '0.07', '19.99'].map(paypalCents)).toEqual([2050, 2050, 2000, 7, 1999]);
    expect(['20.505', '-1.00', '1e3', '', '20,50'].map(paypalCents)).toEqual([null, null, null, null, null]);
  });
});
