import { describe, expect, it } from 'vitest';
import { boardColumns, minutesUntil, withOrder } from './board-columns.ts';
import { staffOrder } from '../../test/staff-order-fixture.ts';

describe('the board columns', () => {
  it('sort orders by state: oldest to confirm first, earliest promised first, latest done first, unpaid nowhere', () => {
    const orders = [
      staffOrder({ id: 1, status: 'to_manage', receivedAt: '2026-12-01T18:05:00.000Z' }),
      staffOrder({ id: 2, status: 'to_manage', receivedAt: '2026-12-01T18:01:00.000Z' }),
      staffOrder({ id: 3, status: 'confirmed', promisedAt: '2026-12-01T19:00:00.000Z' }),
      staffOrder({ id: 4, status: 'confirmed', promisedAt: '2026-12-01T18:45:00.000Z' }),
      staffOrder({ id: 5, status: 'ready_delivery', readyAt: '2026-12-01T18:40:00.000Z' }),
      staffOrder({ id: 6, status: 'delivered', deliveredAt: '2026-12-01T18:10:00.000Z' }),
      staffOrder({ id: 7, status: 'canceled', endedAt: '2026-12-01T18:20:00.000Z' }),
      staffOrder({ id: 8, status: 'waiting_payment', receivedAt: null }),
    ];
    const columns = boardColumns(orders);
    expect(
      Object.fromEntries(Object.entries(columns).map(([name, list]) => [name, list.map((o) => o.id)])),
    ).toEqual({
      toConfirm: [2, 1],
      inPreparation: [4, 3],
      ready: [5],
      done: [7, 6],
    });
  });

  it('count minutes to a time, negative once it passed', () => {
    const now = new Date('2026-12-01T18:00:00.000Z');
    expect(minutesUntil('2026-12-01T18:30:00.000Z', now)).toBe(30);
    expect(minutesUntil('2026-12-01T17:50:00.000Z', now)).toBe(-10);
  });

  it('put a newer copy of an order in place, never an older one', () => {
    const board = [staffOrder({ id: 1, updatedAt: '2026-12-01T18:05:00.000Z' })];
    expect(
      withOrder(board, staffOrder({ id: 1, status: 'confirmed', updatedAt: '2026-12-01T18:06:00.000Z' }))[0]!
        .status,
    ).toBe('confirmed');
    expect(
      withOrder(board, staffOrder({ id: 1, status: 'confirmed', updatedAt: '2026-12-01T18:04:00.000Z' }))[0]!
        .status,
    ).toBe('to_manage');
    expect(withOrder(board, staffOrder({ id: 2 })).map((o) => o.id)).toEqual([1, 2]);
  });
});
