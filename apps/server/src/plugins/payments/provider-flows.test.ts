import { describe, expect, it } from 'vitest';
import { findOrderByHash, listOrderPayments } from '@ordina/db';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { postProviderWebhook, useProviderStubs } from '../../adapters/payments/test/provider-stubs.ts';
import { placeWaitingOrder, usePaymentsTestApp } from './test/payments-test-app.ts';

/*
 * Stripe Checkout and PayPal through the whole server (docs/decisions/018),
 * against local servers speaking their APIs: the checkout opened for the
 * order's total, the provider's signed webhooks settling the order once,
 * PayPal's capture after approval, refunds when the order is cancelled.
 */

describe.each(TEST_DIALECTS)('Stripe and PayPal payments on %s', (dialect) => {
  const { stripe, paypal, env } = useProviderStubs();
  // Its hooks come after the stand-ins' (the app is pointed at them) and its close before theirs.
  const { app, db, statusOf, states } = usePaymentsTestApp(dialect, () => env());
  const webhook = (provider: 'stripe' | 'paypal', event: { body: string; headers: Record<string, string> }) =>
    postProviderWebhook(app(), provider, event);
  const cancel = (orderId: number) =>
    db().updateTable('orders').set({ status_code: 'canceled' }).where('id', '=', orderId).execute();

  async function checkout(orderId: number) {
    const started = await app().payments.startOrderPayment(orderId);
    if (!started.ok) throw new Error(`no checkout: ${started.reason}`);
    return started;
  }

  describe('Stripe Checkout', () => {
    it('charges the order’s total and settles it once on checkout.session.completed, whatever comes after', async () => {
      const order = await placeWaitingOrder(app(), 'stripe');
      const started = await checkout(order.id);
      const session = stripe().sessions.get(started.reference);
      expect(started.payUrl).toBe(session?.url);
      expect(session).toMatchObject({
        amount_total: 2050,
        currency: 'eur',
        success_url: `https://trattoria.example/esito-pagamento/successo/${order.id}/${encodeURIComponent(order.hash)}`,
        cancel_url: `https://trattoria.example/esito-pagamento/annullato/${order.id}/${encodeURIComponent(order.hash)}`,
        product_name: `Trattoria Prova · ${(await findOrderByHash(db(), app().businessId, order.id, order.hash))?.code}`,
      });

      const completed = stripe().event('checkout.session.completed', started.reference);
      for (let i = 0; i < 3; i += 1) expect((await webhook('stripe', completed)).statusCode).toBe(200);
      expect(
        (await webhook('stripe', stripe().event('checkout.session.expired', started.reference))).statusCode,
      ).toBe(200);
      expect(await statusOf(order)).toBe('to_manage');
      expect(await states(order.id)).toEqual(['payment:paid']);
    });

    it('does not fulfil a Stripe event whose amount is not the order’s, and refuses one it did not sign', async () => {
      const order = await placeWaitingOrder(app(), 'stripe');
      const started = await checkout(order.id);
      const forged = stripe().event('checkout.session.completed', started.reference);
      const changed = await webhook('stripe', {
        ...forged,
        body: forged.body.replace('"amount_total":2050', '"amount_total":1'),
      });
      expect(changed.statusCode).toBe(400);
      expect(changed.json()).toEqual({ data: { errors: ['WRONG_PAYMENT_SIGNATURE'] } });
      expect(await states(order.id)).toEqual(['payment:pending']);
      // Signed by Stripe but for another amount (a session changed behind our back): recorded, not fulfilled.
      const cheaper = stripe().event('checkout.session.completed', started.reference, (session) => ({
        ...session,
        amount_total: 1,
      }));
      expect((await webhook('stripe', cheaper)).statusCode).toBe(200);
      expect(await statusOf(order)).toBe('waiting_payment');
      expect(await states(order.id)).toEqual(['payment:mismatch']);
    });

    it('refunds a paid order the restaurant cancels against its PaymentIntent', async () => {
      const order = await placeWaitingOrder(app(), 'stripe');
      const started = await checkout(order.id);
      await webhook('stripe', stripe().event('checkout.session.completed', started.reference));
      await cancel(order.id);
      expect(await app().payments.refundOrderPayment(order.id)).toMatchObject({
        ok: true,
        refunds: [{ amount: 2050, state: 'refunded' }],
      });
      const refundCall = stripe()
        .requests.filter((r) => r.path === '/v1/refunds')
        .at(-1)!;
      expect(stripe().form(refundCall)).toMatchObject({ payment_intent: `pi_test_${started.reference}` });
      const [, refund] = await listOrderPayments(db(), app().businessId, order.id);
      expect(refund).toMatchObject({
        kind: 'refund',
        status: 'refunded',
        reference: expect.stringMatching(/^re_test_/) as unknown,
      });
    });

    it('keeps the order waiting when Stripe cannot open a session, its payment marked failed', async () => {
      const order = await placeWaitingOrder(app(), 'stripe');
      stripe().failNext(400);
      expect(await app().payments.startOrderPayment(order.id)).toEqual({
        ok: false,
        reason: 'provider_failed',
      });
      expect(await states(order.id)).toEqual(['payment:failed']);
      expect(await statusOf(order)).toBe('waiting_payment');
    });
  });

  describe('PayPal', () => {
    it('captures an approved order when PayPal says so, and settles the order once', async () => {
      const order = await placeWaitingOrder(app(), 'paypal');
      const started = await checkout(order.id);
      expect(started.payUrl).toBe(`https://www.sandbox.paypal.test/checkoutnow?token=${started.reference}`);
      expect(paypal().orders.get(started.reference)?.amount).toEqual({
        currency_code: 'EUR',
        value: '20.50',
      });

      paypal().approve(started.reference);
      const approved = paypal().event('CHECKOUT.ORDER.APPROVED', {
        id: started.reference,
        status: 'APPROVED',
        purchase_units: [
          { custom_id: String(started.transactionId), amount: { currency_code: 'EUR', value: '20.50' } },
        ],
      });
      expect((await webhook('paypal', approved)).statusCode).toBe(200);
      expect(paypal().orders.get(started.reference)?.status).toBe('COMPLETED');
      expect(await statusOf(order)).toBe('to_manage');
      // PayPal's own word on the capture, and the approval again: nothing changes.
      const capture = paypal().orders.get(started.reference)!.capture!;
      const completed = paypal().event('PAYMENT.CAPTURE.COMPLETED', {
        ...capture,
        supplementary_data: { related_ids: { order_id: started.reference } },
      });
      expect((await webhook('paypal', completed)).statusCode).toBe(200);
      expect((await webhook('paypal', approved)).statusCode).toBe(200);
      expect(await states(order.id)).toEqual(['payment:paid']);

      await cancel(order.id);
      expect(await app().payments.refundOrderPayment(order.id)).toMatchObject({
        ok: true,
        refunds: [{ state: 'refunded' }],
      });
      expect(paypal().requests.at(-1)?.path).toBe(`/v2/payments/captures/${capture.id}/refund`);
    });

    it('takes no money for an order that expired before the customer approved it', async () => {
      const order = await placeWaitingOrder(app(), 'paypal', { minutesAgo: 31 });
      const started = await checkout(order.id);
      await app().payments.sweep();
      expect(await statusOf(order)).toBe('canceled');
      paypal().approve(started.reference);
      const approved = paypal().event('CHECKOUT.ORDER.APPROVED', {
        id: started.reference,
        status: 'APPROVED',
        purchase_units: [{ custom_id: String(started.transactionId) }],
      });
      expect((await webhook('paypal', approved)).statusCode).toBe(200);
      expect(paypal().orders.get(started.reference)?.status).toBe('APPROVED');
      expect(await states(order.id)).toEqual(['payment:canceled']);
    });

    it('answers 503 and writes nothing while PayPal cannot verify, then takes the redelivery; a forgery is 400', async () => {
      const order = await placeWaitingOrder(app(), 'paypal');
      const started = await checkout(order.id);
      paypal().approve(started.reference);
      const approved = paypal().event('CHECKOUT.ORDER.APPROVED', {
        id: started.reference,
        status: 'APPROVED',
        purchase_units: [{ custom_id: String(started.transactionId) }],
      });
      paypal().failNext(503);
      const down = await webhook('paypal', approved);
      expect(down.statusCode).toBe(503);
      expect(await states(order.id)).toEqual(['payment:pending']);
      const forged = await webhook('paypal', {
        ...approved,
        body: approved.body.replace('APPROVED', 'APPROVE'),
      });
      expect(forged.statusCode).toBe(400);
      expect(await states(order.id)).toEqual(['payment:pending']);
      expect((await webhook('paypal', approved)).statusCode).toBe(200);
      expect(await statusOf(order)).toBe('to_manage');
    });
  });
});
