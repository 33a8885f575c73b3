import type { AcceptReadyPreset, ManualDiscountMode } from '@ordina/contracts';
import { orderTransitionAllowed, type OrderLifecycleStatus } from './order-lifecycle.ts';

/**
 * What the restaurant may do to an order from the board (docs/decisions/044), on top of the
 * lifecycle's moves (decision 007, unchanged): which action is allowed in which status, where it
 * takes the order, the ready time an accept or a delay promises, and the manual discount's amounts.
 */

/** The staff actions on one order. */
export const STAFF_ACTIONS = [
  'accept',
  'reject',
  'ready',
  'delivered',
  'cancel',
  'delay',
  'discount',
] as const;
/** One staff action. */
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/**
 * The statuses each action starts from. Reject is the business's "no" to a new order and cancel
 * the end of one it had accepted: both end `canceled`, with their reason, so the customer reads
 * "rejected: sold out" rather than a bare cancellation. Delay moves the promise of an order in
 * preparation; a discount is given until the order is handed over.
 */
const ACTION_FROM: Readonly<Record<StaffAction, readonly OrderLifecycleStatus[]>> = {
  accept: ['to_manage'],
  reject: ['to_manage'],
  ready: ['confirmed'],
  delivered: ['confirmed', 'ready_delivery'],
  cancel: ['confirmed', 'ready_delivery'],
  delay: ['confirmed'],
  discount: ['to_manage', 'confirmed', 'ready_delivery'],
};

/** Where each action takes the order; null for the actions that leave its status as it is. */
const ACTION_TO: Readonly<Record<StaffAction, OrderLifecycleStatus | null>> = {
  accept: 'confirmed',
  reject: 'canceled',
  ready: 'ready_delivery',
  delivered: 'delivered',
  cancel: 'canceled',
  delay: null,
  discount: null,
};

/** Whether the action may be taken on an order in `status` (and, when it moves the order, the lifecycle allows the move). */
export function staffActionAllowed(action: StaffAction, status: OrderLifecycleStatus): boolean {
  if (!ACTION_FROM[action].includes(status)) return false;
  const to = ACTION_TO[action];
  return to === null || orderTransitionAllowed(status, to);
}

/** The status the action leaves the order in, from `status`. */
export function staffActionTarget(action: StaffAction, status: OrderLifecycleStatus): OrderLifecycleStatus {
  return ACTION_TO[action] ?? status;
}

/** The actions the board offers on an order in `status`. */
export function staffActionsFor(status: OrderLifecycleStatus): StaffAction[] {
  return STAFF_ACTIONS.filter((action) => staffActionAllowed(action, status));
}

const MINUTE_MS = 60_000;

/** `at` moved up to the next whole minute (a promise shows minutes; an odd second would read as a minute early). */
function ceilMinute(at: Date): Date {
  return new Date(Math.ceil(at.getTime() / MINUTE_MS) * MINUTE_MS);
}

/** The ready time an accept chooses: a preset from now, or the requested slot. */
export type AcceptReadyChoice = { readyIn: AcceptReadyPreset } | { readyAtSlot: true };

/**
 * The ready time an accept promises, never earlier than the requested slot: a preset that would
 * be ready before the slot starts is refused (`before_slot`: the customer asked for that time, the
 * food would wait or they would); "at the slot" promises the slot itself, or now when the slot has
 * already begun (an order accepted late cannot be ready in the past). Busy mode's `busyMinutes`
 * (docs/decisions/046) go on top of every promise: a preset is that much later, and "at the slot"
 * is never sooner than now plus them.
 */
