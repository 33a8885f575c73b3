import type { Transaction } from 'kysely';
import type { Database, OrderCancelReason, StoredOrderStatus } from '../tables.ts';

/*
 * Every write about an order's money — starting a payment, applying a
 * provider event, expiring the unpaid order, opening its refunds — takes the
 * order's row first (docs/decisions/018). On PostgreSQL the no-op update holds
 * the row lock until commit, so those writers queue per order and always lock
 * order → transaction in the same sequence (no deadlock); what each reads
 * afterwards is what the one before it committed. On SQLite the first write
 * of a transaction already holds the database's write lock.
 */

/** The order as a payment write needs it, locked for the rest of the transaction. */
export interface LockedOrder {
  id: number;
  status: StoredOrderStatus;
  /** The server's total of the order (cents): what a payment must bring in. */
  amountFinal: number;
  /** Why it was cancelled, when it was (migration 0013): 'payment_expired' when its time to pay ran out. */
  cancelReason: OrderCancelReason | null;
}

/** Locks the order's row for this transaction and reads it; undefined when the business has no such order. */
export async function lockOrderForPayment(
  trx: Transaction<Database>,
  businessId: number,
  orderId: number,
): Promise<LockedOrder | undefined> {
  const row = await trx
    .updateTable('orders')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .returning(['id', 'status_code', 'amount_final', 'cancel_reason'])
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : { id: row.id, status: row.status_code, amountFinal: row.amount_final, cancelReason: row.cancel_reason };
}
