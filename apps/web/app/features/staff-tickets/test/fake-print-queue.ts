import type { PrintJobView } from '@ordina/contracts';
import type { PrintQueueCalls } from '../print-queue.ts';

/** The queue as the server keeps it (packages/db print-jobs): one automatic job per order, a claim that only one screen wins; every call counted. */
export function fakeServerQueue() {
  const jobs: PrintJobView[] = [];
  const counted = { queue: 0, claim: 0, finish: 0 };
  const calls: PrintQueueCalls = {
    queue(orderId, auto) {
      counted.queue += 1;
      const existing = auto ? jobs.find((job) => job.orderId === orderId && job.auto) : undefined;
      if (existing) return Promise.resolve({ ...existing });
      const job: PrintJobView = {
        id: jobs.length + 1,
        orderId,
        status: 'pending',
        auto,
        screenId: null,
        attempts: 0,
        createdAt: '',
        updatedAt: '',
      };
      jobs.push(job);
      return Promise.resolve({ ...job });
    },
    claim(jobId, screenId) {
      counted.claim += 1;
      const job = jobs.find((candidate) => candidate.id === jobId);
      if (!job || job.status !== 'pending') return Promise.resolve(null);
      Object.assign(job, { status: 'printing', screenId });
      return Promise.resolve({ ...job });
    },
    finish(jobId, screenId, outcome) {
      counted.finish += 1;
      const job = jobs.find(
        (candidate) =>
          candidate.id === jobId && candidate.screenId === screenId && candidate.status === 'printing',
      );
      if (job) job.status = outcome;
      return Promise.resolve();
    },
  };
  return { jobs, calls, counted };
}
