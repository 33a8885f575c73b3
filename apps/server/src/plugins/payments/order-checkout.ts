import type { Kysely } from 'kysely';
import { orderLinkPaths } from '@ordina/contracts';
import { findOrderPaymentState } from '@ordina/db';
import type { Database } from '@ordina/db';
import type { FastifyBaseLogger } from 'fastify';
import type { StartedPayment } from './start-payment.ts';

/*
 * Where the browser goes to pay an order placed with an online method
 * (docs/decisions/015, 018). Three moments, one rule — at most one checkout
 * open per order at a time:
 *
 * - The order's first answer: the checkout is opened AFTER the order's
 *   transaction commits (a provider call inside it would hold the order's
 *   slot and coupon locks for a network round trip). A provider that fails
 *   leaves a payable order: the answer is the landing page's failure, whose
 *   retry link opens a new checkout.
 * - A replay of the submit (same Idempotency-Key): never calls a provider —
 *   it answers the checkout still open, or the retry link while the first
 *   attempt is still opening one (20 retries at once must not open 20
 *   sessions), or the order page once the order no longer waits.
 * - The retry link (GET /api/payments/retry/{oid}/{hash}, the orders'
 *   go-to-payment link): the checkout still open, else a new one.
 */

/** What the order checkout functions need. */
export interface OrderCheckoutDependencies {
  db: Kysely<Database>;
  businessId: number;
  /** PUBLIC_URL: the origin of our own pages and links. */
  publicUrl: string;
  log: FastifyBaseLogger;
  startOrderPayment(orderId: number, now: Date): Promise<StartedPayment>;
}

/** An order as its links name it. */
export interface OrderRef {
  id: number;
  hash: string;
}

/** The page of the payment landing's failure, whose retry link opens a new checkout. */
function failureLanding(deps: OrderCheckoutDependencies, order: OrderRef): string {
  return `${deps.publicUrl}${orderLinkPaths.paymentLanding('errore', order.id, order.hash)}`;
}

/** Opens the checkout of a just-placed order: its page, or the landing page's failure when none could be opened. */
export async function checkoutForNewOrder(
  deps: OrderCheckoutDependencies,
  order: OrderRef,
  now: Date,
): Promise<string> {
  const started = await deps.startOrderPayment(order.id, now);
  if (started.ok) return started.payUrl;
  deps.log.warn(
    { orderId: order.id, reason: started.reason },
    'no checkout opened for a new order: the customer lands on the failure page and may retry',
  );
  return failureLanding(deps, order);
}

/** Where a replayed submit of an online order goes, without calling a provider; null once the order no longer waits for its payment. */
export async function checkoutForReplay(
  deps: OrderCheckoutDependencies,
  order: OrderRef,
): Promise<string | null> {
  const state = await findOrderPaymentState(deps.db, deps.businessId, order.id);
  if (state?.status !== 'waiting_payment') return null;
  return state.openPayUrl ?? `${deps.publicUrl}${orderLinkPaths.paymentRetry(order.id, order.hash)}`;
}

/**
 * Where the retry link of an order goes: its checkout still open, else a new
 * one (the failure landing when none can be opened), the order page once the
 * order is paid or cancelled; undefined for an unknown order or a wrong hash.
 */
export async function checkoutForRetry(
  deps: OrderCheckoutDependencies,
  orderId: number,
  hash: string,
  now: Date,
): Promise<string | undefined> {
  const state = await findOrderPaymentState(deps.db, deps.businessId, orderId, hash);
  if (state === undefined) return undefined;
  const order = { id: state.orderId, hash: state.hash };
  if (state.status !== 'waiting_payment')
    return `${deps.publicUrl}${orderLinkPaths.orderSent(order.id, order.hash)}`;
  if (state.openPayUrl !== null) return state.openPayUrl;
  return checkoutForNewOrder(deps, order, now);
}
