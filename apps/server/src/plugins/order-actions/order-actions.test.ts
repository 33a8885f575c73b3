import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStaffMember,
  openDatabase,
  placeOrder,
  recordPaymentEvent,
  type OpenDatabase,
  type OrderActor,
} from '@ordina/db';
import { newTestOrder, testSlot } from '@ordina/db/test/new-order-fixture';
import {
  insertPaymentBusiness,
  openTestCheckout,
  placeWaitingOrder,
  testPaymentEvent,
} from '@ordina/db/test/payment-fixture';
import { TEST_DIALECTS, useTestDatabase } from '@ordina/db/test/test-databases';
import { ORDER_LIFECYCLE_STATUSES, STAFF_ACTIONS, staffActionsFor, type StaffAction } from '@ordina/domain';
import { createPaymentGateways } from '../../adapters/payments/index.ts';
import {
  acceptOrder,
  cancelOrder,
  delayOrder,
  discountOrder,
  markOrderDelivered,
  markOrderReady,
  rejectOrder,
  type OrderActionDependencies,
  type OrderActionOutcome,
} from './order-actions.ts';

/*
 * The restaurant's actions (docs/decisions/044) on both engines: each allowed exactly where the
 * domain allows it, one transaction each (status, times, holds, event, messages, refunds), two
 * presses at once ending in one state with at most one refund, and a discount on a paid order
 * refunding the difference. The clock is injected: the orders are for the 21:00 slot (Rome) of
 * 1 December 2026 and "now" is 18:00 that day (17:00 UTC).
 */

const NOW = new Date('2026-12-01T17:00:00.000Z');
const HEAVY = { timeout: 120_000 };
const gateways = createPaymentGateways({
  stripe: undefined,
  paypal: undefined,
  publicUrl: 'https://shop.example',
  sandboxSecret: 'order-actions-test',
});
const log = pino({ level: 'silent' });

