import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { TEST_DIALECTS, useMoreConnections } from '../test/test-databases.ts';
import { listDeliverySlots, releaseDeliverySlot, takeDeliverySlot } from './delivery-slots.ts';

describe.each(TEST_DIALECTS)('delivery slots on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'slots');

  it('takes places until the slot is full, then refuses', async () => {
    const { db, businessId } = database();
    const takes = [];
    for (let i = 0; i < 4; i++) takes.push(await takeDeliverySlot(db, businessId, '2026-12-01', '19:00', 3));
    expect(takes).toEqual([true, true, true, false]);
    expect(await listDeliverySlots(db, businessId, '2026-12-01', '2026-12-01')).toEqual([
      { date: '2026-12-01', time: '19:00', accepted: 3, max: 3 },
    ]);
  });

  it('keeps each business, date and time separate', async () => {
    const { db, businessId, otherBusinessId } = database();
    expect(await takeDeliverySlot(db, businessId, '2026-12-02', '19:00', 1)).toBe(true);
    expect(await takeDeliverySlot(db, businessId, '2026-12-02', '19:00', 1)).toBe(false);
    expect(await takeDeliverySlot(db, businessId, '2026-12-02', '19:20', 1)).toBe(true);
    expect(await takeDeliverySlot(db, businessId, '2026-12-03', '19:00', 1)).toBe(true);
    expect(await takeDeliverySlot(db, otherBusinessId, '2026-12-02', '19:00', 1)).toBe(true);
  });

  it('follows the business’s current capacity: raising it opens places, lowering it closes them', async () => {
    const { db, businessId } = database();
    expect(await takeDeliverySlot(db, businessId, '2026-12-04', '20:00', 2)).toBe(true);
    expect(await takeDeliverySlot(db, businessId, '2026-12-04', '20:00', 2)).toBe(true);
    expect(await takeDeliverySlot(db, businessId, '2026-12-04', '20:00', 3)).toBe(true);
    expect(await takeDeliverySlot(db, businessId, '2026-12-04', '20:00', 3)).toBe(false);
    expect(await takeDeliverySlot(db, businessId, '2026-12-04', '20:00', 1)).toBe(false);
    expect(await listDeliverySlots(db, businessId, '2026-12-04', '2026-12-04')).toEqual([
      { date: '2026-12-04', time: '20:00', accepted: 3, max: 3 },
    ]);
  });

  it('never takes a place when the capacity is zero', async () => {
    const { businessId } = database();
    expect(await takeDeliverySlot(database().db, businessId, '2026-12-05', '20:00', 0)).toBe(false);
  });

  it('gives places back, never below zero', async () => {
    const { db, businessId } = database();
    expect(await takeDeliverySlot(db, businessId, '2026-12-06', '21:00', 1)).toBe(true);
    expect(await releaseDeliverySlot(db, businessId, '2026-12-06', '21:00')).toBe(true);
    expect(await releaseDeliverySlot(db, businessId, '2026-12-06', '21:00')).toBe(false);
    expect(await releaseDeliverySlot(db, businessId, '2026-12-06', '22:00')).toBe(false);
    expect(await takeDeliverySlot(db, businessId, '2026-12-06', '21:00', 1)).toBe(true);
    expect(await listDeliverySlots(db, businessId, '2026-12-06', '2026-12-06')).toEqual([
      { date: '2026-12-06', time: '21:00', accepted: 1, max: 1 },
    ]);
  });

  it('takes an order’s items at once in a kitchen-load slot, only when they all fit', async () => {
    const { db, businessId } = database();
    expect(await takeDeliverySlot(db, businessId, '2026-12-07', '20:00', 10, 4)).toBe(true);
    expect(await takeDeliverySlot(db, businessId, '2026-12-07', '20:00', 10, 7)).toBe(false);
    expect(await takeDeliverySlot(db, businessId, '2026-12-07', '20:00', 10, 6)).toBe(true);
    expect(await takeDeliverySlot(db, businessId, '2026-12-07', '20:00', 10, 1)).toBe(false);
    expect(await takeDeliverySlot(db, businessId, '2026-12-07', '20:00', 10, 0)).toBe(false);
    expect(await listDeliverySlots(db, businessId, '2026-12-07', '2026-12-07')).toEqual([
      { date: '2026-12-07', time: '20:00', accepted: 10, max: 10 },
    ]);
  });

  it('gives several places back at once, never below zero', async () => {
    const { db, businessId } = database();
    expect(await takeDeliverySlot(db, businessId, '2026-12-08', '20:00', 10, 5)).toBe(true);
    expect(await releaseDeliverySlot(db, businessId, '2026-12-08', '20:00', 3)).toBe(true);
    expect((await listDeliverySlots(db, businessId, '2026-12-08', '2026-12-08'))[0]?.accepted).toBe(2);
    expect(await releaseDeliverySlot(db, businessId, '2026-12-08', '20:00', 5)).toBe(true);
    expect((await listDeliverySlots(db, businessId, '2026-12-08', '2026-12-08'))[0]?.accepted).toBe(0);
  });

  it('lists used slots between two dates, in date and time order', async () => {
    const { db, businessId } = database();
    await takeDeliverySlot(db, businessId, '2026-12-11', '20:40', 4);
    await takeDeliverySlot(db, businessId, '2026-12-10', '21:00', 4);
    await takeDeliverySlot(db, businessId, '2026-12-10', '19:20', 4);
    await takeDeliverySlot(db, businessId, '2026-12-12', '19:00', 4);
    expect(
      (await listDeliverySlots(db, businessId, '2026-12-10', '2026-12-11')).map((s) => `${s.date} ${s.time}`),
    ).toEqual(['2026-12-10 19:20', '2026-12-10 21:00', '2026-12-11 20:40']);
  });

  describe('under concurrent takes from several connections (as several servers would)', () => {
    const connections = useMoreConnections(database, 3);

    it('grants exactly max places out of many simultaneous requests', async () => {
      const { businessId } = database();
      const attempts = Array.from({ length: 40 }, (_, i) =>
        takeDeliverySlot(connections.nth(i), businessId, '2026-12-24', '20:00', 5),
      );
      const results = await Promise.all(attempts);
      expect(results.filter(Boolean)).toHaveLength(5);
      expect(await listDeliverySlots(database().db, businessId, '2026-12-24', '2026-12-24')).toEqual([
        { date: '2026-12-24', time: '20:00', accepted: 5, max: 5 },
      ]);
    });

    it('creates a missing slot once even when every request arrives at the same moment', async () => {
      const { businessId } = database();
      const results = await Promise.all(
        connections.all().map((db) => takeDeliverySlot(db, businessId, '2026-12-25', '12:00', 1)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await listDeliverySlots(database().db, businessId, '2026-12-25', '2026-12-25')).toEqual([
        { date: '2026-12-25', time: '12:00', accepted: 1, max: 1 },
      ]);
    });
  });
});
