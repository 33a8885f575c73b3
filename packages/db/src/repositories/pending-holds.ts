import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { confirmPendingSlotUnits } from './delivery-slots.ts';
import { userEmailNormalize } from './users.ts';

/*
 * What a pending order (unverified, unpaid) holds apart from a received one
 * (migration 0015, docs/decisions/042): one count per holder — its e-mail,
 * its phone, the client address that placed it — raised at placement only
 * below the holder's limit (`UPDATE … WHERE count < limit`, atomic on both
 * engines and across servers), and its slot units counted in the slot's
 * `pending`. Both end once, when the order stops being pending: verified or
 * paid (`endPendingHolds` alone: its slot places stay taken) or expired or
 * cancelled (`releaseOrderHolds`, which calls it and gives the places back).
 * Meant to run inside the transaction that places or moves the order.
 */

/** One counter a pending order raises, and its limit. */
export interface PendingHolder {
  key: string;
  limit: number;
}

/** Limits on pending orders: per customer (e-mail, phone) and per client address. */
export interface PendingOrderLimits {
  perCustomer: number;
  perClient: number;
}

/**
 * The counters of a pending order: the customer's e-mail and phone (a guest
 * retrying with another e-mail keeps the phone) and the client's address.
 * Keys are SHA-256, so no address is stored as such (as the rate limits: decision 008).
 */
export function pendingHolders(
  customer: { email: string; phoneE164: string | null },
  clientAddress: string | null,
  limits: PendingOrderLimits,
): PendingHolder[] {
  const holders = [
    { key: holderKey(`email:${userEmailNormalize(customer.email)}`), limit: limits.perCustomer },
  ];
  if (customer.phoneE164)
    holders.push({ key: holderKey(`phone:${customer.phoneE164}`), limit: limits.perCustomer });
  if (clientAddress !== null && clientAddress !== '')
    holders.push({ key: holderKey(`client:${clientAddress}`), limit: limits.perClient });
  return holders;
}

function holderKey(plain: string): string {
  return createHash('sha256').update(plain).digest('base64url');
}

/** Raises every holder's count by one if all stay within their limits; false (some raised: roll back) when one is full. */
export async function takePendingCounts(
  db: Kysely<Database>,
  businessId: number,
  holders: readonly PendingHolder[],
): Promise<boolean> {
  for (const holder of holders) {
    await db
      .insertInto('pending_order_counts')
      .values({ business_id: businessId, holder_key: holder.key, count: 0 })
      .onConflict((oc) => oc.columns(['business_id', 'holder_key']).doNothing())
      .execute();
    const raised = await db
      .updateTable('pending_order_counts')
      .set((eb) => ({ count: eb('count', '+', 1) }))
      .where('business_id', '=', businessId)
      .where('holder_key', '=', holder.key)
      .where('count', '<', holder.limit)
      .executeTakeFirst();
    if (raised.numUpdatedRows === 0n) return false;
  }
  return true;
}

/** Remembers which counters the order raised, so `endPendingHolds` gives back exactly those. */
export async function recordPendingHolders(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
  holders: readonly PendingHolder[],
): Promise<void> {
  if (holders.length === 0) return;
  await db
    .insertInto('order_pending_holders')
    .values(holders.map((holder) => ({ business_id: businessId, order_id: orderId, holder_key: holder.key })))
    .execute();
}

/**
 * The order stops being pending: its holders' counts go down and its slot
 * units leave the slot's `pending` (they stay in `accepted`). Exactly once:
 * the rows deleted and the units zeroed conditionally decide who gives back.
 */
export async function endPendingHolds(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
): Promise<void> {
  const holders = await db
    .deleteFrom('order_pending_holders')
    .where('business_id', '=', businessId)
    .where('order_id', '=', orderId)
    .returning('holder_key')
    .execute();
  for (const holder of holders)
    await db
      .updateTable('pending_order_counts')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('business_id', '=', businessId)
      .where('holder_key', '=', holder.holder_key)
      .where('count', '>', 0)
      .execute();

  const order = await db
    .selectFrom('orders')
    .select(['delivery_date', 'delivery_time', 'delivery_slot_pending_units'])
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (order === undefined || order.delivery_slot_pending_units === 0) return;
  const zeroed = await db
    .updateTable('orders')
    .set({ delivery_slot_pending_units: 0 })
    .where('id', '=', orderId)
    .where('delivery_slot_pending_units', '=', order.delivery_slot_pending_units)
    .executeTakeFirst();
  if (zeroed.numUpdatedRows > 0n)
    await confirmPendingSlotUnits(
      db,
      businessId,
      order.delivery_date,
      order.delivery_time,
      order.delivery_slot_pending_units,
    );
}
