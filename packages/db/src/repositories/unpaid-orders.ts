import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { recordOrderEvent } from './order-events.ts';
import { releaseOrderHolds } from './order-holds.ts';

/*
 * Orders whose online payment never came (docs/decisions/018): after the
 * payment time (PAYMENT_TTL_MINUTES, 30 by default) from placement, an order
 * still `waiting_payment` is `canceled` — waiting_payment → canceled is the
 * move decision 007 allows — giving back its slot places and coupon uses,
 * and its open checkouts are marked canceled. Money that still arrives later
 * is refunded (payment-events.ts). Several servers may sweep at once: the
 * conditional update decides who cancels each order, and it is the first
 * write of its transaction, so it also takes the order's lock before any
 * payment event can (payment-order-lock.ts).
 */

/** An order the sweep cancelled. */
export interface ExpiredUnpaidOrder {
  businessId: number;
  orderId: number;
}

/**
 * Cancels the orders of every business still waiting for payment `ttlMinutes`
 * after they were placed, at most `limit` per call, each in its own
 * transaction; returns those it cancelled (not those another server did).
 */
export async function expireUnpaidOrders(
  db: Kysely<Database>,
  request: { now: Date; ttlMinutes: number; limit?: number },
): Promise<ExpiredUnpaidOrder[]> {
  const cutoff = new Date(request.now.getTime() - request.ttlMinutes * 60_000).toISOString();
  const due = await db
    .selectFrom('orders')
    .select(['id', 'business_id'])
    .where('status_code', '=', 'waiting_payment')
    .where('created_at', '<=', cutoff)
    .orderBy('created_at')
    .orderBy('id')
    .limit(request.limit ?? 100)
    .execute();
  const expired: ExpiredUnpaidOrder[] = [];
  const now = request.now.toISOString();
  for (const order of due) {
    const cancelled = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('orders')
        // The reason travels with the order: a payment arriving later is refunded and the customer told why (issue 31 item 7).
        .set({ status_code: 'canceled', cancel_reason: 'payment_expired', updated_at: now })
        .where('id', '=', order.id)
        .where('status_code', '=', 'waiting_payment')
        .where('created_at', '<=', cutoff)
        .executeTakeFirst();
      if (moved.numUpdatedRows === 0n) return false;
      await releaseOrderHolds(trx, order.business_id, order.id);
      await trx
        .updateTable('payment_transactions')
        .set({ status: 'canceled', updated_at: now })
        .where('order_id', '=', order.id)
        .where('kind', '=', 'payment')
        .where('status', 'in', ['pending', 'failed'])
        .execute();
      await recordOrderEvent(trx, {
        businessId: order.business_id,
        orderId: order.id,
        kind: 'canceled',
        at: request.now,
      });
      return true;
    });
    if (cancelled) expired.push({ businessId: order.business_id, orderId: order.id });
  }
  return expired;
}
