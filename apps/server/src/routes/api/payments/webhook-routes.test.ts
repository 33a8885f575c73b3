import { describe, expect, it } from 'vitest';
import { findOrderByHash, listDeliverySlots, listOrderPayments } from '@ordina/db';
import { testSlot } from '@ordina/db/test/new-order-fixture';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { SANDBOX_SIGNATURE_HEADER } from '../../../adapters/payments/index.ts';
import { placeWaitingOrder, usePaymentsTestApp } from '../../../plugins/payments/test/payments-test-app.ts';

/*
 * Online payments through the whole server with the built-in sandbox gateway
 * (docs/decisions/018): the checkout opened for an order, the hosted pay
 * page, its signed callbacks arriving at POST /api/payments/webhook/sandbox
 * (also duplicated, late and out of order), refused forgeries, the unpaid
 * order's expiry and the refund of money that came too late.
 */

describe.each(TEST_DIALECTS)('online payments through the sandbox on %s', (dialect) => {
  const { app, db, log, statusOf, states } = usePaymentsTestApp(dialect);
  const eventCount = async () => (await db().selectFrom('payment_events').select('id').execute()).length;

  /** Opens the sandbox checkout of an order; returns its reference and pay page path. */
  async function checkout(orderId: number) {
    const started = await app().payments.startOrderPayment(orderId);
    if (!started.ok) throw new Error(`no checkout: ${started.reason}`);
    return { ...started, path: new URL(started.payUrl).pathname };
  }
  /** Submits the pay page's form. */
  const choose = (path: string, outcome: string, controls: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ outcome, ...controls }).toString(),
    });
  /** A signed sandbox callback about a checkout, POSTed like a provider's webhook. */
  async function deliver(
    callback: { body: string; signature: string },
    headers: Record<string, string> = {},
  ) {
    return app().inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: callback.signature,
        ...headers,
      },
      payload: callback.body,
    });
  }
  const callbackFor = (
    started: { reference: string; transactionId: number },
    outcome: 'paid' | 'failed' | 'expired' = 'paid',
    amount = 2050,
  ) =>
    app().payments.gateways.sandbox.callback(outcome, {
      reference: started.reference,
      transactionId: started.transactionId,
      amount,
      currency: 'EUR',
    });

  it('pays an order on the hosted page: the callback moves it to to_manage, the customer lands on success', async () => {
    const order = await placeWaitingOrder(app());
    const started = await checkout(order.id);
    expect(started.payUrl).toBe(`https://trattoria.example/sandbox-pay/${started.reference}`);
    expect((await findOrderByHash(db(), app().businessId, order.id, order.hash))?.transactions).toEqual([
      {
        resourceUrlPay: `/api/payments/retry/${order.id}/${encodeURIComponent(order.hash)}`,
        status: 'pending',
      },
    ]);

    const page = await app().inject({ method: 'GET', url: started.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('Stai pagando Trattoria Prova');
    expect(page.body).toContain('20,50');
    expect(page.body).toMatch(
      /<button class="pay" type="submit" name="outcome" value="paid">Paga 20,50\s€<\/button>/,
    );
    expect(page.body).toContain('non viene addebitato nulla');
    // One inline style, carrying the request's CSP nonce.
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(page.body).toContain(`<style nonce="${nonce}">`);

    const paid = await choose(started.path, 'paid');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/esito-pagamento/successo/${order.id}/${encodeURIComponent(order.hash)}`,
    );
    expect(await statusOf(order)).toBe('to_manage');
    expect(await states(order.id)).toEqual(['payment:paid']);
    // Paid: no go-to-payment link any more.
    expect((await findOrderByHash(db(), app().businessId, order.id, order.hash))?.transactions).toEqual([
      { resourceUrlPay: null, status: 'paid' },
    ]);
    // Back on the page: nothing more to pay.
    expect((await app().inject({ method: 'GET', url: started.path })).body).toContain(
      'Questo pagamento è già stato effettuato.',
    );
    expect((await choose(started.path, 'paid')).headers.location).toBe(
      `/esito-pagamento/successo/${order.id}/${encodeURIComponent(order.hash)}`,
    );
  });

  it('applies the same webhook delivered five times, and a late expiry after it, once: one paid transition', async () => {
    const order = await placeWaitingOrder(app());
    const started = await checkout(order.id);
    const before = await eventCount();
    const paid = await choose(started.path, 'paid', { copies: '5', also: 'expired' });
    expect(paid.statusCode).toBe(303);
    expect(await statusOf(order)).toBe('to_manage');
    expect(await states(order.id)).toEqual(['payment:paid']);
    // Five deliveries of one event and one expiry event: two events recorded.
    expect(await eventCount()).toBe(before + 2);
    const outcomes = await db()
      .selectFrom('payment_events')
      .select('outcome')
      .where('reference', '=', started.reference)
      .orderBy('id')
      .execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['fulfilled', 'stale']);
  });

  it('lets a webhook come after the customer: the order waits on the landing page, then is paid when it arrives', async () => {
    const order = await placeWaitingOrder(app());
    const started = await checkout(order.id);
    const paid = await choose(started.path, 'paid', { delay: '30000' });
    expect(paid.headers.location).toContain('/esito-pagamento/successo/');
    // The landing page's first look: still waiting (it shows "checking").
    expect(await statusOf(order)).toBe('waiting_payment');
    // The late delivery arrives (now, rather than in 30 s).
    await app().payments.sandboxCourier.flush();
    expect(await statusOf(order)).toBe('to_manage');
  });

  it('keeps the order waiting after a declined payment or a cancel, and takes the retry', async () => {
    const order = await placeWaitingOrder(app());
    const started = await checkout(order.id);
    const cancelled = await choose(started.path, 'canceled');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(
      `/esito-pagamento/annullato/${order.id}/${encodeURIComponent(order.hash)}`,
    );
    expect(await states(order.id)).toEqual(['payment:pending']);
    const declined = await choose(started.path, 'failed');
    expect(declined.headers.location).toBe(
      `/esito-pagamento/fallito/${order.id}/${encodeURIComponent(order.hash)}`,
    );
    expect(await states(order.id)).toEqual(['payment:failed']);
    expect(await statusOf(order)).toBe('waiting_payment');
    // The retry (the landing page's link, the order list's go-to-payment link) opens the page again.
    expect((await app().inject({ method: 'GET', url: started.path })).statusCode).toBe(200);
    await choose(started.path, 'paid');
    expect(await statusOf(order)).toBe('to_manage');
  });

  it('records a callback whose amount is not the order’s, fulfils nothing and raises an alert', async () => {
    const order = await placeWaitingOrder(app());
    const started = await checkout(order.id);
    const answer = await deliver(callbackFor(started, 'paid', 1));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { received: true } });
    expect(await statusOf(order)).toBe('waiting_payment');
    expect(await states(order.id)).toEqual(['payment:mismatch']);
    expect(log()).toContainEqual(
      expect.objectContaining({
        alert: 'payment_amount_mismatch',
        orderId: order.id,
        expected: { amount: 2050, currency: 'EUR' },
        reported: { amount: 1, currency: 'EUR' },
      }),
    );
  });

  it('answers 400 WRONG_PAYMENT_SIGNATURE to a delivery whose signature does not hold, and writes nothing', async () => {
    const order = await placeWaitingOrder(app());
    const started = await checkout(order.id);
    const genuine = callbackFor(started);
    const before = await eventCount();
    const forgeries = [
      await deliver({ body: genuine.body, signature: '' }),
      await deliver({ body: genuine.body, signature: 't=1,v1=00' }),
      await deliver({
        body: genuine.body.replace('"amount":2050', '"amount":2051'),
        signature: genuine.signature,
      }),
      await deliver({ body: '', signature: genuine.signature }),
      await app().inject({
        method: 'POST',
        url: '/api/payments/webhook/sandbox',
        headers: { 'content-type': 'text/plain' },
        payload: genuine.body,
      }),
    ];
    for (const answer of forgeries) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ data: { errors: ['WRONG_PAYMENT_SIGNATURE'] } });
    }
    expect(await eventCount()).toBe(before);
    expect(await statusOf(order)).toBe('waiting_payment');
    expect(await states(order.id)).toEqual(['payment:pending']);
    // The genuine bytes hold whatever content type they come with: the body is read raw, never re-encoded.
    expect((await deliver(genuine, { 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(
      200,
    );
    expect(await statusOf(order)).toBe('to_manage');
  });

  it('answers 404 for a provider this server does not run, and refuses an oversized body', async () => {
    for (const provider of ['stripe', 'paypal', 'bitcoin']) {
      const answer = await app().inject({
        method: 'POST',
        url: `/api/payments/webhook/${provider}`,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ data: { errors: ['NOT_FOUND'] } });
    }
    const huge = await app().inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: 'x'.repeat(300 * 1024),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('answers 404 for a pay page nobody opened, and 400 for an unknown choice', async () => {
    const unknown = await app().inject({ method: 'GET', url: '/sandbox-pay/sbx_nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Questa pagina di pagamento non esiste.');
    const order = await placeWaitingOrder(app());
    const started = await checkout(order.id);
    expect((await choose(started.path, 'steal')).statusCode).toBe(400);
    expect(await states(order.id)).toEqual(['payment:pending']);
  });

  it('cancels an order unpaid after the payment time, freeing its slot; money that comes later is refunded once', async () => {
    const slot = testSlot('2099-12-30', '19:00', 1, 1);
    const order = await placeWaitingOrder(app(), 'sandbox', { minutesAgo: 31, slot });
    const started = await checkout(order.id);
    expect(await listDeliverySlots(db(), app().businessId, slot.day, slot.day)).toEqual([
      { date: slot.day, time: slot.time, accepted: 1, max: 1 },
    ]);

    await app().payments.sweep();
    expect(await statusOf(order)).toBe('canceled');
    expect(await listDeliverySlots(db(), app().businessId, slot.day, slot.day)).toEqual([
      { date: slot.day, time: slot.time, accepted: 0, max: 1 },
    ]);

    // The customer kept the page open and pays now.
    await choose(started.path, 'paid', { copies: '3' });
    expect(await statusOf(order)).toBe('canceled');
    expect(await states(order.id)).toEqual(['payment:paid', 'refund:refunded']);
    // Asked again (the restaurant's side): nothing more to give back.
    expect(await app().payments.refundOrderPayment(order.id)).toEqual({ ok: true, refunds: [] });
    expect(await states(order.id)).toEqual(['payment:paid', 'refund:refunded']);
  });

  it('gives each order one final state when its webhook and the expiry sweep arrive at once', async () => {
    const orders = await Promise.all(
      Array.from({ length: 6 }, () => placeWaitingOrder(app(), 'sandbox', { minutesAgo: 31 })),
    );
    const checkouts = await Promise.all(orders.map((order) => checkout(order.id)));
    const callbacks = checkouts.map((started) => callbackFor(started));
    await Promise.all([
      app().payments.sweep(),
      app().payments.sweep(),
      ...callbacks.flatMap((callback) => [deliver(callback), deliver(callback)]),
    ]);
    for (const order of orders) {
      const final = [await statusOf(order), ...(await states(order.id))];
      expect([
        ['to_manage', 'payment:paid'],
        ['canceled', 'payment:paid', 'refund:refunded'],
      ]).toContainEqual(final);
    }
  });

  it('refunds the second of two checkouts paid for one order, and keeps the first', async () => {
    const order = await placeWaitingOrder(app());
    const first = await checkout(order.id);
    const second = await checkout(order.id);
    await choose(first.path, 'paid');
    await choose(second.path, 'paid');
    expect(await statusOf(order)).toBe('to_manage');
    expect(await states(order.id)).toEqual(['payment:paid', 'payment:paid', 'refund:refunded']);
    const refund = (await listOrderPayments(db(), app().businessId, order.id))[2];
    expect(refund).toMatchObject({ refundOf: second.transactionId, reference: `sbx_rf_${refund?.id}` });
  });

  it('refunds a paid order the restaurant cancels, once; a live order keeps its payment', async () => {
    const order = await placeWaitingOrder(app());
    const started = await checkout(order.id);
    expect(await app().payments.refundOrderPayment(order.id)).toEqual({
      ok: false,
      reason: 'waiting_payment',
    });
    await choose(started.path, 'paid');
    expect(await app().payments.refundOrderPayment(order.id)).toEqual({ ok: true, refunds: [] });
    await db().updateTable('orders').set({ status_code: 'canceled' }).where('id', '=', order.id).execute();
    const refunded = await app().payments.refundOrderPayment(order.id);
    expect(refunded).toMatchObject({ ok: true, refunds: [{ amount: 2050, state: 'refunded' }] });
    expect(await app().payments.refundOrderPayment(order.id)).toEqual({ ok: true, refunds: [] });
    expect(await states(order.id)).toEqual(['payment:paid', 'refund:refunded']);
  });

  it('opens no checkout through a gateway without keys on this server, and said so at start', async () => {
    expect(log()).toContainEqual(
      expect.objectContaining({
        alert: 'payment_gateway_unavailable',
        method: 'card_online',
        gateway: 'stripe',
      }),
    );
    expect(log()).toContainEqual(
      expect.objectContaining({ alert: 'payment_gateway_unavailable', method: 'paypal', gateway: 'paypal' }),
    );
    const order = await placeWaitingOrder(app(), 'stripe');
    expect(await app().payments.startOrderPayment(order.id)).toEqual({
      ok: false,
      reason: 'gateway_unavailable',
    });
    expect(await states(order.id)).toEqual(['payment:failed']);
  });

  it('refuses to open a checkout for an order that does not wait for payment', async () => {
    const order = await placeWaitingOrder(app());
    await db().updateTable('orders').set({ status_code: 'to_manage' }).where('id', '=', order.id).execute();
    expect(await app().payments.startOrderPayment(order.id)).toEqual({
      ok: false,
      reason: 'not_waiting_payment',
    });
  });
});
