import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  insertPaymentBusiness,
  openTestCheckout,
  PLACED_AT,
  placeWaitingOrder,
  testPaymentEvent,
} from '../test/payment-fixture.ts';
import { TEST_DIALECTS, useMoreConnections, useTestDatabase } from '../test/test-databases.ts';
import { recordPaymentEvent, type PaymentEventOutcome } from './payment-events.ts';
import { openOrderRefunds } from './payment-refunds.ts';
import { expireUnpaidOrders } from './unpaid-orders.ts';

/*
 * Payments racing (docs/decisions/018): the same webhook delivered several
 * times at once, a payment's events at once in any order, a payment arriving
 * while the sweep expires its order, refunds asked from two sides. On
 * PostgreSQL the calls go through four connection pools, as four server
 * processes would; on SQLite they queue on the server's one connection — and
 * the last test starts two real processes on one database, on both engines.
 */

const run = promisify(execFile);
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const WORKER = fileURLToPath(new URL('../test/payment-race-worker.ts', import.meta.url));

const minutes = (n: number) => new Date(PLACED_AT.getTime() + n * 60_000);
// Generous limits: these wait for hundreds of transactions on a shared 2-core machine.
const HEAVY = { timeout: 180_000 };

describe.each(TEST_DIALECTS)('payments under concurrency on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  const connection = useMoreConnections(database, dialect === 'postgres' ? 3 : 0).nth;
  const count = (outcomes: PaymentEventOutcome[]) =>
    outcomes
      .map((o) => o.outcome)
      .reduce<Record<string, number>>((n, o) => ({ ...n, [o]: (n[o] ?? 0) + 1 }), {});

  /** Places `n` orders waiting for payment, each with an open checkout. */
  async function waitingOrders(businessId: number, n: number) {
    const orders = [];
    for (let i = 0; i < n; i += 1) {
      const orderId = await placeWaitingOrder(database().db, businessId);
      orders.push({ orderId, ...(await openTestCheckout(database().db, businessId, orderId)) });
    }
    return orders;
  }

  /** Each order's status, its payments' states and refund count, and the slot units it still holds. */
  async function finalStates(orderIds: number[]) {
    const { db } = database();
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'status_code', 'delivery_slot_units'])
      .where('id', 'in', orderIds)
      .orderBy('id')
      .execute();
    const rows = await db
      .selectFrom('payment_transactions')
      .select(['order_id', 'kind', 'status', 'refund_of'])
      .where('order_id', 'in', orderIds)
      .execute();
    return orders.map((order) => ({
      status: order.status_code,
      slotUnits: order.delivery_slot_units,
      payments: rows.filter((r) => r.order_id === order.id && r.kind === 'payment').map((r) => r.status),
      refunds: rows.filter((r) => r.order_id === order.id && r.kind === 'refund').length,
    }));
  }

  /** Either the payment came first (the order goes to the business) or the expiry did (the money goes back, once): nothing in between. */
  function expectPaidOrRefunded(states: Awaited<ReturnType<typeof finalStates>>) {
    for (const state of states) {
      expect([
        { status: 'to_manage', slotUnits: 1, payments: ['paid'], refunds: 0 },
        { status: 'canceled', slotUnits: 0, payments: ['paid'], refunds: 1 },
      ]).toContainEqual(state);
    }
  }

  it('applies a webhook delivered five times at once exactly once per order', HEAVY, async () => {
    const businessId = await insertPaymentBusiness(database().db);
    const orders = await waitingOrders(businessId, 10);
    const deliveries = orders.flatMap(({ reference }) => {
      const event = testPaymentEvent(businessId, reference);
      return Array.from({ length: 5 }, () => event);
    });
    const outcomes = await Promise.all(
      deliveries.map((event, i) => recordPaymentEvent(connection(i), event)),
    );
    expect(count(outcomes)).toEqual({ fulfilled: 10, duplicate: 40 });
    expect(await finalStates(orders.map((o) => o.orderId))).toEqual(
      orders.map(() => ({ status: 'to_manage', slotUnits: 1, payments: ['paid'], refunds: 0 })),
    );
    const events = await database()
      .db.selectFrom('payment_events')
      .select('id')
      .where('business_id', '=', businessId)
      .execute();
    expect(events).toHaveLength(10);
  });

  it(
    'ends a payment paid whatever order its success, failure and expiry events arrive in at once',
    HEAVY,
    async () => {
      const businessId = await insertPaymentBusiness(database().db);
      const orders = await waitingOrders(businessId, 10);
      const events = orders.flatMap(({ reference }, i) => {
        const three = [
          testPaymentEvent(businessId, reference),
          testPaymentEvent(businessId, reference, { kind: 'expired', type: 'checkout.expired' }),
          testPaymentEvent(businessId, reference, { kind: 'failed', type: 'payment.failed' }),
        ];
        // A different arrival order for each payment.
        return [...three.slice(i % 3), ...three.slice(0, i % 3)];
      });
      const outcomes = await Promise.all(events.map((event, i) => recordPaymentEvent(connection(i), event)));
      expect(count(outcomes).fulfilled).toBe(10);
      expect(await finalStates(orders.map((o) => o.orderId))).toEqual(
        orders.map(() => ({ status: 'to_manage', slotUnits: 1, payments: ['paid'], refunds: 0 })),
      );
    },
  );

  it(
    'gives each order one final state when its payment arrives while two sweeps expire it',
    HEAVY,
    async () => {
      const businessId = await insertPaymentBusiness(database().db);
      const orders = await waitingOrders(businessId, 20);
      const at = minutes(30);
      const work = [
        ...orders.flatMap(({ reference }) => {
          const event = testPaymentEvent(businessId, reference, { now: at });
          return [event, event, event];
        }),
      ];
      const [sweepA, sweepB, outcomes] = await Promise.all([
        expireUnpaidOrders(connection(1), { now: at, ttlMinutes: 30 }),
        expireUnpaidOrders(connection(2), { now: at, ttlMinutes: 30 }),
        Promise.all(work.map((event, i) => recordPaymentEvent(connection(i), event))),
      ]);
      const states = await finalStates(orders.map((o) => o.orderId));
      expectPaidOrRefunded(states);
      const cancelled = states.filter((s) => s.status === 'canceled').length;
      // Each cancellation was made by exactly one of the two sweeps.
      expect(sweepA.length + sweepB.length).toBe(cancelled);
      expect(count(outcomes)).toMatchObject({ duplicate: 40 });
      expect((count(outcomes).fulfilled ?? 0) + (count(outcomes).refund ?? 0)).toBe(20);
    },
  );

  it(
    'opens one refund when the restaurant asks ten times while late payments of the order arrive',
    HEAVY,
    async () => {
      const businessId = await insertPaymentBusiness(database().db);
      const [order] = await waitingOrders(businessId, 1);
      const { orderId, reference } = order!;
      await expireUnpaidOrders(database().db, { now: minutes(30), ttlMinutes: 30 });
      // First money in: the refund is opened by the event…
      await recordPaymentEvent(database().db, testPaymentEvent(businessId, reference, { now: minutes(31) }));
      // …and then asked for again and again, beside redeliveries of other events of the same payment.
      const asks = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) =>
          openOrderRefunds(connection(i), { businessId, orderId, now: minutes(32) }),
        ),
        ...Array.from({ length: 3 }, (_, i) =>
          recordPaymentEvent(connection(i), testPaymentEvent(businessId, reference, { now: minutes(32) })),
        ),
      ]);
      const refundIds = new Set(
        asks.flatMap((answer) => ('ok' in answer && answer.ok ? answer.refunds.map((r) => r.refundId) : [])),
      );
      expect(refundIds.size).toBe(1);
      expect(await finalStates([orderId])).toEqual([
        { status: 'canceled', slotUnits: 0, payments: ['paid'], refunds: 1 },
      ]);
    },
  );

  it(
    'gives each order one final state when two server processes deliver the same webhooks and sweep at once',
    HEAVY,
    async () => {
      const businessId = await insertPaymentBusiness(database().db);
      const orders = await waitingOrders(businessId, 10);
      const job = {
        url: database().url,
        businessId,
        references: orders.map((o) => o.reference),
        copies: 2,
        now: minutes(30).toISOString(),
        ttlMinutes: 30,
      };
      const answers = await Promise.all(
        [0, 1].map(() =>
          run(process.execPath, ['--import', 'tsx', WORKER, JSON.stringify(job)], { cwd: REPO_ROOT }),
        ),
      );
      const results = answers.map(
        (answer) => JSON.parse(answer.stdout) as { expired: number; outcomes: string[] },
      );
      const outcomes = results.flatMap((r) => r.outcomes);
      // 2 processes × 2 copies of one event per order: each event applied once, 3 duplicates.
      expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(30);
      const states = await finalStates(orders.map((o) => o.orderId));
      expectPaidOrRefunded(states);
      expect(results.reduce((sum, r) => sum + r.expired, 0)).toBe(
        states.filter((s) => s.status === 'canceled').length,
      );
    },
  );
});
