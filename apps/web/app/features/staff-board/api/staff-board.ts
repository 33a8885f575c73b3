import type { StaffOrder } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';
import type { BoardLiveDeps } from '../board-live-store.ts';
import type { RunAction, StaffAction } from '../order-actions.tsx';
import { documentVisibility } from '../shift.ts';

/*
 * The board's calls through the one API client (cookie session; the client
 * adds the CSRF token on writes): the snapshot, one order, the actions, and
 * the event stream's URL (EventSource is the one way to read it).
 */

/** How often the board takes its snapshot whatever the stream does (the backstop, issue 33). */
export const BOARD_POLL_MS = 30_000;

/** The board's snapshot now; null when it cannot be had (offline, signed out). */
export async function loadBoardSnapshot() {
  const result = await apiCall('GET /api/staff/board', { progress: false });
  return result.ok ? result.data : null;
}

/** One order of the business; null when there is none (or it cannot be read now). */
export async function loadStaffOrder(id: number): Promise<StaffOrder | null> {
  const result = await apiCall('GET /api/staff/orders/:id', { params: { id: String(id) }, progress: false });
  return result.ok ? result.data.order : null;
}

/** Runs an action; a 409 brings the order as it is now (someone else moved it first). */
export const runStaffAction: RunAction = async (orderId, action: StaffAction) => {
  const params = { id: String(orderId) };
  const result = await callAction(params, action);
  if (result.ok) return { ok: true, order: result.data.order };
  const changed = result.errors.includes('ORDER_STATUS_CHANGED');
  const order = result.refusal?.order ?? (changed ? await loadStaffOrder(orderId) : null);
  return { ok: false, statusChanged: changed, order };
};

function callAction(params: { id: string }, action: StaffAction) {
  switch (action.kind) {
    case 'accept':
      return apiCall('POST /api/staff/orders/:id/accept', { params, body: action.body });
    case 'reject':
      return apiCall('POST /api/staff/orders/:id/reject', { params, body: action.body });
    case 'delay':
      return apiCall('POST /api/staff/orders/:id/delay', { params, body: action.body });
    case 'ready':
      return apiCall('POST /api/staff/orders/:id/ready', { params });
    case 'delivered':
      return apiCall('POST /api/staff/orders/:id/delivered', { params });
    case 'cancel':
      return apiCall('POST /api/staff/orders/:id/cancel', { params });
  }
}

/** The live store's world in the browser; `screen` is this screen's id (its heartbeats, board-safety's). */
export function browserBoardLive(screen: string): BoardLiveDeps {
  return {
    loadSnapshot: loadBoardSnapshot,
    loadOrder: loadStaffOrder,
    openStream: () => new EventSource(`/api/staff/board/events?screen=${encodeURIComponent(screen)}`),
    visibility: documentVisibility(),
    pollMs: BOARD_POLL_MS,
    now: () => Date.now(),
    network: {
      onChange(listener) {
        const online = () => listener(true);
        const offline = () => listener(false);
        window.addEventListener('online', online);
        window.addEventListener('offline', offline);
        return () => {
          window.removeEventListener('online', online);
          window.removeEventListener('offline', offline);
        };
      },
    },
    // The server pings every 15 s: three missed pings and the stream is taken for dead.
    silenceMs: 45_000,
  };
}
