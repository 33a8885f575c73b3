import type { AcceptOrderRequest, ManualDiscountMode, RejectReason } from '@ordina/contracts';
import type { LockedActionOrder, OrderActionPlan } from '@ordina/db';
import {
  acceptReadyTime,
  clockInstant,
  clockMinutes,
  delayedReadyTime,
  manualDiscountOutcome,
  orderTransitionReleasesHolds,
  staffActionAllowed,
  staffActionTarget,
  type StaffAction,
} from '@ordina/domain';

/*
 * The domain's rules of each staff action (docs/decisions/044) turned into the plan the database's
 * use case carries out (`applyOrderAction`): decided on the order as the transaction found it,
 * under its lock, so what is checked is what is changed.
 */

/** What an action's rule adds to the status move: the columns it sets, a discount's refund. */
type ActionColumns = Extract<OrderActionPlan, { ok: true }>['set'];

/** The move of `action` from the order's status, with `set`; refused `status_changed` when the action is not allowed there (someone moved it first). */
function move(
  action: StaffAction,
  order: LockedActionOrder,
  set: ActionColumns,
  partialRefund?: number,
): OrderActionPlan {
  if (!staffActionAllowed(action, order.status)) return { ok: false, reason: 'status_changed' };
  const to = staffActionTarget(action, order.status);
  return {
    ok: true,
    to,
    releaseHolds: orderTransitionReleasesHolds(order.status, to),
    set,
    ...(partialRefund === undefined ? {} : { partialRefund }),
  };
}

/** When the order's requested slot starts. */
function slotStartsAt(order: LockedActionOrder): Date {
  return clockInstant(order.slot.date, clockMinutes(order.slot.time), order.slot.timeZone ?? undefined);
}

/** Accept: confirmed, with the promised ready time (never before the slot; busy mode's minutes on top). */
export function acceptPlan(
  order: LockedActionOrder,
  ready: AcceptOrderRequest,
  now: Date,
  busyMinutes = 0,
): OrderActionPlan {
  if (!staffActionAllowed('accept', order.status)) return { ok: false, reason: 'status_changed' };
  const time = acceptReadyTime({ now, slotStartsAt: slotStartsAt(order), choice: ready, busyMinutes });
  if (!time.ok) return time;
  return move('accept', order, {
    promised_at: time.promisedAt.toISOString(),
    accepted_at: now.toISOString(),
  });
}

/** Reject (a staff member's reason, or the safety net's `auto_rejected`): cancelled with its reason. */
export function rejectPlan(
  order: LockedActionOrder,
  reason: RejectReason | 'auto_rejected',
  note: string,
  now: Date,
): OrderActionPlan {
  return move('reject', order, {
    cancel_reason: reason,
    end_note: reason === 'other' ? note.trim().slice(0, 200) : '',
    ended_at: now.toISOString(),
  });
}

/** Ready: to hand over or on its way. */
export function readyPlan(order: LockedActionOrder, now: Date): OrderActionPlan {
  return move('ready', order, { ready_at: now.toISOString() });
}

/** Delivered or collected. */
export function deliveredPlan(order: LockedActionOrder, now: Date): OrderActionPlan {
  return move('delivered', order, { delivered_at: now.toISOString() });
}

/** Cancel an accepted order. */
export function cancelPlan(order: LockedActionOrder, now: Date): OrderActionPlan {
  return move('cancel', order, { cancel_reason: 'canceled', end_note: '', ended_at: now.toISOString() });
}

/** Delay: the promise moves `minutes` later. */
export function delayPlan(order: LockedActionOrder, minutes: number): OrderActionPlan {
  const promisedAt = delayedReadyTime(order.promisedAt ?? slotStartsAt(order), minutes);
  return move('delay', order, { promised_at: promisedAt.toISOString() });
}

/** Manual discount: the new amounts, and the difference refunded on an order paid online. */
export function discountPlan(
  order: LockedActionOrder,
  mode: ManualDiscountMode,
  value: number,
): OrderActionPlan {
  if (!staffActionAllowed('discount', order.status)) return { ok: false, reason: 'status_changed' };
  const outcome = manualDiscountOutcome({
    order,
    mode,
    value,
    currentAmountFinal: order.amountFinal,
    paidOnline: order.paidPaymentId !== undefined,
  });
  if (!outcome.ok) return outcome;
  return move(
    'discount',
    order,
    {
      manual_discount: outcome.amountManualDiscount === 0 ? 0 : outcome.manualDiscount,
      manual_discount_mode: outcome.amountManualDiscount === 0 ? null : mode,
      amount_manual_discount: outcome.amountManualDiscount,
      amount_final: outcome.amountFinal,
    },
    outcome.refund,
  );
}
