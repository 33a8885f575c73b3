import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './gateway.ts';
import { SANDBOX_SIGNATURE_HEADER, sandboxGateway } from './sandbox-gateway.ts';

// The built-in sandbox: checkouts on our own page, callbacks signed like a provider's webhooks.

const gateway = sandboxGateway({ secret: 'sandbox-secret', publicUrl: 'https://shop.example' });
const payment = { reference: 'sbx_abc', transactionId: 7, amount: 2050, currency: 'EUR' };
const delivery = (callback: { body: string; signature: string }, header = SANDBOX_SIGNATURE_HEADER) => ({
  rawBody: Buffer.from(callback.body),
  headers: { [header]: callback.signature },
});

describe('sandbox gateway', () => {
  it('opens checkouts on our own pay page, under references nobody can guess', async () => {
    const request = {
      transactionId: 7,
      order: { id: 1, code: 'C', locale: 'it' as const, email: 'a@b.it' },
      amount: 2050,
      currency: 'EUR',
      businessName: 'B',
      successUrl: 's',
      cancelUrl: 'c',
      expiresAt: new Date(),
    };
    const a = await gateway.createCheckout(request);
    const b = await gateway.createCheckout(request);
    expect(a.reference).toMatch(/^sbx_[A-Za-z0-9_-]{24}$/);
    expect(b.reference).not.toBe(a.reference);
    expect(a.payUrl).toBe(`https://shop.example/sandbox-pay/${a.reference}`);
  });

  it('reads back what it signed: paid with a capture, failed, expired', async () => {
    expect(await gateway.parseWebhook(delivery(gateway.callback('paid', payment)))).toMatchObject({
      type: 'payment.succeeded',
      kind: 'paid',
      reference: 'sbx_abc',
      transactionId: 7,
      captureId: 'sbx_cap_abc',
      amount: 2050,
      currency: 'EUR',
    });
    expect(await gateway.parseWebhook(delivery(gateway.callback('failed', payment)))).toMatchObject({
      kind: 'failed',
      captureId: null,
    });
    expect(await gateway.parseWebhook(delivery(gateway.callback('expired', payment)))).toMatchObject({
      kind: 'expired',
    });
    const tampered = gateway.callback('paid', payment, { amount: 1 });
    expect((await gateway.parseWebhook(delivery(tampered))).amount).toBe(1);
    // Every callback is an event of its own.
    expect(gateway.callback('paid', payment).eventId).not.toBe(gateway.callback('paid', payment).eventId);
  });

  it('refuses a callback without its signature, with another key’s, with a changed body, or too old', async () => {
    const callback = gateway.callback('paid', payment);
    await expect(gateway.parseWebhook({ rawBody: Buffer.from(callback.body), headers: {} })).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(gateway.parseWebhook(delivery(callback, 'stripe-signature'))).rejects.toThrow(
      WebhookSignatureError,
    );
    const otherKey = sandboxGateway({ secret: 'another-secret', publicUrl: 'https://shop.example' });
    await expect(otherKey.parseWebhook(delivery(callback))).rejects.toThrow(WebhookSignatureError);
    await expect(
      gateway.parseWebhook({
        ...delivery(callback),
        rawBody: Buffer.from(callback.body.replace('2050', '1')),
      }),
    ).rejects.toThrow(WebhookSignatureError);
    const later = sandboxGateway({
      secret: 'sandbox-secret',
      publicUrl: 'https://shop.example',
      clock: () => new Date(Date.now() + 10 * 60_000),
    });
    await expect(later.parseWebhook(delivery(callback))).rejects.toThrow(WebhookSignatureError);
  });

  it('gives back nothing, under a stable reference', async () => {
    const refund = { refundId: 9, paymentReference: 'sbx_abc', captureId: 'sbx_cap_abc' };
    expect(await gateway.refund(refund)).toEqual({ reference: 'sbx_rf_9' });
    expect(await gateway.refund(refund)).toEqual({ reference: 'sbx_rf_9' });
  });
});
