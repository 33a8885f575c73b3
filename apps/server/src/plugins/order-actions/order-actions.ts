import type { AcceptOrderRequest, ManualDiscountMode, RejectReason } from '@ordina/contracts';
import { applyOrderAction, readOperations } from '@ordina/db';
import { operationsBusyMinutesAt } from '@ordina/domain';
import type {
  LockedActionOrder,
  NewOutboxMessage,
  OrderActionChange,
  OrderActionPlan,
  OrderActionRefusal,
  OrderActor,
  StoredOrderStatus,
} from '@ordina/db';
import { issueRefunds, type IssuedRefund, type RefundDependencies } from '../payments/refunds.ts';
import {
  acceptPlan,
  cancelPlan,
  deliveredPlan,
  delayPlan,
  discountPlan,
  readyPlan,
  rejectPlan,
} from './action-plans.ts';

/*
 * The restaurant's actions on an order (docs/decisions/044): the domain's rule of each action
 * (action-plans.ts) carried out by the database's one-transaction use case (applyOrderAction),
 * then, after commit, the customer's messages handed to the mailer and the refunds it opened asked
 * of the gateway that took the payment (a provider that does not answer leaves the refund pending
 * for the payments sweep). The board's routes and the safety net's auto-reject call these.
 */

/** What the actions need: the database, the gateways and log of the refunds, the business, its messages and their delivery. */
export interface OrderActionDependencies extends RefundDependencies {
  businessId: number;
  /** The customer's messages of a change of this order (read before the transaction); none when absent. */
  messagesFor?: (orderId: number) => Promise<((change: OrderActionChange) => NewOutboxMessage[]) | undefined>;
  /** Hands a queued message to the mailer after commit. */
  deliver?: (messageId: number) => void;
}

/** What every action is asked with. */
export interface OrderActionInput {
  orderId: number;
  actor: OrderActor;
  now: Date;
}

/** What an action did: the change and the state of each refund it asked for; or why not, with the order's status found. */
export type OrderActionOutcome =
  | {
      ok: true;
      change: OrderActionChange;
      refunds: IssuedRefund[];
    }
  | { ok: false; reason: OrderActionRefusal; status: StoredOrderStatus | null };

async function run(
  deps: OrderActionDependencies,
  action: string,
  input: OrderActionInput,
  decide: (order: LockedActionOrder) => OrderActionPlan,
): Promise<OrderActionOutcome> {
  const messages = await deps.messagesFor?.(input.orderId);
  const result = await applyOrderAction(
    deps.db,
    {
      action,
      businessId: deps.businessId,
      orderId: input.orderId,
      actor: input.actor,
      now: input.now,
      ...(messages === undefined ? {} : { messages }),
    },
    decide,
  );
  if (!result.ok) return result;
  for (const id of result.messageIds) deps.deliver?.(id);
  return { ok: true, change: result.change, refunds: await issueRefunds(deps, result.refunds, input.now) };
}

/**
 * Accepts a new order, ready in a preset from now or at the slot (never before the slot), with busy
 * mode's minutes on top when the board turned it on (read fresh, as the order call reads the switches).
 */
export async function acceptOrder(
  deps: OrderActionDependencies,
  input: OrderActionInput & { ready: AcceptOrderRequest },
): Promise<OrderActionOutcome> {
  const busyMinutes = operationsBusyMinutesAt(
    await readOperations(deps.db, deps.businessId, input.now),
    input.now,
  );
  return run(deps, 'accept', input, (order) => acceptPlan(order, input.ready, input.now, busyMinutes));
}

/**
 * Rejects a new order with its reason — a staff member's, or the safety net's `auto_rejected` with
 * actor `{ kind: 'system' }` — giving back its slot and coupon and refunding an online payment.
 */
export function rejectOrder(
  deps: OrderActionDependencies,
  input: OrderActionInput & { reason: RejectReason | 'auto_rejected'; note?: string },
): Promise<OrderActionOutcome> {
  return run(deps, 'reject', input, (order) => rejectPlan(order, input.reason, input.note ?? '', input.now));
}

/** Marks an accepted order ready. */
export function markOrderReady(
  deps: OrderActionDependencies,
  input: OrderActionInput,
): Promise<OrderActionOutcome> {
  return run(deps, 'ready', input, (order) => readyPlan(order, input.now));
}

/** Marks an order delivered or collected. */
export function markOrderDelivered(
  deps: OrderActionDependencies,
  input: OrderActionInput,
): Promise<OrderActionOutcome> {
  return run(deps, 'delivered', input, (order) => deliveredPlan(order, input.now));
}

/** Cancels an accepted order, refunding what it was paid online. */
export function cancelOrder(
  deps: OrderActionDependencies,
  input: OrderActionInput,
): Promise<OrderActionOutcome> {
  return run(deps, 'cancel', input, (order) => cancelPlan(order, input.now));
}

/** Moves an accepted order's promised time `minutes` later. */
export function delayOrder(
  deps: OrderActionDependencies,
  input: OrderActionInput & { minutes: number },
): Promise<OrderActionOutcome> {
  return run(deps, 'delay', input, (order) => delayPlan(order, input.minutes));
}

/** Gives (or changes, or with 0 removes) a manual discount before the order is handed over; a paid order is refunded the difference. */
export function discountOrder(
  deps: OrderActionDependencies,
  input: OrderActionInput & { mode: ManualDiscountMode; value: number },
): Promise<OrderActionOutcome> {
  return run(deps, 'discount', input, (order) => discountPlan(order, input.mode, input.value));
}