export function acceptReadyTime(input: {
  readonly now: Date;
  readonly slotStartsAt: Date;
  readonly choice: AcceptReadyChoice;
  readonly busyMinutes?: number;
}): { ok: true; promisedAt: Date } | { ok: false; reason: 'before_slot' } {
  const earliest = input.now.getTime() + Math.max(0, Math.trunc(input.busyMinutes ?? 0)) * MINUTE_MS;
  if ('readyAtSlot' in input.choice) {
    const slot = input.slotStartsAt.getTime();
    return { ok: true, promisedAt: slot >= earliest ? input.slotStartsAt : ceilMinute(new Date(earliest)) };
  }
  const promisedAt = ceilMinute(new Date(earliest + input.choice.readyIn * MINUTE_MS));
  if (promisedAt.getTime() < input.slotStartsAt.getTime()) return { ok: false, reason: 'before_slot' };
  return { ok: true, promisedAt };
}

/** The presets an accept may offer now (with busy mode's minutes on top): those ready no earlier than the slot (the board greys the rest). */
export function acceptPresetsAvailable(
  now: Date,
  slotStartsAt: Date,
  presets: readonly AcceptReadyPreset[],
  busyMinutes = 0,
): AcceptReadyPreset[] {
  return presets.filter(
    (readyIn) => acceptReadyTime({ now, slotStartsAt, choice: { readyIn }, busyMinutes }).ok,
  );
}

/** The new promise of a delay: `minutes` later than the current one (a delay never brings it forward). */
export function delayedReadyTime(promisedAt: Date, minutes: number): Date {
  return new Date(promisedAt.getTime() + Math.max(0, Math.trunc(minutes)) * MINUTE_MS);
}

/** The money of an order a manual discount is computed on (cents). */
export interface OrderAmounts {
  readonly amount: number;
  readonly amountDelivery: number;
  readonly amountDiscount: number;
  /** The customer's tip (docs/decisions/067): a manual discount never takes from it; absent is none. */
  readonly amountTip?: number;
}

/** The total before any manual discount: products plus shipping less the coupon, never below 0. */
export function orderTotalBeforeManualDiscount(order: OrderAmounts): number {
  return Math.max(0, order.amount + order.amountDelivery - order.amountDiscount);
}

/** Why a manual discount is refused. */
export type ManualDiscountRefusal = 'exceeds_total' | 'raises_paid_total';

/**
 * A manual discount's amounts (spec §3 Order: manualDiscount as entered, amountManualDiscount in
 * cents, amountFinal): euros (cents) up to the total before it, or a percentage of that total
 * rounded to the cent (half up). A new discount replaces the previous one. On an order paid online
 * the difference is refunded (`refund`), so the total may only go down: a smaller discount would
 * need a second charge, which the restaurant collects by hand if at all (`raises_paid_total`).
 */
export function manualDiscountOutcome(input: {
  readonly order: OrderAmounts;
  readonly mode: ManualDiscountMode;
  readonly value: number;
  /** The order's amountFinal now (after any earlier manual discount). */
  readonly currentAmountFinal: number;
  readonly paidOnline: boolean;
}):
  | { ok: true; manualDiscount: number; amountManualDiscount: number; amountFinal: number; refund: number }
  | { ok: false; reason: ManualDiscountRefusal } {
  const base = orderTotalBeforeManualDiscount(input.order);
  const value = Math.trunc(input.value);
  if (value < 0 || (input.mode === 'percent' && value > 100)) return { ok: false, reason: 'exceeds_total' };
  const amountManualDiscount = input.mode === 'euro' ? value : Math.floor((base * value + 50) / 100);
  if (amountManualDiscount > base) return { ok: false, reason: 'exceeds_total' };
  // The tip stays the customer's gift to the staff: the discount is of the food and its delivery.
  const amountFinal = base - amountManualDiscount + (input.order.amountTip ?? 0);
  if (input.paidOnline && amountFinal > input.currentAmountFinal)
    return { ok: false, reason: 'raises_paid_total' };
  return {
    ok: true,
    manualDiscount: value,
    amountManualDiscount,
    amountFinal,
    refund: input.paidOnline ? input.currentAmountFinal - amountFinal : 0,
  };
}
