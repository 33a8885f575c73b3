import { describe, expect, it } from 'vitest';
import { countOrderRows, pizza10, testSlot } from '../test/new-order-fixture.ts';
import {
  insertPaymentBusiness,
  openTestCheckout,
  PLACED_AT,
  placeWaitingOrder,
  testPaymentEvent,
} from '../test/payment-fixture.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { countCouponUses } from './coupon-uses.ts';
import { listDeliverySlots } from './delivery-slots.ts';
import { changeOrderStatus } from './order-status.ts';
import { findOrderById } from './orders.ts';
import {
  attachPaymentCheckout,
  beginOrderPayment,
  failPaymentCheckout,
  findOrderPaymentState,
  findPaymentCheckout,
  listOrderPayments,
} from './payment-checkouts.ts';
import { recordPaymentEvent, type PaymentEventInput } from './payment-events.ts';
import { listStalledRefunds, openOrderRefunds, settlePaymentRefund } from './payment-refunds.ts';
import { expireUnpaidOrders } from './unpaid-orders.ts';

/*
 * The payment ledger (docs/decisions/018): payments opened for orders that
 * wait for them, provider events applied once and in any order, unpaid orders
 * expiring, money that comes too late refunded — once.
 */

const minutes = (n: number) => new Date(PLACED_AT.getTime() + n * 60_000);

