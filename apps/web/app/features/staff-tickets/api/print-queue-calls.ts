import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';
import type { PrintQueueCalls } from '../print-queue.ts';

/** A refused or failed queue call. */
export class PrintQueueCallError extends Error {
  constructor(readonly codes: readonly string[]) {
    super(codes.join(','));
  }
}

/** The print queue's calls through the one API client (staff session). */
export function printQueueCalls(): PrintQueueCalls {
  return {
    async queue(orderId, auto) {
      const result = await apiCall('POST /api/staff/print-jobs', { body: { orderId, auto } });
      if (!result.ok) throw new PrintQueueCallError(result.errors);
      return result.data.job;
    },
    async claim(jobId, screenId) {
      const result = await apiCall('POST /api/staff/print-jobs/:id/claim', {
        params: { id: jobId },
        body: { screenId },
      });
      if (result.ok) return result.data.job;
      // Another screen took it first: not an error, it prints there.
      if (result.errors.includes('PRINT_JOB_CHANGED')) return null;
      throw new PrintQueueCallError(result.errors);
    },
    async finish(jobId, screenId, outcome) {
      const result = await apiCall('POST /api/staff/print-jobs/:id/result', {
        params: { id: jobId },
        body: { screenId, outcome },
      });
      if (!result.ok && !result.errors.includes('PRINT_JOB_CHANGED'))
        throw new PrintQueueCallError(result.errors);
    },
  };
}

/** Whether this screen prints accepted orders by itself (its own setting). */
export async function screenAutoPrint(screenId: string): Promise<boolean> {
  const result = await apiCall('GET /api/staff/screens/:screenId', { params: { screenId }, progress: false });
  return result.ok && result.data.autoPrint;
}

/** Turns this screen's "auto-print accepted orders" on or off. */
export async function setScreenAutoPrint(screenId: string, autoPrint: boolean): Promise<boolean> {
  const result = await apiCall('PUT /api/staff/screens/:screenId', {
    params: { screenId },
    body: { autoPrint },
  });
  if (!result.ok) throw new PrintQueueCallError(result.errors);
  return result.data.autoPrint;
}
