import { describe, expect, it } from 'vitest';
import { boardScreenId, printOrderTicket } from './print-queue.ts';
import { fakeServerQueue } from './test/fake-print-queue.ts';

describe('printOrderTicket', () => {
  it('prints an accepted order’s automatic ticket on one of two screens only', async () => {
    const { jobs, calls } = fakeServerQueue();
    const printed: string[] = [];
    const print = (screen: string) => () => {
      printed.push(screen);
      return Promise.resolve(true);
    };
    const outcomes = await Promise.all([
      printOrderTicket(calls, {
        orderId: 9,
        auto: true,
        screenId: 'oven-tablet',
        print: print('oven-tablet'),
      }),
      printOrderTicket(calls, {
        orderId: 9,
        auto: true,
        screenId: 'till-tablet',
        print: print('till-tablet'),
      }),
    ]);
    expect(outcomes.sort()).toEqual(['printed', 'taken']);
    expect(printed).toHaveLength(1);
    expect(jobs).toMatchObject([{ orderId: 9, status: 'printed' }]);
  });

  it('reprints as a new job, and records a print that failed', async () => {
    const { jobs, calls } = fakeServerQueue();
    // Order 3's ticket asked for by hand on the oven's tablet, the printer answering `printed`.
    const reprint = (printed: boolean) =>
      printOrderTicket(calls, {
        orderId: 3,
        auto: false,
        screenId: 'oven-tablet',
        print: () => Promise.resolve(printed),
      });
    expect(await reprint(true)).toBe('printed');
    expect(await reprint(false)).toBe('failed');
    expect(jobs.map((job) => job.status)).toEqual(['printed', 'failed']);
  });
});

describe('boardScreenId', () => {
  it('makes the screen’s id once and keeps it', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const first = boardScreenId(storage, () => '0b6f2c1e-3d4a-4b5c-8d9e-0f1a2b3c4d5e');
    expect(first).toBe('0b6f2c1e-3d4a-4b5c-8d9e-0f1a2b3c4d5e');
    expect(boardScreenId(storage, () => 'another-one-entirely')).toBe(first);
  });
});