describe.each(TEST_DIALECTS)('payment ledger on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;

  async function statusOf(orderId: number) {
    const row = await db()
      .selectFrom('orders')
      .select(['status_code', 'delivery_slot_units'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return row.status_code;
  }
  /** Records a provider event about checkout `reference` (testPaymentEvent's, `over` changed) and answers its outcome. */
  async function outcomeOf(businessId: number, reference: string, over: Partial<PaymentEventInput> = {}) {
    return (await recordPaymentEvent(db(), testPaymentEvent(businessId, reference, over))).outcome;
  }
  async function eventRows(businessId: number) {
    return db()
      .selectFrom('payment_events')
      .select(['event_id', 'kind', 'outcome'])
      .where('business_id', '=', businessId)
      .orderBy('id')
      .execute();
  }

  describe('opening a payment', () => {
    it('opens a pending payment for the order’s total through its method’s gateway, and attaches the checkout once', async () => {
      const businessId = await insertPaymentBusiness(db());
      const orderId = await placeWaitingOrder(db(), businessId);
      const opened = await beginOrderPayment(db(), { businessId, orderId, now: PLACED_AT });
      expect(opened).toMatchObject({
        ok: true,
        payment: {
          provider: 'sandbox',
          amount: 2050,
          currency: 'EUR',
          order: { id: orderId, locale: 'it', email: 'anna.rossi@example.com' },
        },
      });
      if (!opened.ok) return;
      const { transactionId } = opened.payment;
      expect(
        await attachPaymentCheckout(db(), {
          transactionId,
          reference: 'sbx_1',
          payUrl: 'https://shop.example/sandbox-pay/sbx_1',
          now: PLACED_AT,
        }),
      ).toBe(true);
      expect(
        await attachPaymentCheckout(db(), {
          transactionId,
          reference: 'sbx_2',
          payUrl: 'https://elsewhere.example',
          now: PLACED_AT,
        }),
      ).toBe(false);
      expect(await findPaymentCheckout(db(), 'sandbox', 'sbx_1')).toMatchObject({
        transactionId,
        businessId,
        status: 'pending',
        amount: 2050,
        order: { id: orderId, status: 'waiting_payment', hash: opened.payment.order.hash },
      });
      expect(await findPaymentCheckout(db(), 'stripe', 'sbx_1')).toBeUndefined();
      // The customer sees the attempt and the link that reopens its payment (spec §3 Order.transactions.resourceUrlPay).
      const retryLink = `/api/payments/retry/${orderId}/${opened.payment.order.hash}`;
      expect((await findOrderById(db(), businessId, orderId))?.transactions).toEqual([
        { resourceUrlPay: retryLink, status: 'pending' },
      ]);
      expect(await findOrderPaymentState(db(), businessId, orderId)).toEqual({
        orderId,
        hash: opened.payment.order.hash,
        status: 'waiting_payment',
        openPayUrl: 'https://shop.example/sandbox-pay/sbx_1',
      });
      expect(await findOrderPaymentState(db(), businessId, orderId, 'wrong-hash')).toBeUndefined();
    });

    it('refuses an order that does not wait for payment, or whose method has no gateway, writing nothing', async () => {
      const businessId = await insertPaymentBusiness(db());
      const paidAtDoor = await placeWaitingOrder(db(), businessId, {
        status: 'to_manage',
        paymentMethod: 'cash_on_delivery',
      });
      const cashButWaiting = await placeWaitingOrder(db(), businessId, { paymentMethod: 'cash_on_delivery' });
      expect(await beginOrderPayment(db(), { businessId, orderId: paidAtDoor, now: PLACED_AT })).toEqual({
        ok: false,
        reason: 'not_waiting_payment',
      });
      expect(await beginOrderPayment(db(), { businessId, orderId: cashButWaiting, now: PLACED_AT })).toEqual({
        ok: false,
        reason: 'no_gateway',
      });
      expect(
        await beginOrderPayment(db(), { businessId: businessId + 1000, orderId: paidAtDoor, now: PLACED_AT }),
      ).toEqual({ ok: false, reason: 'not_waiting_payment' });
      expect(await listOrderPayments(db(), businessId, paidAtDoor)).toEqual([]);
      expect(await listOrderPayments(db(), businessId, cashButWaiting)).toEqual([]);
    });

    it('marks a payment whose checkout could not be created as failed', async () => {
      const businessId = await insertPaymentBusiness(db());
      const orderId = await placeWaitingOrder(db(), businessId);
      const opened = await beginOrderPayment(db(), { businessId, orderId, now: PLACED_AT });
      if (!opened.ok) throw new Error('not opened');
      await failPaymentCheckout(db(), opened.payment.transactionId, PLACED_AT);
      expect((await listOrderPayments(db(), businessId, orderId)).map((p) => p.status)).toEqual(['failed']);
    });
  });

  describe('provider events', () => {
    it('applies the same paid event delivered five times once: one paid payment, one move to to_manage', async () => {
      const businessId = await insertPaymentBusiness(db());
      const orderId = await placeWaitingOrder(db(), businessId);
      const { reference } = await openTestCheckout(db(), businessId, orderId);
      const event = testPaymentEvent(businessId, reference);
      const outcomes = [];
      for (let i = 0; i < 5; i += 1) outcomes.push((await recordPaymentEvent(db(), event)).outcome);
      expect(outcomes).toEqual(['fulfilled', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
      expect(await statusOf(orderId)).toBe('to_manage');
      expect(await listOrderPayments(db(), businessId, orderId)).toMatchObject([
        { kind: 'payment', status: 'paid', amount: 2050 },
      ]);
      expect(await eventRows(businessId)).toEqual([
        { event_id: event.eventId, kind: 'paid', outcome: 'fulfilled' },
      ]);
      const stored = await db()
        .selectFrom('payment_transactions')
        .select('provider_capture_id')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(stored.provider_capture_id).toBe(`cap-${reference}`);
    });

    it('settles a payment once whichever of its success and expiry events comes first', async () => {
      const businessId = await insertPaymentBusiness(db());
      // Success, then the late expiry of the same checkout.
      const first = await placeWaitingOrder(db(), businessId);
      const a = await openTestCheckout(db(), businessId, first);
      expect(await outcomeOf(businessId, a.reference)).toBe('fulfilled');
      expect(await outcomeOf(businessId, a.reference, { kind: 'expired', type: 'checkout.expired' })).toBe(
        'stale',
      );
      expect(await outcomeOf(businessId, a.reference, { kind: 'failed', type: 'payment.failed' })).toBe(
        'stale',
      );
      expect(await statusOf(first)).toBe('to_manage');
      expect((await listOrderPayments(db(), businessId, first)).map((p) => p.status)).toEqual(['paid']);

      // Expiry and a failure first, then the success that was sent before them: the money counts.
      const second = await placeWaitingOrder(db(), businessId);
      const b = await openTestCheckout(db(), businessId, second);
      expect(await outcomeOf(businessId, b.reference, { kind: 'failed', type: 'payment.failed' })).toBe(
        'recorded',
      );
      expect(await outcomeOf(businessId, b.reference, { kind: 'expired', type: 'checkout.expired' })).toBe(
        'recorded',
      );
      expect(await listOrderPayments(db(), businessId, second)).toMatchObject([{ status: 'canceled' }]);
      // A checkout that failed or expired leaves the order waiting: the customer may retry until the order expires.
      expect(await statusOf(second)).toBe('waiting_payment');
      expect(await outcomeOf(businessId, b.reference)).toBe('fulfilled');
      expect(await outcomeOf(businessId, b.reference)).toBe('already_settled');
      expect(await statusOf(second)).toBe('to_manage');
      expect((await listOrderPayments(db(), businessId, second)).map((p) => [p.kind, p.status])).toEqual([
        ['payment', 'paid'],
      ]);
    });

    it('records a paid event whose amount or currency is not the order’s, and fulfils nothing', async () => {
      const businessId = await insertPaymentBusiness(db());
      const cheaper = await placeWaitingOrder(db(), businessId);
      const a = await openTestCheckout(db(), businessId, cheaper);
      expect(
        await recordPaymentEvent(db(), testPaymentEvent(businessId, a.reference, { amount: 1 })),
      ).toMatchObject({
        outcome: 'mismatch',
        orderId: cheaper,
        expected: { amount: 2050, currency: 'EUR' },
      });
      const dollars = await placeWaitingOrder(db(), businessId);
      const b = await openTestCheckout(db(), businessId, dollars);
      expect(await outcomeOf(businessId, b.reference, { currency: 'USD' })).toBe('mismatch');
      const unsaid = await placeWaitingOrder(db(), businessId);
      const c = await openTestCheckout(db(), businessId, unsaid);
      expect(await outcomeOf(businessId, c.reference, { amount: null, currency: null })).toBe('mismatch');

      for (const orderId of [cheaper, dollars, unsaid]) {
        expect(await statusOf(orderId)).toBe('waiting_payment');
        expect((await listOrderPayments(db(), businessId, orderId)).map((p) => p.status)).toEqual([
          'mismatch',
        ]);
        // The customer reads it as a payment that did not go through.
        expect((await findOrderById(db(), businessId, orderId))?.transactions.map((t) => t.status)).toEqual([
          'failed',
        ]);
      }
      // A later event with the right amount does not turn a mismatched payment into a paid one.
      expect(await outcomeOf(businessId, a.reference)).toBe('already_settled');
      expect(await statusOf(cheaper)).toBe('waiting_payment');
      const stored = await db()
        .selectFrom('payment_events')
        .select(['amount', 'currency', 'outcome'])
        .where('reference', '=', b.reference)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ amount: 2050, currency: 'USD', outcome: 'mismatch' });
    });

    it('finds a checkout by our id when its reference is not attached yet, never another checkout’s', async () => {
      const businessId = await insertPaymentBusiness(db());
      const orderId = await placeWaitingOrder(db(), businessId);
      const opened = await beginOrderPayment(db(), { businessId, orderId, now: PLACED_AT });
      if (!opened.ok) throw new Error('not opened');
      const { transactionId } = opened.payment;
      const other = await openTestCheckout(
        db(),
        businessId,
        await placeWaitingOrder(db(), businessId),
        'other-ref',
      );
      // Another checkout's id with a reference that is not its own: not applied to it.
      expect(await outcomeOf(businessId, 'forged-ref', { transactionId: other.transactionId })).toBe(
        'unknown',
      );
      expect(await outcomeOf(businessId, 'early-ref', { transactionId })).toBe('fulfilled');
      expect(await statusOf(orderId)).toBe('to_manage');
    });

    it('records an event about an unknown checkout, another provider’s or another business’s, changing nothing', async () => {
      const businessId = await insertPaymentBusiness(db());
      const otherBusiness = await insertPaymentBusiness(db());
      const orderId = await placeWaitingOrder(db(), businessId);
      const { reference } = await openTestCheckout(db(), businessId, orderId);
      expect(await outcomeOf(businessId, 'nobody')).toBe('unknown');
      expect(await outcomeOf(businessId, reference, { provider: 'stripe' })).toBe('unknown');
      expect(await outcomeOf(otherBusiness, reference)).toBe('unknown');
      expect(await outcomeOf(businessId, reference, { kind: 'ignored', type: 'charge.updated' })).toBe(
        'ignored',
      );
      expect(await statusOf(orderId)).toBe('waiting_payment');
      expect((await eventRows(businessId)).map((row) => row.outcome)).toEqual([
        'unknown',
        'unknown',
        'ignored',
      ]);
    });
  });

  describe('unpaid orders', () => {
    it('cancels an order still unpaid after the payment time, giving back its slot and coupon use and closing its checkouts', async () => {
      const businessId = await insertPaymentBusiness(db());
      const orderId = await placeWaitingOrder(db(), businessId, {
        coupon: pizza10,
        slot: testSlot('2026-12-01', '20:00', 1, 1),
      });
      await openTestCheckout(db(), businessId, orderId);
      expect(await listDeliverySlots(db(), businessId, '2026-12-01', '2026-12-01')).toEqual([
        { date: '2026-12-01', time: '20:00', accepted: 1, max: 1 },
      ]);
      expect(await countCouponUses(db(), businessId, 1)).toBe(1);

      expect(await expireUnpaidOrders(db(), { now: minutes(29), ttlMinutes: 30 })).toEqual([]);
      expect(await statusOf(orderId)).toBe('waiting_payment');
      expect(await expireUnpaidOrders(db(), { now: minutes(30), ttlMinutes: 30 })).toContainEqual({
        businessId,
        orderId,
      });
      expect(await statusOf(orderId)).toBe('canceled');
      expect(await listDeliverySlots(db(), businessId, '2026-12-01', '2026-12-01')).toEqual([
        { date: '2026-12-01', time: '20:00', accepted: 0, max: 1 },
      ]);
      expect(await countCouponUses(db(), businessId, 1)).toBe(0);
      expect((await listOrderPayments(db(), businessId, orderId)).map((p) => p.status)).toEqual(['canceled']);
      // Once: a second sweep finds nothing to cancel or to give back.
      expect(await expireUnpaidOrders(db(), { now: minutes(60), ttlMinutes: 30 })).not.toContainEqual({
        businessId,
        orderId,
      });
      expect((await countOrderRows(db(), businessId)).slot_places_taken).toBe(0);
      // The freed place can be taken by the next customer.
      await placeWaitingOrder(db(), businessId, {
        slot: testSlot('2026-12-01', '20:00', 1, 1),
      });
    });

    it('refunds money that arrives after the order expired — once, however often the event comes', async () => {
      const businessId = await insertPaymentBusiness(db());
      const orderId = await placeWaitingOrder(db(), businessId);
      const { reference, transactionId } = await openTestCheckout(db(), businessId, orderId);
      await expireUnpaidOrders(db(), { now: minutes(31), ttlMinutes: 30 });

      const late = testPaymentEvent(businessId, reference, { now: minutes(32) });
      const outcome = await recordPaymentEvent(db(), late);
      expect(outcome).toMatchObject({
        outcome: 'refund',
        orderId,
        transactionId,
        refund: {
          businessId,
          orderId,
          provider: 'sandbox',
          paymentId: transactionId,
          paymentReference: reference,
          captureId: `cap-${reference}`,
          amount: 2050,
          currency: 'EUR',
        },
      });
      expect((await recordPaymentEvent(db(), late)).outcome).toBe('duplicate');
      expect(await outcomeOf(businessId, reference, { now: minutes(33) })).toBe('already_settled');
      expect(await statusOf(orderId)).toBe('canceled');
      expect((await listOrderPayments(db(), businessId, orderId)).map((p) => [p.kind, p.status])).toEqual([
        ['payment', 'paid'],
        ['refund', 'pending'],
      ]);
      // Refunds are not payment attempts the customer can act on.
      expect(await findOrderById(db(), businessId, orderId)).toMatchObject({
        statusCode: 'canceled',
        transactions: [{ status: 'paid' }],
      });
    });

    it('refunds the second payment of an order that two checkouts paid, whichever checkout was opened first', async () => {
      const businessId = await insertPaymentBusiness(db());
      for (const paidFirst of ['older', 'newer'] as const) {
        const orderId = await placeWaitingOrder(db(), businessId);
        const older = await openTestCheckout(db(), businessId, orderId);
        const newer = await openTestCheckout(db(), businessId, orderId);
        const [first, second] = paidFirst === 'older' ? [older, newer] : [newer, older];
        expect(await outcomeOf(businessId, first.reference)).toBe('fulfilled');
        expect(await recordPaymentEvent(db(), testPaymentEvent(businessId, second.reference))).toMatchObject({
          outcome: 'refund',
          refund: { paymentId: second.transactionId },
        });
        expect(await statusOf(orderId)).toBe('to_manage');
        // Asked for the order: the same refund, nothing more — the order keeps the payment that paid it.
        const asked = await openOrderRefunds(db(), { businessId, orderId, now: minutes(10) });
        expect(asked.ok && asked.refunds.map((r) => r.paymentId)).toEqual([second.transactionId]);
      }
    });

    it('gives back a mismatched amount once the order is paid properly or cancelled', async () => {
      const businessId = await insertPaymentBusiness(db());
      const orderId = await placeWaitingOrder(db(), businessId);
      const wrong = await openTestCheckout(db(), businessId, orderId);
      const right = await openTestCheckout(db(), businessId, orderId);
      await recordPaymentEvent(db(), testPaymentEvent(businessId, wrong.reference, { amount: 1999 }));
      expect(await openOrderRefunds(db(), { businessId, orderId, now: minutes(10) })).toEqual({
        ok: false,
        reason: 'waiting_payment',
      });
      await recordPaymentEvent(db(), testPaymentEvent(businessId, right.reference));
      const opened = await openOrderRefunds(db(), { businessId, orderId, now: minutes(11) });
      // What was really taken goes back.
      expect(opened.ok && opened.refunds.map((r) => [r.paymentId, r.amount])).toEqual([
        [wrong.transactionId, 1999],
      ]);
    });
  });

  describe('refunds: the money an order does not keep', () => {
    it('refunds a cancelled order’s payment once, keeps a live order’s, and settles the refund once', async () => {
      const businessId = await insertPaymentBusiness(db());
      const orderId = await placeWaitingOrder(db(), businessId);
      const { reference, transactionId } = await openTestCheckout(db(), businessId, orderId);
      // Nothing is settled while the order waits for its payment.
      expect(await openOrderRefunds(db(), { businessId, orderId, now: minutes(39) })).toEqual({
        ok: false,
        reason: 'waiting_payment',
      });
      await recordPaymentEvent(db(), testPaymentEvent(businessId, reference));
      // The business has the order: it keeps the payment that paid it.
      expect(await openOrderRefunds(db(), { businessId, orderId, now: minutes(40) })).toEqual({
        ok: true,
        refunds: [],
      });
      expect(await openOrderRefunds(db(), { businessId, orderId: orderId + 1000, now: minutes(40) })).toEqual(
        { ok: false, reason: 'not_found' },
      );

      expect(
        await changeOrderStatus(db(), {
          businessId,
          orderId,
          from: 'to_manage',
          to: 'canceled',
          releaseHolds: true,
          now: minutes(40),
        }),
      ).toBe(true);
      const opened = await openOrderRefunds(db(), { businessId, orderId, now: minutes(41) });
      expect(opened).toMatchObject({
        ok: true,
        refunds: [{ paymentId: transactionId, captureId: `cap-${reference}`, amount: 2050 }],
      });
      // Asked again (a double click, a retry): the same refund, not a second one.
      const again = await openOrderRefunds(db(), { businessId, orderId, now: minutes(42) });
      expect(again.ok && again.refunds.map((r) => r.refundId)).toEqual(
        opened.ok && opened.refunds.map((r) => r.refundId),
      );

      const refundId = opened.ok ? opened.refunds[0]!.refundId : 0;
      expect(await listStalledRefunds(db(), minutes(41))).toContainEqual(
        expect.objectContaining({ refundId }),
      );
      expect(await listStalledRefunds(db(), minutes(40))).not.toContainEqual(
        expect.objectContaining({ refundId }),
      );
      expect(
        await settlePaymentRefund(db(), {
          refundId,
          state: 'refunded',
          reference: 'sbx_rf_1',
          now: minutes(43),
        }),
      ).toBe(true);
      expect(
        await settlePaymentRefund(db(), { refundId, state: 'failed', reference: null, now: minutes(44) }),
      ).toBe(false);
      expect(await openOrderRefunds(db(), { businessId, orderId, now: minutes(45) })).toEqual({
        ok: true,
        refunds: [],
      });
      expect(
        (await listOrderPayments(db(), businessId, orderId)).map((p) => [p.kind, p.status, p.reference]),
      ).toEqual([
        ['payment', 'paid', reference],
        ['refund', 'refunded', 'sbx_rf_1'],
      ]);
    });

    it('gives nothing back for a cancelled order whose payments never took money', async () => {
      const businessId = await insertPaymentBusiness(db());
      const orderId = await placeWaitingOrder(db(), businessId);
      await openTestCheckout(db(), businessId, orderId);
      await expireUnpaidOrders(db(), { now: minutes(30), ttlMinutes: 30 });
      expect(await openOrderRefunds(db(), { businessId, orderId, now: minutes(31) })).toEqual({
        ok: true,
        refunds: [],
      });
      expect((await listOrderPayments(db(), businessId, orderId)).map((p) => p.kind)).toEqual(['payment']);
    });
  });
});
