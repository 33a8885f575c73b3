import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '@ordina/contracts';
import { findPaymentCheckout, listOrderPayments } from '@ordina/db';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { postProviderWebhook, useProviderStubs } from '../../../adapters/payments/test/provider-stubs.ts';
import { offerStripeCard } from '../../../adapters/payments/test/stripe-card-method.ts';
import { guestOrder, laterSlot, sendOrder, useOrderTestApp } from './test/order-test-app.ts';

/*
 * The order API with Stripe Checkout and PayPal (docs/decisions/018), against
 * the local servers that speak their APIs: the order's answer is the
 * provider's page for the server's total, a replay opens no second session,
 * the provider's signed webhook settles the order and sends its messages
 * once, and a provider that cannot open a checkout leaves a payable order.
 */

describe.each(TEST_DIALECTS)('online payment through Stripe and PayPal on %s', (dialect) => {
  const { stripe, paypal, env } = useProviderStubs();
  // Built after the stand-ins started (their addresses in its settings), closed before them.
  const { app } = useOrderTestApp(dialect, () => ({
    change: (file) => {
      // The demo's "paypal" method through PayPal itself, and a card method through Stripe Checkout.
      file.configuration.payment_methods = file.configuration.payment_methods.map((m) =>
        m.code === 'paypal' ? { ...m, gateway: 'paypal' } : m,
      );
      offerStripeCard(file);
    },
    env: env(),
  }));
  const db = () => app().database.db;

  let back = 0;
  let customers = 0;
  async function onlineOrder(method: string): Promise<OrderRequest> {
    customers += 1;
    const slot = await laterSlot(app(), 'pick_up', back++);
    const identity = {
      name: 'Anna',
      lastname: 'Neri',
      email: `provider${customers}@example.it`,
      phone: `+39 333 766 ${String(1000 + customers)}`,
      note: '',
    };
    return guestOrder(app(), slot, { payment: { method }, identity });
  }
  const redirectOf = (response: { json: <T>() => T }) =>
    response.json<{ data: { redirectTo: string } }>().data.redirectTo;
  const webhook = (provider: 'stripe' | 'paypal', event: { body: string; headers: Record<string, string> }) =>
    postProviderWebhook(app(), provider, event);
  const orderOf = async (provider: 'stripe' | 'paypal', reference: string) => {
    const checkout = await findPaymentCheckout(db(), provider, reference);
    if (checkout === undefined) throw new Error(`no checkout ${reference}`);
    return checkout;
  };
  const statusOf = async (id: number) =>
    (await db().selectFrom('orders').select('status_code').where('id', '=', id).executeTakeFirstOrThrow())
      .status_code;
  const messagesOf = async (code: string) =>
    (
      await db()
        .selectFrom('outbox_messages')
        .select('recipient')
        .where('subject', 'like', `%${code}%`)
        .execute()
    ).map((m) => m.recipient);
  const sessionsCreated = () =>
    stripe().requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').length;

  it('answers a Stripe Checkout session for the order’s total, the same on replay, and settles the order on Stripe’s webhook once', async () => {
    const payload = await onlineOrder('card_online');
    const key = randomUUID();
    const before = sessionsCreated();
    const redirectTo = redirectOf(await sendOrder(app(), payload, key));
    const session = [...stripe().sessions.values()].find((s) => s.url === redirectTo);
    expect(session).toMatchObject({ amount_total: 1400, currency: 'eur' });
    expect(redirectOf(await sendOrder(app(), payload, key))).toBe(redirectTo);
    expect(sessionsCreated()).toBe(before + 1);

    const checkout = await orderOf('stripe', session?.id ?? '');
    expect(await messagesOf(checkout.order.code)).toEqual([]);
    const completed = stripe().event('checkout.session.completed', session?.id ?? '');
    for (let i = 0; i < 2; i += 1) expect((await webhook('stripe', completed)).statusCode).toBe(200);
    expect(await statusOf(checkout.order.id)).toBe('to_manage');
    expect((await messagesOf(checkout.order.code)).sort()).toEqual(
      [payload.identity.email, 'ordini@lido.example'].sort(),
    );
  });

  it('keeps the order payable when Stripe cannot open a session: the answer is the failure landing, whose retry opens one', async () => {
    stripe().failNext(400);
    const response = await sendOrder(app(), await onlineOrder('card_online'));
    expect(response.statusCode).toBe(200);
    const landing = /^https:\/\/lido\.example\/esito-pagamento\/errore\/(\d+)\/([A-Za-z0-9_-]+)$/.exec(
      redirectOf(response),
    );
    expect(landing).not.toBeNull();
    const [, oid, hash] = landing ?? [];
    expect(await statusOf(Number(oid))).toBe('waiting_payment');
    expect((await listOrderPayments(db(), app().businessId, Number(oid))).map((p) => p.status)).toEqual([
      'failed',
    ]);

    const retried = await app().inject({ method: 'GET', url: `/api/payments/retry/${oid}/${hash}` });
    expect(retried.statusCode).toBe(303);
    const session = [...stripe().sessions.values()].find((s) => s.url === retried.headers.location);
    expect(session).toMatchObject({ amount_total: 1400 });
    expect((await listOrderPayments(db(), app().businessId, Number(oid))).map((p) => p.status)).toEqual([
      'failed',
      'pending',
    ]);
  });

  it('answers PayPal’s approval page, captures on approval and sends the order’s messages once', async () => {
    const payload = await onlineOrder('paypal');
    const redirectTo = redirectOf(await sendOrder(app(), payload));
    const reference = new URL(redirectTo).searchParams.get('token') ?? '';
    expect(redirectTo).toBe(`https://www.sandbox.paypal.test/checkoutnow?token=${reference}`);
    expect(paypal().orders.get(reference)?.amount).toEqual({ currency_code: 'EUR', value: '14.00' });
    const checkout = await orderOf('paypal', reference);

    paypal().approve(reference);
    const approved = paypal().event('CHECKOUT.ORDER.APPROVED', {
      id: reference,
      status: 'APPROVED',
      purchase_units: [{ custom_id: String(checkout.transactionId) }],
    });
    expect((await webhook('paypal', approved)).statusCode).toBe(200);
    expect(await statusOf(checkout.order.id)).toBe('to_manage');
    const capture = paypal().orders.get(reference)?.capture;
    const completed = paypal().event('PAYMENT.CAPTURE.COMPLETED', {
      ...capture,
      supplementary_data: { related_ids: { order_id: reference } },
    });
    expect((await webhook('paypal', completed)).statusCode).toBe(200);
    expect((await messagesOf(checkout.order.code)).sort()).toEqual(
      [payload.identity.email, 'ordini@lido.example'].sort(),
    );
  });
});
