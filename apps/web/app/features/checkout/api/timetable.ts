import type { DeliveryMethodCode } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** GET /api/timetable/{method}: the slots ahead for a delivery method, full ones included (a background poll: no progress bar). */
export function fetchTimetable(method: DeliveryMethodCode, signal?: AbortSignal) {
  return apiCall('GET /api/timetable/:method', { params: { method }, progress: false, signal });
}
