import { changeOrderStatus } from '@ordina/db';
import type { StoredOrderStatus } from '@ordina/db';
import { orderTransitionAllowed, orderTransitionReleasesHolds } from '@ordina/domain';
import { refundOrderPayment, type RefundDependencies, type RefundReport } from './refunds.ts';

/*
 * The business cancelling an order (the order board will call this; docs/decisions/018):
 * the move the lifecycle allows (decision 007), its slot places and coupon
 * uses given back in the same transaction, then the money it took refunded
 * through the gateway that took it. The refund runs after the move commits:
 * a provider outage leaves the refund row pending for the sweep, never an
 * order both cancelled and not. An order without online money gets an empty
 * refund list.
 */

/** Why the order was not cancelled: the lifecycle forbids it from `from`, or it was no longer in `from` (someone moved it first). */
export type CancelOrderRefusal = 'not_allowed' | 'status_changed';

/** What cancelling did: the refunds of the money the order had taken, or why nothing happened. */
export type CancelOrderResult = { ok: true; refund: RefundReport } | { ok: false; reason: CancelOrderRefusal };

/** Cancels the business's order `orderId` found in `from`, then refunds what it was paid online. */
export async function cancelOrderByBusiness(
  deps: RefundDependencies & { businessId: number },
  request: { orderId: number; from: StoredOrderStatus; now: Date },
): Promise<CancelOrderResult> {
  if (!orderTransitionAllowed(request.from, 'canceled')) return { ok: false, reason: 'not_allowed' };
  const moved = await changeOrderStatus(deps.db, {
    businessId: deps.businessId,
    orderId: request.orderId,
    from: request.from,
    to: 'canceled',
    releaseHolds: orderTransitionReleasesHolds(request.from, 'canceled'),
    now: request.now,
  });
  if (!moved) return { ok: false, reason: 'status_changed' };
  return { ok: true, refund: await refundOrderPayment(deps, { businessId: deps.businessId, orderId: request.orderId, now: request.now }) };
}
