import { ORDER_STATUS_CODES } from '@ordina/contracts';
import type { OrderStatusCode } from '@ordina/contracts';

/**
 * The life of an order (docs/decisions/007): its statuses, the moves between
 * them, and the pending-order status numbers of guest verification. The spec
 * gives the status table (§4) but not the transitions; these are ours.
 */

/**
 * Every status an order can be in: the spec's six, plus two the API never
 * answers — `unverified` (a guest's order waiting for the e-mail/SMS code,
 * hidden from the business) and `expired` (the code ran out).
 */
export const ORDER_LIFECYCLE_STATUSES = [...ORDER_STATUS_CODES, 'unverified', 'expired'] as const;
/** One status of an order's life. */
export type OrderLifecycleStatus = (typeof ORDER_LIFECYCLE_STATUSES)[number];

/** The moves allowed from each status; final statuses allow none. */
const TRANSITIONS: Readonly<Record<OrderLifecycleStatus, readonly OrderLifecycleStatus[]>> = {
  unverified: ['to_manage', 'expired'],
  waiting_payment: ['to_manage', 'canceled'],
  to_manage: ['confirmed', 'canceled'],
  confirmed: ['ready_delivery', 'delivered', 'canceled'],
  ready_delivery: ['delivered', 'canceled'],
  delivered: [],
  canceled: [],
  expired: [],
};

/** The statuses an order may move to from `from`. */
export function orderTransitions(from: OrderLifecycleStatus): readonly OrderLifecycleStatus[] {
  return TRANSITIONS[from];
}

/** Whether an order may move from `from` to `to`. */
export function orderTransitionAllowed(from: OrderLifecycleStatus, to: OrderLifecycleStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Whether a status is final (no move out of it). */
export function orderStatusIsFinal(status: OrderLifecycleStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** Whether the move ends an order that was never fulfilled, so it gives back its slot places and coupon uses. */
export function orderTransitionReleasesHolds(from: OrderLifecycleStatus, to: OrderLifecycleStatus): boolean {
  return orderTransitionAllowed(from, to) && (to === 'canceled' || to === 'expired');
}

/** Whether customers (order pages, order history) and the API may see an order in this status: never unverified or expired ones. */
export function orderStatusIsVisible(status: OrderLifecycleStatus): status is OrderStatusCode {
  return (ORDER_STATUS_CODES as readonly string[]).includes(status);
}

/** Whether the business has received the order (what makes a customer's next order not their first). */
export function orderStatusIsReceived(status: OrderLifecycleStatus): boolean {
  return (
    status === 'to_manage' || status === 'confirmed' || status === 'ready_delivery' || status === 'delivered'
  );
}

/** The status an order is placed in: waiting for its online payment, for the guest's code, or straight to the business. */
export function orderInitialStatus(input: {
  readonly paymentOnline: boolean;
  readonly verification: boolean;
}): 'waiting_payment' | 'unverified' | 'to_manage' {
  if (input.paymentOnline) return 'waiting_payment';
  return input.verification ? 'unverified' : 'to_manage';
}

/**
 * Pending-order status numbers (spec §3 "Pending order to verify", §9: 100
 * or more is not verifiable): waiting for the code, verified, expired.
 */
export const PENDING_ORDER_STATUS = { waiting: 0, verified: 100, expired: 101 } as const;
