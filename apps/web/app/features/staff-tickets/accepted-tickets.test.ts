import { describe, expect, it } from 'vitest';
import type { StaffOrder } from '@ordina/contracts';
import { staffOrder } from '../../test/staff-order-fixture.ts';
import { watchAcceptedOrders } from './accepted-tickets.ts';
import { fakeServerQueue } from './test/fake-print-queue.ts';

const confirmed = (order: StaffOrder): StaffOrder => ({
  ...order,
  status: 'confirmed',
  promisedAt: '2026-12-01T18:40:00.000Z',
});

function screen(queue: ReturnType<typeof fakeServerQueue>, screenId: string) {
  const printed: string[] = [];
  const look = watchAcceptedOrders({
    calls: queue.calls,
    screenId,
    print: (order) => {
      printed.push(order.code);
      return Promise.resolve(true);
    },
  });
  return { look, printed };
}

describe('auto-print of accepted orders', () => {
  it('prints an order once when it becomes accepted, and nothing for the snapshots that bring it again', async () => {
    const queue = fakeServerQueue();
    const oven = screen(queue, 'oven-tablet');
    const waiting = staffOrder({ id: 1, code: 'AAAA' });
    expect(await oven.look([waiting])).toEqual([]);

    const accepted = confirmed(waiting);
    expect(await oven.look([accepted])).toMatchObject([{ order: { code: 'AAAA' }, outcome: 'printed' }]);
    expect(queue.counted).toMatchObject({ queue: 1, claim: 1 });

    // The snapshot after a reconnect, and one after the order was delayed: the same accepted order.
    expect(await oven.look([accepted])).toEqual([]);
    expect(await oven.look([{ ...accepted, promisedAt: '2026-12-01T18:55:00.000Z' }])).toEqual([]);
    expect(queue.counted).toMatchObject({ queue: 1, claim: 1 });
    expect(oven.printed).toEqual(['AAAA']);
    expect(queue.jobs).toMatchObject([
      { orderId: 1, auto: true, status: 'printed', screenId: 'oven-tablet' },
    ]);
  });

  it('does not print the orders already accepted at its first look, only those accepted later (even first seen accepted)', async () => {
    const queue = fakeServerQueue();
    const oven = screen(queue, 'oven-tablet');
    const before = confirmed(staffOrder({ id: 1, code: 'OLD1' }));
    await oven.look([before, { ...staffOrder({ id: 2, code: 'OLD2' }), status: 'ready_delivery' }]);
    // Placed and accepted on the owner's phone between two snapshots of this board.
    await oven.look([before, confirmed(staffOrder({ id: 3, code: 'FAST' }))]);
    expect(oven.printed).toEqual(['FAST']);
    expect(queue.jobs.map((job) => job.orderId)).toEqual([3]);
  });

  it('leaves the ticket to the screen that claimed it first: no print on the other', async () => {
    const queue = fakeServerQueue();
    const oven = screen(queue, 'oven-tablet');
    const till = screen(queue, 'till-tablet');
    const waiting = staffOrder({ id: 7, code: 'BOTH' });
    await Promise.all([oven.look([waiting]), till.look([waiting])]);

    const first = await oven.look([confirmed(waiting)]);
    const second = await till.look([confirmed(waiting)]);
    expect(first.map((ticket) => ticket.outcome)).toEqual(['printed']);
    expect(second.map((ticket) => ticket.outcome)).toEqual(['taken']);
    expect(till.printed).toEqual([]);
    expect(queue.jobs).toHaveLength(1);
  });

  it('says a ticket failed when the queue cannot be reached, and does not ask again by itself', async () => {
    const queue = fakeServerQueue();
    const look = watchAcceptedOrders({
      calls: { ...queue.calls, queue: () => Promise.reject(new Error('offline')) },
      screenId: 'oven-tablet',
      print: () => Promise.resolve(true),
    });
    const waiting = staffOrder({ id: 4, code: 'DOWN' });
    await look([waiting]);
    expect(await look([confirmed(waiting)])).toMatchObject([{ outcome: 'failed' }]);
    expect(await look([confirmed(waiting)])).toEqual([]);
  });
});
