import { describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../database.ts';
import { importBusinessFile } from '../import/import-business-file.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { newTestOrder, testSlot } from '../test/new-order-fixture.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { releaseOrderHolds } from './order-holds.ts';
import { verifyOrder } from './order-verification.ts';
import { pendingHolders, type PendingOrderLimits } from './pending-holds.ts';
import { placeOrder, type NewOrder } from './place-order.ts';

// What a pending order holds apart (docs/decisions/042): its e-mail's, phone's and client
// address's counts and its slot's pending units, taken within their limits at placement and
// given back exactly once — on verification (the places stay) or on expiry (they go too).

const placedAt = new Date('2026-12-01T17:00:00.000Z');
const minutes = (n: number) => new Date(placedAt.getTime() + n * 60_000);
const slot = testSlot('2026-12-01', '21:00', 1, 10);

describe.each(TEST_DIALECTS)('pending holds on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let keys = 0;

  async function business(): Promise<number> {
    const file = fixtureBusinessFile();
    file.business = { key: `pending-${(keys += 1)}`, name: 'Pending' };
    return (await importBusinessFile(database().db, file)).businessId;
  }

  /** An unverified guest order from `client`, with the limits the server passes; its code in `code`. */
  function pendingOrder(
    businessId: number,
    limits: PendingOrderLimits,
    client: string,
    over: Partial<NewOrder> = {},
  ) {
    const order = newTestOrder(businessId, { now: placedAt, ...over });
    const result = { code: '' };
    const placed = placeOrder(database().db, {
      ...order,
      status: 'unverified',
      verification: { method: 'verify_with_email', expiresAt: minutes(30) },
      pendingHolds: { holders: pendingHolders(order.customer, client, limits), slotPendingMax: 5 },
      messages: (secrets) => {
        result.code = secrets.pending?.verificationCode ?? '';
        return [];
      },
    });
    return { placed, result };
  }

  const state = async (businessId: number) => ({
    slot: await database()
      .db.selectFrom('delivery_slots')
      .select(['accepted', 'pending'])
      .where('business_id', '=', businessId)
      .executeTakeFirst(),
    counts: (
      await database()
        .db.selectFrom('pending_order_counts')
        .select('count')
        .where('business_id', '=', businessId)
        .execute()
    ).map((row) => row.count),
    orders: Number(
      (
        await database()
          .db.selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('business_id', '=', businessId)
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  it('refuses a customer’s pending order over the limit with nothing written; an expired one gives its counts back', async () => {
    const businessId = await business();
    const limits = { perCustomer: 1, perClient: 5 };
    const first = pendingOrder(businessId, limits, '192.0.2.1');
    expect((await first.placed).ok).toBe(true);
    expect(await state(businessId)).toEqual({
      slot: { accepted: 1, pending: 1 },
      counts: [1, 1, 1],
      orders: 1,
    });
    expect(await pendingOrder(businessId, limits, '192.0.2.2').placed).toEqual({
      ok: false,
      reason: 'too_many_pending',
    });
    expect(await state(businessId)).toEqual({
      slot: { accepted: 1, pending: 1 },
      counts: [1, 1, 1],
      orders: 1,
    });

    // Used after its time: the order expires on the spot and gives everything back.
    expect(await verifyOrder(database().db, businessId, first.result.code, minutes(45))).toEqual({
      status: 'expired',
    });
    expect(await state(businessId)).toEqual({
      slot: { accepted: 0, pending: 0 },
      counts: [0, 0, 0],
      orders: 1,
    });
    expect((await pendingOrder(businessId, limits, '192.0.2.2').placed).ok).toBe(true);
  });

  it('keeps a verified order’s place but frees its pending share and counts, once (a later cancellation gives back the place only)', async () => {
    const businessId = await business();
    const order = pendingOrder(businessId, { perCustomer: 1, perClient: 1 }, '192.0.2.3');
    const placed = await order.placed;
    expect(await verifyOrder(database().db, businessId, order.result.code, minutes(5))).toMatchObject({
      status: 'verified',
    });
    expect(await state(businessId)).toEqual({
      slot: { accepted: 1, pending: 0 },
      counts: [0, 0, 0],
      orders: 1,
    });
    if (!placed.ok) throw new Error(placed.reason);
    expect(await releaseOrderHolds(database().db, businessId, placed.order.id)).toEqual({
      slotUnits: 1,
      couponUses: 0,
    });
    expect(await state(businessId)).toEqual({
      slot: { accepted: 0, pending: 0 },
      counts: [0, 0, 0],
      orders: 1,
    });
  });

  it('lets exactly the per-address limit through when one client’s orders arrive at once on several connections', async () => {
    const businessId = await business();
    const handles: OpenDatabase[] =
      dialect === 'postgres' ? [openDatabase(database().url), openDatabase(database().url)] : [];
    try {
      const connections = [database().db, ...handles.map((h) => h.db)];
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, n) => {
          const order = newTestOrder(businessId, { now: placedAt, slot });
          return placeOrder(connections[n % connections.length]!, {
            ...order,
            customer: {
              ...order.customer,
              email: `guest-${n}@example.it`,
              phoneE164: `+3933300000${String(n).padStart(2, '0')}`,
            },
            status: 'waiting_payment',
            verification: undefined,
            pendingHolds: {
              holders: pendingHolders({ email: `guest-${n}@example.it`, phoneE164: null }, '192.0.2.4', {
                perCustomer: 2,
                perClient: 3,
              }),
              slotPendingMax: 5,
            },
          });
        }),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      expect(new Set(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.reason)))).toEqual(
        new Set(['too_many_pending']),
      );
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