describe.each(TEST_DIALECTS)('order actions on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let businessId = 0;
  let STAFF: OrderActor = { kind: 'system' };
  const pools: OpenDatabase[] = [];

  beforeAll(async () => {
    businessId = await insertPaymentBusiness(database().db);
    const member = await createStaffMember(database().db, {
      businessId,
      actorId: null,
      email: 'banco@example.com',
      name: 'Banco',
      role: 'staff',
      locale: 'it',
      token: { hash: 'not-a-real-token-hash', expiresAt: NOW },
      mail: null,
      now: NOW,
    });
    if (!member.ok) throw new Error(member.reason);
    STAFF = { kind: 'staff', staffId: member.staffId };
    // On PostgreSQL the racing presses go through separate pools, as two server processes would.
    if (dialect === 'postgres') for (let i = 0; i < 2; i += 1) pools.push(openDatabase(database().url));
  });
  afterAll(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
  });

  const deps = (i = 0): OrderActionDependencies => ({
    db: [database().db, ...pools.map((pool) => pool.db)][i % (pools.length + 1)]!,
    gateways,
    log,
    businessId,
    messagesFor: () =>
      Promise.resolve((change) => [
        {
          channel: 'email',
          recipient: 'anna@example.com',
          subject: `${change.action} ${change.to}`,
          bodyText: `refunded ${change.refunded}`,
          bodyHtml: null,
        },
      ]),
  });

  async function cashOrder(): Promise<number> {
    const placed = await placeOrder(
      database().db,
      newTestOrder(businessId, {
        paymentMethod: 'cash_on_delivery',
        slot: testSlot('2026-12-01', '21:00', 1, 1000),
      }),
    );
    if (!placed.ok) throw new Error(placed.reason);
    return placed.order.id;
  }

  /** An order paid online through the sandbox (20,50 €), received by the business. */
  async function paidOrder(): Promise<number> {
    const orderId = await placeWaitingOrder(database().db, businessId, {
      slot: testSlot('2026-12-01', '21:00', 1, 1000),
    });
    const { reference } = await openTestCheckout(database().db, businessId, orderId);
    const paid = await recordPaymentEvent(database().db, {
      ...testPaymentEvent(businessId, reference),
      provider: 'sandbox',
    });
    expect(paid.outcome).toBe('fulfilled');
    return orderId;
  }

  const order = (id: number) =>
    database()
      .db.selectFrom('orders')
      .select([
        'status_code',
        'promised_at',
        'accepted_at',
        'ready_at',
        'delivered_at',
        'ended_at',
        'cancel_reason',
        'end_note',
        'delivery_slot_units',
        'amount_final',
        'amount_manual_discount',
        'manual_discount',
        'manual_discount_mode',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const refunds = (id: number) =>
    database()
      .db.selectFrom('payment_transactions')
      .select(['amount', 'status', 'refund_part'])
      .where('order_id', '=', id)
      .where('kind', '=', 'refund')
      .orderBy('refund_part')
      .execute();
  const events = (id: number) =>
    database()
      .db.selectFrom('order_events')
      .select('kind')
      .where('order_id', '=', id)
      .orderBy('id')
      .execute();
  const outbox = (id: number) =>
    database()
      .db.selectFrom('outbox_messages')
      .select(['subject', 'body_text'])
      .where('business_id', '=', businessId)
      .where('subject', 'like', `% %`)
      .where('id', '>', id)
      .orderBy('id')
      .execute();

  /** Runs one action with a valid body. */
  function act(action: StaffAction, orderId: number, i = 0): Promise<OrderActionOutcome> {
    const input = { orderId, actor: STAFF, now: NOW };
    switch (action) {
      case 'accept':
        return acceptOrder(deps(i), { ...input, ready: { readyAtSlot: true } });
      case 'reject':
        return rejectOrder(deps(i), { ...input, reason: 'too_busy' });
      case 'ready':
        return markOrderReady(deps(i), input);
      case 'delivered':
        return markOrderDelivered(deps(i), input);
      case 'cancel':
        return cancelOrder(deps(i), input);
      case 'delay':
        return delayOrder(deps(i), { ...input, minutes: 15 });
      case 'discount':
        return discountOrder(deps(i), { ...input, mode: 'euro', value: 100 });
    }
  }

  it(
    'allows each action exactly in the statuses the domain allows, and refuses the others leaving the order as it was',
    HEAVY,
    async () => {
      // Every status an order can be stored in (the domain's list, the two the API never answers too).
      for (const status of ORDER_LIFECYCLE_STATUSES)
        for (const action of STAFF_ACTIONS) {
          const orderId = await cashOrder();
          await database()
            .db.updateTable('orders')
            .set({
              status_code: status,
              promised_at: status === 'confirmed' ? '2026-12-01T20:00:00.000Z' : null,
            })
            .where('id', '=', orderId)
            .execute();
          const before = await order(orderId);
          const outcome = await act(action, orderId);
          if (staffActionsFor(status).includes(action)) {
            expect(outcome.ok, `${action} from ${status}`).toBe(true);
          } else {
            expect(outcome, `${action} from ${status}`).toEqual({
              ok: false,
              reason: 'status_changed',
              status,
            });
            expect(await order(orderId)).toEqual(before);
            expect(await events(orderId)).toEqual(
              status === 'to_manage' ? [{ kind: 'created' }] : expect.any(Array),
            );
          }
        }
    },
  );

  it(
    'accepts with a ready time never before the slot, then delays it; each change is an event and a message',
    HEAVY,
    async () => {
      const orderId = await cashOrder();
      const lastMessage =
        (
          await database()
            .db.selectFrom('outbox_messages')
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirst()
        )?.id ?? 0;
      // The slot is 21:00 in Rome (20:00 UTC); now is 18:00: 30 minutes from now is before it.
      expect(await acceptOrder(deps(), { orderId, actor: STAFF, now: NOW, ready: { readyIn: 30 } })).toEqual({
        ok: false,
        reason: 'before_slot',
        status: 'to_manage',
      });
      const accepted = await acceptOrder(deps(), {
        orderId,
        actor: STAFF,
        now: new Date('2026-12-01T19:40:00.000Z'),
        ready: { readyIn: 30 },
      });
      expect(accepted).toMatchObject({
        ok: true,
        change: {
          action: 'accept',
          from: 'to_manage',
          to: 'confirmed',
          promisedAt: new Date('2026-12-01T20:10:00.000Z'),
        },
      });
      expect(await order(orderId)).toMatchObject({
        status_code: 'confirmed',
        promised_at: '2026-12-01T20:10:00.000Z',
        accepted_at: '2026-12-01T19:40:00.000Z',
      });

      const delayed = await delayOrder(deps(), { orderId, actor: STAFF, now: NOW, minutes: 15 });
      expect(delayed).toMatchObject({
        ok: true,
        change: {
          to: 'confirmed',
          promisedAt: new Date('2026-12-01T20:25:00.000Z'),
          previousPromisedAt: new Date('2026-12-01T20:10:00.000Z'),
        },
      });
      expect(await markOrderReady(deps(), { orderId, actor: STAFF, now: NOW })).toMatchObject({ ok: true });
      expect(await markOrderDelivered(deps(), { orderId, actor: STAFF, now: NOW })).toMatchObject({
        ok: true,
        change: { from: 'ready_delivery', to: 'delivered' },
      });
      expect(await events(orderId)).toEqual([
        { kind: 'created' },
        { kind: 'status' },
        { kind: 'changed' },
        { kind: 'status' },
        { kind: 'status' },
      ]);
      expect((await outbox(Number(lastMessage))).map((m) => m.subject)).toEqual([
        'accept confirmed',
        'delay confirmed',
        'ready ready_delivery',
        'delivered delivered',
      ]);
      // The audit trail: who, what, from which status to which, in the same transactions.
      const audit = await database()
        .db.selectFrom('staff_audit')
        .select(['staff_id', 'action', 'from_status', 'to_status', 'detail'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
      expect(audit.map((row) => [row.staff_id, row.action, row.from_status, row.to_status])).toEqual([
        [STAFF.kind === 'staff' ? STAFF.staffId : null, 'order.accept', 'to_manage', 'confirmed'],
        [STAFF.kind === 'staff' ? STAFF.staffId : null, 'order.delay', 'confirmed', 'confirmed'],
        [STAFF.kind === 'staff' ? STAFF.staffId : null, 'order.ready', 'confirmed', 'ready_delivery'],
        [STAFF.kind === 'staff' ? STAFF.staffId : null, 'order.delivered', 'ready_delivery', 'delivered'],
      ]);
      expect(JSON.parse(audit[0]!.detail!)).toEqual({ promisedAt: '2026-12-01T20:10:00.000Z' });
    },
  );

  it('rejects with its reason, giving back the slot; the note stays only for "other"', HEAVY, async () => {
    const orderId = await cashOrder();
    expect((await order(orderId)).delivery_slot_units).toBe(1);
    const rejected = await rejectOrder(deps(), {
      orderId,
      actor: STAFF,
      now: NOW,
      reason: 'sold_out',
      note: 'not kept',
    });
    expect(rejected).toMatchObject({
      ok: true,
      change: { to: 'canceled', endReason: 'sold_out', endNote: '', refunded: 0 },
    });
    expect(await order(orderId)).toMatchObject({
      status_code: 'canceled',
      cancel_reason: 'sold_out',
      end_note: '',
      delivery_slot_units: 0,
      ended_at: NOW.toISOString(),
    });

    const other = await cashOrder();
    await rejectOrder(deps(), {
      orderId: other,
      actor: { kind: 'system' },
      now: NOW,
      reason: 'other',
      note: '  Forno guasto  ',
    });
    expect(await order(other)).toMatchObject({ cancel_reason: 'other', end_note: 'Forno guasto' });
    const systemAudit = await database()
      .db.selectFrom('staff_audit')
      .select(['staff_id', 'action', 'detail'])
      .where('order_id', '=', other)
      .executeTakeFirstOrThrow();
    expect({ ...systemAudit, detail: JSON.parse(systemAudit.detail!) as unknown }).toEqual({
      staff_id: null,
      action: 'order.reject',
      detail: { reason: 'other', note: 'Forno guasto' },
    });
    const auto = await cashOrder();
    expect(
      await rejectOrder(deps(), {
        orderId: auto,
        actor: { kind: 'system' },
        now: NOW,
        reason: 'auto_rejected',
      }),
    ).toMatchObject({ ok: true, change: { endReason: 'auto_rejected' } });
  });

  it('refunds a rejected or cancelled paid order once, through the sandbox gateway', HEAVY, async () => {
    const rejected = await paidOrder();
    expect(
      await rejectOrder(deps(), { orderId: rejected, actor: STAFF, now: NOW, reason: 'closing' }),
    ).toMatchObject({ ok: true, change: { refunded: 2050 }, refunds: [{ amount: 2050, state: 'refunded' }] });
    expect(await refunds(rejected)).toEqual([{ amount: 2050, status: 'refunded', refund_part: 0 }]);

    const canceled = await paidOrder();
    await acceptOrder(deps(), { orderId: canceled, actor: STAFF, now: NOW, ready: { readyAtSlot: true } });
    expect(await cancelOrder(deps(), { orderId: canceled, actor: STAFF, now: NOW })).toMatchObject({
      ok: true,
      refunds: [{ amount: 2050, state: 'refunded' }],
    });
    expect(await cancelOrder(deps(), { orderId: canceled, actor: STAFF, now: NOW })).toEqual({
      ok: false,
      reason: 'status_changed',
      status: 'canceled',
    });
    expect(await refunds(canceled)).toHaveLength(1);
  });

  it(
    'takes a manual discount in euros or percent; a paid order gets the difference back, and a later cancel only what is left',
    HEAVY,
    async () => {
      const cash = await cashOrder();
      expect(
        await discountOrder(deps(), { orderId: cash, actor: STAFF, now: NOW, mode: 'percent', value: 10 }),
      ).toMatchObject({ ok: true, change: { amountManualDiscount: 205, amountFinal: 1845, refunded: 0 } });
      expect(await order(cash)).toMatchObject({
        manual_discount: 10,
        manual_discount_mode: 'percent',
        amount_manual_discount: 205,
        amount_final: 1845,
      });
      expect(
        await discountOrder(deps(), { orderId: cash, actor: STAFF, now: NOW, mode: 'euro', value: 2051 }),
      ).toEqual({ ok: false, reason: 'exceeds_total', status: 'to_manage' });
      expect(
        await discountOrder(deps(), { orderId: cash, actor: STAFF, now: NOW, mode: 'euro', value: 0 }),
      ).toMatchObject({ ok: true, change: { amountFinal: 2050 } });
      expect(await order(cash)).toMatchObject({
        manual_discount: 0,
        manual_discount_mode: null,
        amount_manual_discount: 0,
      });

      const paid = await paidOrder();
      expect(
        await discountOrder(deps(), { orderId: paid, actor: STAFF, now: NOW, mode: 'euro', value: 300 }),
      ).toMatchObject({
        ok: true,
        change: { refunded: 300, amountFinal: 1750 },
        refunds: [{ amount: 300, state: 'refunded' }],
      });
      expect(
        await discountOrder(deps(), { orderId: paid, actor: STAFF, now: NOW, mode: 'euro', value: 500 }),
      ).toMatchObject({ ok: true, change: { refunded: 200, amountFinal: 1550 } });
      expect(
        await discountOrder(deps(), { orderId: paid, actor: STAFF, now: NOW, mode: 'euro', value: 100 }),
      ).toEqual({ ok: false, reason: 'raises_paid_total', status: 'to_manage' });
      await acceptOrder(deps(), { orderId: paid, actor: STAFF, now: NOW, ready: { readyAtSlot: true } });
      expect(await cancelOrder(deps(), { orderId: paid, actor: STAFF, now: NOW })).toMatchObject({
        ok: true,
        change: { refunded: 1550 },
      });
      const parts = await refunds(paid);
      expect(parts).toEqual([
        { amount: 1550, status: 'refunded', refund_part: 0 },
        { amount: 300, status: 'refunded', refund_part: 1 },
        { amount: 200, status: 'refunded', refund_part: 2 },
      ]);
      expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(2050);
    },
  );

  it(
    'lets one of two staff pressing at once win: one final state, never a double transition, at most one refund',
    HEAVY,
    async () => {
      for (let round = 0; round < 6; round += 1) {
        const orderId = await paidOrder();
        const [a, b] = await Promise.all([act('accept', orderId, 0), act('reject', orderId, 1)]);
        const winners = [a, b].filter((outcome) => outcome.ok);
        expect(winners).toHaveLength(1);
        const loser = [a, b].find((outcome) => !outcome.ok);
        const final = await order(orderId);
        expect(loser).toEqual({ ok: false, reason: 'status_changed', status: final.status_code });
        expect((await refunds(orderId)).length).toBe(final.status_code === 'canceled' ? 1 : 0);
        expect((await events(orderId)).filter((e) => e.kind === 'status')).toHaveLength(1);

        // Then two cancels of the accepted (or the rejected) order at once: at most one more move and one refund in all.
        const [c, d] = await Promise.all([act('cancel', orderId, 0), act('cancel', orderId, 1)]);
        expect([c, d].filter((outcome) => outcome.ok).length).toBe(final.status_code === 'confirmed' ? 1 : 0);
        expect(await refunds(orderId)).toHaveLength(1);
      }
    },
  );
});
