import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { releaseCouponUse } from './coupon-uses.ts';
import { releaseDeliverySlot } from './delivery-slots.ts';
import { endPendingHolds } from './pending-holds.ts';

/*
 * What a placed order holds until it ends (docs/decisions/007): its units in
 * the delivery slot and its coupon uses. An order that expires or is
 * cancelled gives them back, exactly once: the order's slot units are zeroed
 * and its coupon-use rows deleted by the same conditional statements that
 * decide who releases, so a second release (another server, a retry) finds
 * nothing left to give. Meant to run inside the transaction that ends the order.
 */

/** Gives back the order's slot places and coupon uses; returns what was released. */
export async function releaseOrderHolds(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
): Promise<{ slotUnits: number; couponUses: number }> {
  // A pending order also gives back its pending counts (docs/decisions/042).
  await endPendingHolds(db, businessId, orderId);
  const order = await db
    .selectFrom('orders')
    .select(['delivery_date', 'delivery_time', 'delivery_slot_units'])
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  let slotUnits = 0;
  if (order !== undefined && order.delivery_slot_units > 0) {
    const zeroed = await db
      .updateTable('orders')
      .set({ delivery_slot_units: 0 })
      .where('id', '=', orderId)
      .where('delivery_slot_units', '=', order.delivery_slot_units)
      .executeTakeFirst();
    if (zeroed.numUpdatedRows > 0n) {
      await releaseDeliverySlot(
        db,
        businessId,
        order.delivery_date,
        order.delivery_time,
        order.delivery_slot_units,
      );
      slotUnits = order.delivery_slot_units;
    }
  }

  const uses = await db
    .deleteFrom('order_coupon_uses')
    .where('business_id', '=', businessId)
    .where('order_id', '=', orderId)
    .returning(['coupon_id', 'customer_key'])
    .execute();
  for (const use of uses) await releaseCouponUse(db, businessId, use.coupon_id, use.customer_key);
  return { slotUnits, couponUses: uses.length };
}
