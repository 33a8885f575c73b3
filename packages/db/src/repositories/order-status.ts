import type { Kysely } from 'kysely';
import type { Database, StoredOrderStatus } from '../tables.ts';
import { releaseOrderHolds } from './order-holds.ts';

/**
 * Moves an order from one status to another, atomically: only if it is still
 * in `from` (so two staff members, or two servers, cannot both move it), and,
 * when `releaseHolds` is set (an order cancelled: `@ordina/domain`'s
 * orderTransitionReleasesHolds), giving back its slot places and coupon uses
 * in the same transaction. Which moves are allowed is the domain's rule
 * (orderTransitionAllowed); this only carries one out. False when the order
 * was not in `from`.
 */
export async function changeOrderStatus(
  db: Kysely<Database>,
  change: {
    businessId: number;
    orderId: number;
    from: StoredOrderStatus;
    to: StoredOrderStatus;
    releaseHolds: boolean;
    now: Date;
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('orders')
      .set({ status_code: change.to, updated_at: change.now.toISOString() })
      .where('business_id', '=', change.businessId)
      .where('id', '=', change.orderId)
      .where('status_code', '=', change.from)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) return false;
    if (change.releaseHolds) await releaseOrderHolds(trx, change.businessId, change.orderId);
    return true;
  });
}
