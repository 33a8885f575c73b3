import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { TEST_DIALECTS, useMoreConnections } from '../test/test-databases.ts';
import { confirmPendingSlotUnits, releaseDeliverySlot, takeDeliverySlot } from './delivery-slots.ts';

// Pending holds counted apart (docs/decisions/042): pending orders may hold only their share of a
// slot, so received orders always find the rest; a verified or paid order's places stay taken.

describe.each(TEST_DIALECTS)('pending places of a delivery slot on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'pending-slots');
  const counts = async (date: string, time: string) =>
    database()
      .db.selectFrom('delivery_slots')
      .select(['accepted', 'pending'])
      .where('business_id', '=', database().businessId)
      .where('date', '=', date)
      .where('time', '=', time)
      .executeTakeFirstOrThrow();

  it('lets pending orders fill their share only; received orders take the rest', async () => {
    const { db, businessId } = database();
    const pending = () => takeDeliverySlot(db, businessId, '2026-12-01', '20:00', 4, 1, 2);
    expect([await pending(), await pending(), await pending()]).toEqual([true, true, false]);
    expect(await takeDeliverySlot(db, businessId, '2026-12-01', '20:00', 4)).toBe(true);
    expect(await takeDeliverySlot(db, businessId, '2026-12-01', '20:00', 4)).toBe(true);
    expect(await takeDeliverySlot(db, businessId, '2026-12-01', '20:00', 4)).toBe(false);
    expect(await counts('2026-12-01', '20:00')).toEqual({ accepted: 4, pending: 2 });
  });

  it('moves a confirmed order out of the pending share without taking a place again, so a full slot stays full', async () => {
    const { db, businessId } = database();
    expect(await takeDeliverySlot(db, businessId, '2026-12-02', '20:00', 2, 1, 1)).toBe(true);
    expect(await takeDeliverySlot(db, businessId, '2026-12-02', '20:00', 2)).toBe(true);
    await confirmPendingSlotUnits(db, businessId, '2026-12-02', '20:00', 1);
    expect(await counts('2026-12-02', '20:00')).toEqual({ accepted: 2, pending: 0 });
    // Room in the pending share again, none in the slot.
    expect(await takeDeliverySlot(db, businessId, '2026-12-02', '20:00', 2, 1, 1)).toBe(false);
    await releaseDeliverySlot(db, businessId, '2026-12-02', '20:00', 1);
    expect(await takeDeliverySlot(db, businessId, '2026-12-02', '20:00', 2, 1, 1)).toBe(true);
    await confirmPendingSlotUnits(db, businessId, '2026-12-02', '20:00', 5);
    expect(await counts('2026-12-02', '20:00')).toEqual({ accepted: 2, pending: 0 });
  });

  it('never refuses one pending order that fits the slot for its size (kitchen load in items)', async () => {
    const { db, businessId } = database();
    expect(await takeDeliverySlot(db, businessId, '2026-12-03', '20:00', 3, 3, 1)).toBe(true);
    expect(await counts('2026-12-03', '20:00')).toEqual({ accepted: 3, pending: 3 });
    expect(await takeDeliverySlot(db, businessId, '2026-12-04', '20:00', 10, 4, 5)).toBe(true);
    expect(await takeDeliverySlot(db, businessId, '2026-12-04', '20:00', 10, 2, 5)).toBe(false);
    expect(await takeDeliverySlot(db, businessId, '2026-12-04', '20:00', 10, 1, 5)).toBe(true);
  });

  describe('under concurrent takes from several connections (as several servers would)', () => {
    const connections = useMoreConnections(database, 3);

    it('grants exactly the pending share to many simultaneous pending orders, and the rest to received ones', async () => {
      const { businessId } = database();
      const pending = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          takeDeliverySlot(connections.nth(i), businessId, '2026-12-24', '20:00', 10, 1, 5),
        ),
      );
      expect(pending.filter(Boolean)).toHaveLength(5);
      const received = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          takeDeliverySlot(connections.nth(i), businessId, '2026-12-24', '20:00', 10),
        ),
      );
      expect(received.filter(Boolean)).toHaveLength(5);
      expect(await counts('2026-12-24', '20:00')).toEqual({ accepted: 10, pending: 5 });
    });
  });
});
