import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '@ordina/contracts';
import { findPaymentCheckout, listOrderPayments } from '@ordina/db';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { captchaToken } from '../../../plugins/auth/test/account-test-app.ts';
import { postSandboxCallback } from '../../../plugins/payments/index.ts';
import { guestOrder, laterSlot, orderRows, sendOrder, useOrderTestApp } from './test/order-test-app.ts';

/*
 * An order paid online through the order API (docs/decisions/015, 018), with
 * the demo's online method ("paypal", paid through the built-in sandbox
 * gateway): written waiting_payment with its slot and coupon use taken, the
 * answer's redirectTo the checkout; a replay answers the same checkout; the
 * webhook moves it to to_manage and sends its messages once; the expiry
 * cancels it and frees its holds; the go-to-payment link exists while it
 * waits and reopens payment; the business's cancel refunds it.
 */

const ONLINE = { method: 'paypal' };

describe.each(TEST_DIALECTS)('online payment through POST /api/order on %s', (dialect) => {
  const { app } = useOrderTestApp(dialect, {
    change: (file) => {
      // The business verifies guests by e-mail: an online payer must skip it (spec §2).
      file.configuration.order_verify_data = 'email';
      file.coupons = (file.coupons ?? []).map((c) => (c.code === 'ESTATE10' ? { ...c, usage_limit: 1 } : c));
    },
  });
  const db = () => app().database.db;

  let customerCount = 0;
  /** A guest's pick-up order paid online, in its own slot (`back` slots before the last), by a customer of its own. */
  async function onlineOrder(back: number, over: Partial<OrderRequest> = {}): Promise<OrderRequest> {
    customerCount += 1;
    const slot = await laterSlot(app(), 'pick_up', back);
    const identity = {
      name: 'Anna',
      lastname: 'Neri',
      email: `online${customerCount}@example.it`,
      phone: `+39 333 765 ${String(1000 + customerCount)}`,
      note: '',
    };
    return guestOrder(app(), slot, { payment: ONLINE, identity, ...over });
  }
  const redirectOf = (response: { json: <T>() => T }) =>
    response.json<{ data: { redirectTo: string } }>().data.redirectTo;
  /** The order and payment a sandbox checkout page belongs to. */
  async function checkoutOf(redirectTo: string) {
    const reference = new URL(redirectTo).pathname.split('/').at(-1) ?? '';
    const checkout = await findPaymentCheckout(db(), 'sandbox', reference);
    if (checkout === undefined) throw new Error(`no checkout ${reference}`);
    return {
      reference,
      transactionId: checkout.transactionId,
      amount: checkout.amount,
      order: checkout.order,
    };
  }
  const orderStatus = async (id: number) =>
    (await db().selectFrom('orders').select('status_code').where('id', '=', id).executeTakeFirstOrThrow())
      .status_code;
  const ledger = async (orderId: number) =>
    (await listOrderPayments(db(), app().businessId, orderId)).map((p) => `${p.kind}:${p.status}`);
  /** The outbox messages about an order (their subjects name its code). */
  const messagesOf = async (code: string) =>
    (
      await db()
        .selectFrom('outbox_messages')
        .select(['recipient'])
        .where('subject', 'like', `%${code}%`)
        .orderBy('id')
        .execute()
    ).map((m) => m.recipient);
  const slotTaken = async (slot: { day: string; time: string }) => {
    const list = (await app().inject({ method: 'GET', url: '/api/timetable/pick_up' })).json<{
      data: { list: { day: string; time: string; accepted: number }[] };
    }>().data.list;
    return list.find((s) => s.day === slot.day && s.time === slot.time)?.accepted;
  };
  /** A signed sandbox callback about a checkout, delivered to the webhook like a provider's. */
  async function callback(
    checkout: { reference: string; transactionId: number; amount: number },
    outcome: 'paid' | 'failed' | 'expired',
  ) {
    const delivery = app().payments.gateways.sandbox.callback(outcome, {
      reference: checkout.reference,
      transactionId: checkout.transactionId,
      amount: checkout.amount,
      currency: 'EUR',
    });
    expect((await postSandboxCallback(app(), delivery)).statusCode).toBe(200);
  }
  const orderDetail = async (order: { id: number; hash: string }) =>
    (
      await app().inject({
        method: 'GET',
        url: `/api/order/detail/${order.id}/${order.hash}/${encodeURIComponent(await captchaToken(app()))}`,
      })
    ).json<{
      data: {
        statusCode: string;
        cancelReason: string | null;
        transactions: { resourceUrlPay: string | null; status: string }[];
      };
    }>().data;
  const retry = (order: { id: number; hash: string }) =>
    app().inject({ method: 'GET', url: `/api/payments/retry/${order.id}/${order.hash}` });

  it('writes the order waiting_payment with its slot and coupon taken, unverified guest or not, sends nothing yet and answers the checkout page', async () => {
    const payload = await onlineOrder(0, {
      coupon: { manual: 'estate10', automatic: null },
      prices: { cart: 1400, shipping: 0, freeShipping: false, coupon: -140, total: 1260 },
    });
    const slot = { day: payload.delivery.day ?? '', time: payload.delivery.time ?? '' };
    const before = await slotTaken(slot);
    const response = await sendOrder(app(), payload);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ data: object }>().data)).toEqual(['redirectTo']);
    const redirectTo = redirectOf(response);
    expect(redirectTo).toMatch(/^https:\/\/lido\.example\/sandbox-pay\/sbx_[A-Za-z0-9_-]+$/);
    const checkout = await checkoutOf(redirectTo);
    // The server's total, coupon included, is what is charged.
    expect(checkout).toMatchObject({ amount: 1260, order: { status: 'waiting_payment' } });
    expect(await slotTaken(slot)).toBe((before ?? 0) + 1);
    // No verification e-mail (online payers skip it), no confirmation or new-order e-mail before the money arrives.
    expect(await messagesOf(checkout.order.code)).toEqual([]);
    expect(
      await db()
        .selectFrom('verification_codes')
        .select('id')
        .where('order_id', '=', checkout.order.id)
        .execute(),
    ).toEqual([]);

    // The coupon's single use is held by the waiting order.
    const second = await sendOrder(
      app(),
      await onlineOrder(1, {
        coupon: { manual: 'estate10', automatic: null },
        prices: { cart: 1400, shipping: 0, freeShipping: false, coupon: -140, total: 1260 },
      }),
    );
    expect([second.statusCode, second.json()]).toEqual([409, { data: { errors: ['COUPON_EXHAUSTED'] } }]);

    // Expired unpaid: cancelled, slot and coupon given back, and the customer was never told it was received.
    expect((await app().payments.sweep(new Date(Date.now() + 31 * 60_000))).expired).toBeGreaterThanOrEqual(
      1,
    );
    expect(await orderStatus(checkout.order.id)).toBe('canceled');
    expect(await ledger(checkout.order.id)).toEqual(['payment:canceled']);
    expect(await slotTaken(slot)).toBe(before);
    expect(await messagesOf(checkout.order.code)).toEqual([]);
    expect((await orderDetail(checkout.order)).transactions).toEqual([
      { resourceUrlPay: null, status: 'canceled' },
    ]);
    const third = await sendOrder(
      app(),
      await onlineOrder(2, {
        coupon: { manual: 'estate10', automatic: null },
        prices: { cart: 1400, shipping: 0, freeShipping: false, coupon: -140, total: 1260 },
      }),
    );
    expect(third.statusCode).toBe(200);
  });

  it('answers a replayed submit with the same checkout, never a second order or session, also for retries arriving together', async () => {
    const payload = await onlineOrder(3);
    const key = randomUUID();
    const first = redirectOf(await sendOrder(app(), payload, key));
    const rows = await orderRows(app());
    for (let i = 0; i < 3; i += 1) expect(redirectOf(await sendOrder(app(), payload, key))).toBe(first);
    expect(await orderRows(app())).toEqual(rows);
    expect(await ledger((await checkoutOf(first)).order.id)).toEqual(['payment:pending']);

    // Five copies of a new submit at once: one order, one checkout; a copy that outran the checkout gets the retry link, which reopens that same checkout.
    const together = await onlineOrder(4);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sendOrder(app(), together, `together-${key}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const sandboxPage = answers.map(redirectOf).find((url) => url.includes('/sandbox-pay/'));
    const checkout = await checkoutOf(sandboxPage ?? '');
    const retryLink = `https://lido.example/api/payments/retry/${checkout.order.id}/${checkout.order.hash}`;
    for (const answer of answers) expect([sandboxPage, retryLink]).toContain(redirectOf(answer));
    expect((await orderRows(app())).orders).toBe((rows.orders ?? 0) + 1);
    expect(await ledger(checkout.order.id)).toEqual(['payment:pending']);
    expect((await retry(checkout.order)).headers.location).toBe(sandboxPage);
  });

  it('settles the order on the webhook once, its messages sent once, however the events arrive', async () => {
    const key = randomUUID();
    const payload = await onlineOrder(5);
    const checkout = await checkoutOf(redirectOf(await sendOrder(app(), payload, key)));
    // A failure first (a declined card), then the success three times, then a late expiry: one paid transition.
    await callback(checkout, 'failed');
    expect(await orderStatus(checkout.order.id)).toBe('waiting_payment');
    for (let i = 0; i < 3; i += 1) await callback(checkout, 'paid');
    await callback(checkout, 'expired');
    expect(await orderStatus(checkout.order.id)).toBe('to_manage');
    expect(await ledger(checkout.order.id)).toEqual(['payment:paid']);
    expect(await messagesOf(checkout.order.code)).toEqual([payload.identity.email, 'ordini@lido.example']);
    // Staff read that the money is in, not to be collected at the door (issue 31 item 14).
    const business = await db()
      .selectFrom('outbox_messages')
      .select('body_text')
      .where('subject', 'like', `%${checkout.order.code}%`)
      .where('recipient', '=', 'ordini@lido.example')
      .executeTakeFirstOrThrow();
    expect(business.body_text).toContain('Pagamento: Già pagato online');
    // The submit replayed now answers the order page: nothing left to pay.
    const replay = await sendOrder(app(), payload, key);
    expect(replay.json()).toEqual({
      data: { push: { name: 'OrderSended', params: { oid: checkout.order.id, hash: checkout.order.hash } } },
    });
  });

  it('offers the go-to-payment link only while the order waits: it reopens the open checkout, a new one after a failure, the order page once paid', async () => {
    const checkout = await checkoutOf(redirectOf(await sendOrder(app(), await onlineOrder(6))));
    const link = `/api/payments/retry/${checkout.order.id}/${checkout.order.hash}`;
    expect((await orderDetail(checkout.order)).transactions).toEqual([
      { resourceUrlPay: link, status: 'pending' },
    ]);
    const reopened = await retry(checkout.order);
    expect([reopened.statusCode, reopened.headers.location, reopened.headers['cache-control']]).toEqual([
      303,
      `https://lido.example/sandbox-pay/${checkout.reference}`,
      'no-store',
    ]);

    await callback(checkout, 'failed');
    const again = await retry(checkout.order);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).not.toBe(reopened.headers.location);
    const second = await checkoutOf(String(again.headers.location));
    expect(second.order.id).toBe(checkout.order.id);
    expect(await ledger(checkout.order.id)).toEqual(['payment:failed', 'payment:pending']);
    expect((await orderDetail(checkout.order)).transactions.map((t) => t.resourceUrlPay)).toEqual([
      link,
      link,
    ]);

    await callback(second, 'paid');
    expect((await orderDetail(checkout.order)).transactions).toEqual([
      { resourceUrlPay: null, status: 'failed' },
      { resourceUrlPay: null, status: 'paid' },
    ]);
    expect((await retry(checkout.order)).headers.location).toBe(
      `https://lido.example/ordine/inviato/${checkout.order.id}/${checkout.order.hash}`,
    );
    for (const path of [
      `${checkout.order.id}/${checkout.order.hash.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `999999/${checkout.order.hash}`,
      `abc/x`,
    ]) {
      const wrong = await app().inject({ method: 'GET', url: `/api/payments/retry/${path}` });
      expect([path, wrong.statusCode, wrong.json()]).toEqual([
        path,
        404,
        { data: { errors: ['NOT_FOUND'] } },
      ]);
    }
  });

  it("refunds an order paid online when the business rejects it, once (docs/decisions/044); an unpaid one is not the business's to reject", async () => {
    const checkout = await checkoutOf(redirectOf(await sendOrder(app(), await onlineOrder(7))));
    await callback(checkout, 'paid');
    const reject = () =>
      app().orderActions.reject({
        orderId: checkout.order.id,
        actor: { kind: 'system' },
        now: new Date(),
        reason: 'closing',
      });
    expect(await reject()).toMatchObject({
      ok: true,
      change: { to: 'canceled', refunded: 1400 },
      refunds: [{ amount: 1400, state: 'refunded' }],
    });
    expect(await orderStatus(checkout.order.id)).toBe('canceled');
    expect(await ledger(checkout.order.id)).toEqual(['payment:paid', 'refund:refunded']);
    // Someone else rejected it first: nothing more happens.
    expect(await reject()).toEqual({ ok: false, reason: 'status_changed', status: 'canceled' });
    expect(await ledger(checkout.order.id)).toEqual(['payment:paid', 'refund:refunded']);
    expect((await orderDetail(checkout.order)).cancelReason).toBe('closing');

    // An order whose payment never came is not the business's yet: nothing moves, nothing to give back.
    const unpaid = await checkoutOf(redirectOf(await sendOrder(app(), await onlineOrder(8))));
    expect(
      await app().orderActions.reject({
        orderId: unpaid.order.id,
        actor: { kind: 'system' },
        now: new Date(),
        reason: 'closing',
      }),
    ).toEqual({
      ok: false,
      reason: 'status_changed',
      status: 'waiting_payment',
    });
    expect(await ledger(unpaid.order.id)).toEqual(['payment:pending']);
    // The customer heard of the order, then of its rejection; the business of the order.
    expect(await messagesOf(checkout.order.code)).toEqual([
      expect.stringMatching(/^online\d+@example\.it$/),
      'ordini@lido.example',
      expect.stringMatching(/^online\d+@example\.it$/),
    ]);
  });

  it('a payment made after the order expired: refunded, the order says why, and the customer is e-mailed once that it was cancelled and the money is coming back (issue 31 item 7)', async () => {
    const payload = await onlineOrder(9);
    const checkout = await checkoutOf(redirectOf(await sendOrder(app(), payload)));
    // The pay page left open past PAYMENT_TTL_MINUTES: the sweep cancels the order first.
    await app().payments.sweep(new Date(Date.now() + 31 * 60_000));
    expect(await orderStatus(checkout.order.id)).toBe('canceled');
    expect(await messagesOf(checkout.order.code)).toEqual([]);

    // Then the customer pays on that page; the provider delivers the event twice.
    await callback(checkout, 'paid');
    await callback(checkout, 'paid');
    expect(await orderStatus(checkout.order.id)).toBe('canceled');
    expect(await ledger(checkout.order.id)).toEqual(['payment:paid', 'refund:refunded']);
    // The order pages read why it was cancelled and that money was taken (hence refunded).
    expect(await orderDetail(checkout.order)).toMatchObject({
      statusCode: 'canceled',
      cancelReason: 'payment_expired',
      transactions: [{ resourceUrlPay: null, status: 'paid' }],
    });

    // One e-mail to the customer, none to the business (it never received the order).
    expect(await messagesOf(checkout.order.code)).toEqual([payload.identity.email]);
    const mail = await db()
      .selectFrom('outbox_messages')
      .select(['subject', 'body_text', 'status'])
      .where('subject', 'like', `%${checkout.order.code}%`)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(
      `Il tuo ordine ${checkout.order.code} presso Lido Azzurro è stato annullato: il pagamento ti viene rimborsato`,
    );
    expect(mail.body_text).toContain('è scaduto prima che arrivasse il tuo pagamento');
    expect(mail.body_text).toMatch(/L'importo di 14,00\s€ che hai pagato ti viene rimborsato per intero/);
    expect(mail.body_text).toContain('Ordina di nuovo\nhttps://lido.example/');
  });
});
