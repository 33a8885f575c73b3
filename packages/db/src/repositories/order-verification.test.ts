import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../database.ts';
import { importBusinessFile } from '../import/import-business-file.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { newTestOrder, pizza10, testSlot } from '../test/new-order-fixture.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { countCouponUses } from './coupon-uses.ts';
import { listDeliverySlots } from './delivery-slots.ts';
import { customerHasOrdered } from './first-order.ts';
import { releaseOrderHolds } from './order-holds.ts';
import { changeOrderStatus } from './order-status.ts';
import { expireUnverifiedOrders, findPendingOrder, verifyOrder } from './order-verification.ts';
import { findOrderByHash } from './orders.ts';
import { placeOrder, type NewOrder, type PlacedOrder } from './place-order.ts';

// Orders are placed at 17:00 UTC on 1 December 2026; codes expire 30 minutes
// later, unless a test gives its own orders another expiry: the sweep serves
// every business, so a test that counts what it expired sweeps only up to a
// moment when no other test's code is due.
const placedAt = new Date('2026-12-01T17:00:00.000Z');
const expiresAt = new Date('2026-12-01T17:30:00.000Z');
const minutes = (n: number) => new Date(placedAt.getTime() + n * 60_000);

describe.each(TEST_DIALECTS)('order verification on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let keys = 0;

  async function business(): Promise<number> {
    const file = fixtureBusinessFile();
    file.business = { key: `verify-${(keys += 1)}`, name: 'Verify' };
    return (await importBusinessFile(database().db, file)).businessId;
  }

  /** Places an unverified guest order with PIZZA10; returns it with the code the e-mail carried. */
  async function placeUnverified(
    businessId: number,
    over: Partial<NewOrder> = {},
    expiry = expiresAt,
  ): Promise<{ order: PlacedOrder; code: string }> {
    let code = '';
    const result = await placeOrder(database().db, {
      ...newTestOrder(businessId, { coupon: pizza10, ...over }),
      status: 'unverified',
      verification: { method: 'verify_with_email', expiresAt: expiry },
      messages: (secrets) => {
        code = secrets.pending?.verificationCode ?? '';
        return [];
      },
    });
    if (!result.ok) throw new Error(result.reason);
    return { order: result.order, code };
  }

  async function statusOf(orderId: number): Promise<string> {
    return (
      await database()
        .db.selectFrom('orders')
        .select('status_code')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status_code;
  }

  it('verifies once into to_manage and answers the order; later uses read "already verified"', async () => {
    const { db } = database();
    const businessId = await business();
    const { order, code } = await placeUnverified(businessId);
    const pending = order.pending!;
    expect(await findPendingOrder(db, businessId, pending.id, pending.hash, minutes(5))).toEqual({
      id: pending.id,
      status: 0,
      channel: 'email',
      expiresAt: expiresAt.toISOString(),
      order: null,
    });

    const verified = await verifyOrder(db, businessId, code, minutes(10));
    expect(verified).toMatchObject({
      status: 'verified',
      order: { id: order.id, code: order.code, statusCode: 'to_manage', amountFinal: 2050 },
    });
    expect(
      await db
        .selectFrom('orders')
        .select(['status_code', 'verified_at'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      status_code: 'to_manage',
      verified_at: minutes(10).toISOString(),
    });
    expect(await findPendingOrder(db, businessId, pending.id, pending.hash, minutes(11))).toMatchObject({
      status: 100,
      order: { id: order.id, hash: order.hash },
    });
    expect((await findOrderByHash(db, businessId, order.id, order.hash))?.statusCode).toBe('to_manage');

    expect(await verifyOrder(db, businessId, code, minutes(12))).toMatchObject({
      status: 'already_verified',
      order: { id: order.id },
    });
    // Even past its expiry, a used code stays "already verified" and keeps its order.
    expect(await verifyOrder(db, businessId, code, minutes(90))).toMatchObject({
      status: 'already_verified',
    });
    expect(await statusOf(order.id)).toBe('to_manage');
  });

  it('knows no code it did not send, nor another business’s, nor a pending order with a wrong hash', async () => {
    const { db } = database();
    const businessId = await business();
    const { order, code } = await placeUnverified(businessId);
    expect(await verifyOrder(db, businessId, 'not-a-code', minutes(1))).toEqual({ status: 'not_found' });
    expect(await verifyOrder(db, await business(), code, minutes(1))).toEqual({ status: 'not_found' });
    expect(
      await findPendingOrder(
        db,
        businessId,
        order.pending!.id,
        `${order.pending!.hash.slice(1)}x`,
        minutes(1),
      ),
    ).toBeUndefined();
    expect(await findPendingOrder(db, businessId, order.pending!.id, order.hash, minutes(1))).toBeUndefined();
    expect(await findPendingOrder(db, businessId, 999_999, order.pending!.hash, minutes(1))).toBeUndefined();
    expect(await statusOf(order.id)).toBe('unverified');
  });

  it('expires an unverified order when its time runs out, giving back its slot place and coupon use (status ≥ 100)', async () => {
    const { db } = database();
    const businessId = await business();
    const { order, code } = await placeUnverified(businessId, {}, minutes(20));
    expect(await listDeliverySlots(db, businessId, '2026-12-01', '2026-12-01')).toEqual([
      { date: '2026-12-01', time: '21:00', accepted: 1, max: 3 },
    ]);
    expect(await countCouponUses(db, businessId, 1)).toBe(1);

    // Not before its time.
    expect(await expireUnverifiedOrders(db, minutes(19))).toBe(0);
    // Read as expired as soon as the time is up, before any sweep.
    expect(
      await findPendingOrder(db, businessId, order.pending!.id, order.pending!.hash, minutes(20)),
    ).toMatchObject({ status: 101 });

    expect(await expireUnverifiedOrders(db, minutes(21))).toBe(1);
    expect(await statusOf(order.id)).toBe('expired');
    expect(await listDeliverySlots(db, businessId, '2026-12-01', '2026-12-01')).toEqual([
      { date: '2026-12-01', time: '21:00', accepted: 0, max: 3 },
    ]);
    expect(await countCouponUses(db, businessId, 1)).toBe(0);
    expect(await countCouponUses(db, businessId, 1, 'email:anna.rossi@example.com')).toBe(0);
    expect(
      await findPendingOrder(db, businessId, order.pending!.id, order.pending!.hash, minutes(21)),
    ).toMatchObject({ status: 101 });

    // The code no longer verifies, a second sweep finds nothing, and the order stays invisible.
    expect(await verifyOrder(db, businessId, code, minutes(22))).toEqual({ status: 'expired' });
    expect(await expireUnverifiedOrders(db, minutes(25))).toBe(0);
    expect(await listDeliverySlots(db, businessId, '2026-12-01', '2026-12-01')).toEqual([
      { date: '2026-12-01', time: '21:00', accepted: 0, max: 3 },
    ]);
    expect(await findOrderByHash(db, businessId, order.id, order.hash)).toBeUndefined();
  });

  it('expires a late code on the spot when it is used before the sweep, and frees the slot for the next customer', async () => {
    const { db } = database();
    const businessId = await business();
    const full = testSlot('2026-12-01', '21:00', 1, 1);
    const { order, code } = await placeUnverified(businessId, { slot: full });
    expect(await placeOrder(db, newTestOrder(businessId, { slot: full }))).toEqual({
      ok: false,
      reason: 'slot_full',
    });
    expect(await verifyOrder(db, businessId, code, minutes(45))).toEqual({ status: 'expired' });
    expect(await statusOf(order.id)).toBe('expired');
    expect((await placeOrder(db, newTestOrder(businessId, { slot: full }))).ok).toBe(true);
  });

  it('expires each order once when several servers sweep at the same moment', async () => {
    const { db } = database();
    const businessId = await business();
    for (let i = 0; i < 6; i += 1)
      await placeUnverified(businessId, { slot: testSlot('2026-12-01', '21:00', 2, 100) }, minutes(5));
    expect((await listDeliverySlots(db, businessId, '2026-12-01', '2026-12-01'))[0]?.accepted).toBe(12);
    const handles: OpenDatabase[] =
      dialect === 'postgres' ? [openDatabase(database().url), openDatabase(database().url)] : [];
    try {
      const sweepers = [db, ...handles.map((h) => h.db)];
      const expired = await Promise.all(
        [...sweepers, ...sweepers].map((sweeper) => expireUnverifiedOrders(sweeper, minutes(6))),
      );
      expect(expired.reduce((a, b) => a + b, 0)).toBe(6);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
    expect((await listDeliverySlots(db, businessId, '2026-12-01', '2026-12-01'))[0]?.accepted).toBe(0);
    expect(await countCouponUses(db, businessId, 1)).toBe(0);
  });

  describe('changing an order’s status', () => {
    let businessId: number;
    beforeAll(async () => {
      businessId = await business();
    });

    it('cancels an order once, giving back its slot place and coupon use', async () => {
      const { db } = database();
      const result = await placeOrder(
        db,
        newTestOrder(businessId, { coupon: pizza10, slot: testSlot('2026-12-09', '20:00', 1, 3) }),
      );
      if (!result.ok) throw new Error(result.reason);
      const cancel = {
        businessId,
        orderId: result.order.id,
        from: 'to_manage' as const,
        to: 'canceled' as const,
        releaseHolds: true,
        now: minutes(5),
      };
      expect(await changeOrderStatus(db, cancel)).toBe(true);
      expect(await changeOrderStatus(db, cancel)).toBe(false);
      expect(await statusOf(result.order.id)).toBe('canceled');
      expect((await listDeliverySlots(db, businessId, '2026-12-09', '2026-12-09'))[0]?.accepted).toBe(0);
      expect(await countCouponUses(db, businessId, 1)).toBe(0);
      // A second release finds nothing left to give back.
      expect(await releaseOrderHolds(db, businessId, result.order.id)).toEqual({
        slotUnits: 0,
        couponUses: 0,
      });
    });

    it('moves a confirmed order on without touching what it holds', async () => {
      const { db } = database();
      const result = await placeOrder(
        db,
        newTestOrder(businessId, { slot: testSlot('2026-12-10', '20:00', 1, 3) }),
      );
      if (!result.ok) throw new Error(result.reason);
      expect(
        await changeOrderStatus(db, {
          businessId,
          orderId: result.order.id,
          from: 'to_manage',
          to: 'confirmed',
          releaseHolds: false,
          now: minutes(5),
        }),
      ).toBe(true);
      expect(
        await changeOrderStatus(db, {
          businessId,
          orderId: result.order.id,
          from: 'to_manage',
          to: 'canceled',
          releaseHolds: true,
          now: minutes(6),
        }),
      ).toBe(false);
      expect(await statusOf(result.order.id)).toBe('confirmed');
      expect((await listDeliverySlots(db, businessId, '2026-12-10', '2026-12-10'))[0]?.accepted).toBe(1);
    });
  });

  describe('first orders', () => {
    it('counts only orders the business received, by the same e-mail (any case) or the same phone', async () => {
      const { db } = database();
      const businessId = await business();
      const anna = { email: 'Anna.Rossi@example.com', phoneE164: '+393331234567' };
      expect(await customerHasOrdered(db, businessId, anna)).toBe(false);

      // An unverified order, then the same expired, do not count.
      await placeUnverified(businessId);
      expect(await customerHasOrdered(db, businessId, anna)).toBe(false);
      await expireUnverifiedOrders(db, minutes(31));
      expect(await customerHasOrdered(db, businessId, anna)).toBe(false);

      const result = await placeOrder(db, newTestOrder(businessId));
      if (!result.ok) throw new Error(result.reason);
      expect(await customerHasOrdered(db, businessId, anna)).toBe(true);
      expect(
        await customerHasOrdered(db, businessId, { email: ' ANNA.ROSSI@EXAMPLE.COM ', phoneE164: null }),
      ).toBe(true);
      expect(
        await customerHasOrdered(db, businessId, { email: 'someone@else.it', phoneE164: '+393331234567' }),
      ).toBe(true);
      expect(
        await customerHasOrdered(db, businessId, { email: 'someone@else.it', phoneE164: '+393339999999' }),
      ).toBe(false);
      expect(await customerHasOrdered(db, await business(), anna)).toBe(false);

      // A cancelled order does not count either.
      await changeOrderStatus(db, {
        businessId,
        orderId: result.order.id,
        from: 'to_manage',
        to: 'canceled',
        releaseHolds: true,
        now: minutes(1),
      });
      expect(await customerHasOrdered(db, businessId, anna)).toBe(false);
    });
  });
});
