import type { StaffOrder } from '@ordina/contracts';
import { clockInstant } from '@ordina/domain';

/*
 * Which column an order stands in, and in which order (issue 33 "The
 * board"): to confirm (oldest first: the one waiting longest is on top), in
 * preparation (the earliest promised first), ready, and done today
 * (delivered, rejected, cancelled; the latest first). An order still waiting
 * for its payment is not the kitchen's yet and shows nowhere.
 */

export type BoardColumnName = 'toConfirm' | 'inPreparation' | 'ready' | 'done';

export type BoardColumns = Record<BoardColumnName, StaffOrder[]>;

/** The column of one order; null for one the board does not show. */
export function columnOf(order: StaffOrder): BoardColumnName | null {
  switch (order.status) {
    case 'to_manage':
      return 'toConfirm';
    case 'confirmed':
      return 'inPreparation';
    case 'ready_delivery':
      return 'ready';
    case 'delivered':
    case 'canceled':
      return 'done';
    case 'waiting_payment':
      return null;
  }
}

const byTime =
  (pick: (order: StaffOrder) => string | null, direction: 1 | -1) => (a: StaffOrder, b: StaffOrder) =>
    direction * (pick(a) ?? a.createdAt).localeCompare(pick(b) ?? b.createdAt) || a.id - b.id;

/** The orders sorted into the board's columns. */
export function boardColumns(orders: readonly StaffOrder[]): BoardColumns {
  const columns: BoardColumns = { toConfirm: [], inPreparation: [], ready: [], done: [] };
  for (const order of orders) {
    const column = columnOf(order);
    if (column !== null) columns[column].push(order);
  }
  columns.toConfirm.sort(byTime((o) => o.receivedAt, 1));
  columns.inPreparation.sort(byTime((o) => o.promisedAt, 1));
  columns.ready.sort(byTime((o) => o.readyAt, 1));
  columns.done.sort(byTime((o) => o.deliveredAt ?? o.endedAt ?? o.updatedAt, -1));
  return columns;
}

/** The instant the requested slot starts, on the business's clock. */
export function slotStartsAt(order: Pick<StaffOrder, 'slot'>, timeZone: string): Date {
  const [hours, minutes] = order.slot.time.split(':').map(Number);
  return clockInstant(order.slot.date, (hours ?? 0) * 60 + (minutes ?? 0), timeZone);
}

/** Minutes from `now` to `instant`, rounded towards the nearer whole minute: negative once it has passed. */
export function minutesUntil(instant: string, now: Date): number {
  return Math.round((Date.parse(instant) - now.getTime()) / 60_000);
}

/** Puts `order` in place of the board's copy (or adds it), keeping the newer of two copies of one order. */
export function withOrder(orders: readonly StaffOrder[], order: StaffOrder): StaffOrder[] {
  const index = orders.findIndex((o) => o.id === order.id);
  if (index === -1) return [...orders, order];
  if (orders[index]!.updatedAt > order.updatedAt) return [...orders];
  const next = [...orders];
  next[index] = order;
  return next;
}
