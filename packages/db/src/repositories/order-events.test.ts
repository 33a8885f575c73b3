import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  insertPaymentBusiness,
  openTestCheckout,
  PLACED_AT,
  placeWaitingOrder,
  testPaymentEvent,
} from '../test/payment-fixture.ts';
import { newTestOrder } from '../test/new-order-fixture.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import {
  latestOrderEventId,
  ORDER_EVENTS_CHANNEL,
  orderEventsAfter,
  parseOrderEventNotification,
  recordOrderEvent,
  type OrderEvent,
} from './order-events.ts';
import { verifyOrder } from './order-verification.ts';
import { recordPaymentEvent } from './payment-events.ts';
import { placeOrder } from './place-order.ts';
import { expireUnpaidOrders } from './unpaid-orders.ts';

/*
 * The board's feed (docs/decisions/045): an event is written with the change
 * that caused it, read back per business in id order, and — on PostgreSQL —
 * announced by NOTIFY only when that change commits.
 */

const minutes = (n: number) => new Date(PLACED_AT.getTime() + n * 60_000);
const kinds = (events: OrderEvent[]) => events.map((e) => [e.orderId, e.kind]);

describe.each(TEST_DIALECTS)('order events on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('reads a business’s events after an id, oldest first, never another business’s', async () => {
    const { db } = database();
    const businessId = await insertPaymentBusiness(db);
    const otherId = await insertPaymentBusiness(db);
    const orderId = await placeWaitingOrder(db, businessId);
    const otherOrder = await placeWaitingOrder(db, otherId);
    const first = await db
      .transaction()
      .execute((trx) => recordOrderEvent(trx, { businessId, orderId, kind: 'status', at: minutes(1) }));
    await db
      .transaction()
      .execute((trx) =>
        recordOrderEvent(trx, { businessId: otherId, orderId: otherOrder, kind: 'status', at: minutes(1) }),
      );
    const second = await db
      .transaction()
      .execute((trx) => recordOrderEvent(trx, { businessId, orderId, kind: 'changed', at: minutes(2) }));

    expect(await orderEventsAfter(db, businessId, 0, 10)).toEqual([
      { id: first, businessId, orderId, kind: 'status', at: minutes(1).toISOString() },
      { id: second, businessId, orderId, kind: 'changed', at: minutes(2).toISOString() },
    ]);
    expect((await orderEventsAfter(db, businessId, first, 10)).map((e) => e.id)).toEqual([second]);
    expect(await orderEventsAfter(db, businessId, 0, 1)).toHaveLength(1);
    expect(await latestOrderEventId(db, businessId)).toBe(second);
    expect(await latestOrderEventId(db, await insertPaymentBusiness(db))).toBe(0);
  });

  it('writes nothing when the changing transaction rolls back', async () => {
    const { db } = database();
    const businessId = await insertPaymentBusiness(db);
    const orderId = await placeWaitingOrder(db, businessId);
    await expect(
      db.transaction().execute(async (trx) => {
        await recordOrderEvent(trx, { businessId, orderId, kind: 'status', at: minutes(1) });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await orderEventsAfter(db, businessId, 0, 10)).toEqual([]);
  });

  it('announces an order placed straight to the business, and a guest’s order only once verified', async () => {
    const { db } = database();
    const businessId = await insertPaymentBusiness(db);
    const direct = await placeOrder(db, newTestOrder(businessId, { now: PLACED_AT }));
    let code = '';
    const unverified = await placeOrder(db, {
      ...newTestOrder(businessId, { now: PLACED_AT }),
      status: 'unverified',
      verification: { method: 'verify_with_email', expiresAt: minutes(30) },
      messages: (secrets) => {
        code = secrets.pending?.verificationCode ?? '';
        return [];
      },
    });
    if (!direct.ok || !unverified.ok) throw new Error('the test orders were refused');
    expect(kinds(await orderEventsAfter(db, businessId, 0, 10))).toEqual([[direct.order.id, 'created']]);

    await verifyOrder(db, businessId, code, minutes(5));
    await verifyOrder(db, businessId, code, minutes(6));
    expect(kinds(await orderEventsAfter(db, businessId, 0, 10))).toEqual([
      [direct.order.id, 'created'],
      [unverified.order.id, 'created'],
    ]);
  });

  it('announces an order paid online once, a failed payment, and the sweep cancelling an unpaid order', async () => {
    const { db } = database();
    const businessId = await insertPaymentBusiness(db);
    const paid = await placeWaitingOrder(db, businessId);
    const paidCheckout = await openTestCheckout(db, businessId, paid);
    const unpaid = await placeWaitingOrder(db, businessId);
    const unpaidCheckout = await openTestCheckout(db, businessId, unpaid);
    expect(await orderEventsAfter(db, businessId, 0, 10)).toEqual([]);

    const paidEvent = testPaymentEvent(businessId, paidCheckout.reference);
    await recordPaymentEvent(db, paidEvent);
    await recordPaymentEvent(db, { ...paidEvent, eventId: `${paidEvent.eventId}-again` });
    await recordPaymentEvent(
      db,
      testPaymentEvent(businessId, unpaidCheckout.reference, {
        kind: 'failed',
        type: 'payment.failed',
        amount: null,
      }),
    );
    // Only this business's unpaid order is due: the sweep serves every business, so it counts only its own.
    const expired = await expireUnpaidOrders(db, { now: minutes(31), ttlMinutes: 30 });
    expect(expired).toContainEqual({ businessId, orderId: unpaid });

    expect(kinds(await orderEventsAfter(db, businessId, 0, 10))).toEqual([
      [paid, 'created'],
      [unpaid, 'payment_failed'],
      [unpaid, 'canceled'],
    ]);
  });

  it.runIf(dialect === 'postgres')(
    'notifies listeners at commit, with the whole event, and never for a rollback',
    async () => {
      const { db, url } = database();
      const businessId = await insertPaymentBusiness(db);
      const orderId = await placeWaitingOrder(db, businessId);
      const listener = new pg.Client({ connectionString: url });
      await listener.connect();
      try {
        const heard: OrderEvent[] = [];
        listener.on('notification', (message) => {
          const event = parseOrderEventNotification(message.payload);
          if (event !== undefined && event.businessId === businessId) heard.push(event);
        });
        await listener.query(`LISTEN ${ORDER_EVENTS_CHANNEL}`);

        await db
          .transaction()
          .execute(async (trx) => {
            await recordOrderEvent(trx, { businessId, orderId, kind: 'status', at: minutes(1) });
            throw new Error('rolled back');
          })
          .catch(() => undefined);
        const id = await db
          .transaction()
          .execute((trx) => recordOrderEvent(trx, { businessId, orderId, kind: 'changed', at: minutes(2) }));
        await expect
          .poll(() => heard, { timeout: 10_000 })
          .toEqual([{ id, businessId, orderId, kind: 'changed', at: minutes(2).toISOString() }]);
      } finally {
        await listener.end();
      }
    },
  );
});

describe('order event notifications', () => {
  it('read back only well-formed events', () => {
    const event = { id: 3, businessId: 1, orderId: 9, kind: 'created', at: '2026-12-01T17:00:00.000Z' };
    expect(parseOrderEventNotification(JSON.stringify(event))).toEqual(event);
    expect(parseOrderEventNotification(undefined)).toBeUndefined();
    expect(parseOrderEventNotification('not json')).toBeUndefined();
    expect(parseOrderEventNotification(JSON.stringify({ ...event, id: '3' }))).toBeUndefined();
  });
});
