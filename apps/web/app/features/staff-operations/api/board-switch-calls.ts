import type { Operations } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';
import type { ApiResult } from '../../../lib/after-hydration-shared/api-client.ts';
import type { BoardSwitchCalls } from '../board-switches.tsx';

/** A refused or failed switch call: its error codes (the board shows them translated). */
export class BoardSwitchCallError extends Error {
  constructor(readonly codes: readonly string[]) {
    super(codes.join(','));
  }
}

function switches(result: ApiResult<{ operations: Operations; serverTime: string }>): Operations {
  if (!result.ok) throw new BoardSwitchCallError(result.errors);
  return result.data.operations;
}

/** The switches' calls through the one API client (the staff session's cookie and CSRF token go with them). */
export function boardSwitchCalls(): BoardSwitchCalls {
  return {
    pause: async (duration) => switches(await apiCall('POST /api/staff/pause', { body: { duration } })),
    resume: async () => switches(await apiCall('DELETE /api/staff/pause')),
    busy: async (extraMinutes, duration) =>
      switches(await apiCall('POST /api/staff/busy', { body: { extraMinutes, duration } })),
    busyOff: async () => switches(await apiCall('DELETE /api/staff/busy')),
    soldOut: async (kind, id) => switches(await apiCall('POST /api/staff/sold-out', { body: { kind, id } })),
    undoSoldOut: async (kind, id) =>
      switches(await apiCall('DELETE /api/staff/sold-out', { query: { kind, id } })),
  };
}

/** The switches now with the server's clock (the board's first read, and after a reconnect). */
export async function readBoardSwitches(): Promise<{ operations: Operations; serverTime: string }> {
  const result = await apiCall('GET /api/staff/pause', { progress: false });
  if (!result.ok) throw new BoardSwitchCallError(result.errors);
  return result.data;
}
