import type { Operations, SoldOutKind } from '@ordina/contracts';

/*
 * Whether the board's switches are on at a moment (docs/decisions/046). Every
 * entry carries its end, so each ends on its own: nothing has to run for a
 * pause to stop. No clock or time-zone code here: the category page checks
 * sold-out products in its first load.
 */

/** Whether an entry that ends at `until` (ISO; null: until something else ends it) is still on at `now`. */
function onAt(until: string | null, now: Date): boolean {
  return until === null || Date.parse(until) > now.getTime();
}

/** Whether ordering is paused at `now` (a staff pause not yet over, or the no-board pause). */
export function operationsPausedAt(operations: Operations | undefined, now: Date): boolean {
  const pause = operations?.pause ?? null;
  return pause !== null && onAt(pause.until, now);
}

/** The minutes busy mode adds at `now` to promised times and to the earliest slot: 0 when it is off or over. */
export function operationsBusyMinutesAt(operations: Operations | undefined, now: Date): number {
  const busy = operations?.busy ?? null;
  return busy !== null && onAt(busy.until, now) ? busy.extraMinutes : 0;
}

/** Whether a product or option item is sold out at `now`. */
export function operationsSoldOutAt(
  operations: Operations | undefined,
  kind: SoldOutKind,
  id: number,
  now: Date,
): boolean {
  return (operations?.soldOut ?? []).some(
    (entry) => entry.kind === kind && entry.id === id && onAt(entry.until, now),
  );
}

/** The operations still on at `now`: ended entries dropped (what a storefront loaded now carries). */
export function operationsCurrentAt(operations: Operations, now: Date): Operations {
  return {
    pause: operations.pause !== null && onAt(operations.pause.until, now) ? operations.pause : null,
    busy: operations.busy !== null && onAt(operations.busy.until, now) ? operations.busy : null,
    soldOut: operations.soldOut.filter((entry) => onAt(entry.until, now)),
  };
}

/** Whether any line of an order holds a product or an option item sold out at `now` (the server then refuses it: PRODUCT_SOLD_OUT). */
export function operationsLinesSoldOut(
  lines: readonly { readonly productId: number; readonly itemIds: readonly number[] }[],
  operations: Operations | undefined,
  now: Date,
): boolean {
  if (operations === undefined || operations.soldOut.length === 0) return false;
  return lines.some(
    (line) =>
      operationsSoldOutAt(operations, 'product', line.productId, now) ||
      line.itemIds.some((id) => operationsSoldOutAt(operations, 'option_item', id, now)),
  );
}
