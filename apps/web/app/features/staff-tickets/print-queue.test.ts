import { describe, expect, it } from 'vitest';
import type { PrintJobView } from '@ordina/contracts';
import { boardScreenId, printOrderTicket, type PrintQueueCalls } from './print-queue.ts';

/** The queue as the server keeps it: one automatic job per order, a claim that only one screen wins. */
function fakeServerQueue() {
  const jobs: PrintJobView[] = [];
  const calls: PrintQueueCalls = {
    queue(orderId, auto) {
      const existing = auto ? jobs.find((job) => job.orderId === orderId && job.auto) : undefined;
      if (existing) return Promise.resolve({ ...existing });
      const job: PrintJobView = { id: jobs.length + 1, orderId, status: 'pending', auto, screenId: null, attempts: 0, createdAt: '', updatedAt: '' };
      jobs.push(job);
      return Promise.resolve({ ...job });
    },
    claim(jobId, screenId) {
      const job = jobs.find((candidate) => candidate.id === jobId);
      if (!job || job.status !== 'pending') return Promise.resolve(null);
      Object.assign(job, { status: 'printing', screenId });
      return Promise.resolve({ ...job });
    },
    finish(jobId, screenId, outcome) {
      const job = jobs.find((candidate) => candidate.id === jobId && candidate.screenId === screenId && candidate.status === 'printing');
      if (job) job.status = outcome;
      return Promise.resolve();
    },
  };
  return { jobs, calls };
}

describe('printOrderTicket', () => {
  it('prints an accepted order’s automatic ticket on one of two screens only', async () => {
    const { jobs, calls } = fakeServerQueue();
    const printed: string[] = [];
    const print = (screen: string) => () => {
      printed.push(screen);
      return Promise.resolve(true);
    };
    const outcomes = await Promise.all([
      printOrderTicket(calls, { orderId: 9, auto: true, screenId: 'oven-tablet', print: print('oven-tablet') }),
      printOrderTicket(calls, { orderId: 9, auto: true, screenId: 'till-tablet', print: print('till-tablet') }),
    ]);
    expect(outcomes.sort()).toEqual(['printed', 'taken']);
    expect(printed).toHaveLength(1);
    expect(jobs).toMatchObject([{ orderId: 9, status: 'printed' }]);
  });

  it('reprints as a new job, and records a print that failed', async () => {
    const { jobs, calls } = fakeServerQueue();
    expect(await printOrderTicket(calls, { orderId: 3, auto: false, screenId: 'oven-tablet', print: () => Promise.resolve(true) })).toBe('printed');
    expect(await printOrderTicket(calls, { orderId: 3, auto: false, screenId: 'oven-tablet', print: () => Promise.resolve(false) })).toBe('failed');
    expect(jobs.map((job) => job.status)).toEqual(['printed', 'failed']);
  });
});

describe('boardScreenId', () => {
  it('makes the screen’s id once and keeps it', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
    const first = boardScreenId(storage, () => '0b6f2c1e-3d4a-4b5c-8d9e-0f1a2b3c4d5e');
    expect(first).toBe('0b6f2c1e-3d4a-4b5c-8d9e-0f1a2b3c4d5e');
    expect(boardScreenId(storage, () => 'another-one-entirely')).toBe(first);
  });
});
