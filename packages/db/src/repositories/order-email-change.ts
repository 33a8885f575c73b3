import type { Transaction } from 'kysely';
import type { Database } from '../tables.ts';
import { couponUseLimit, releaseCouponUse, takeCouponUse } from './coupon-uses.ts';
import { customerHasOrdered } from './first-order.ts';
import { pendingHolders, takePendingCounts } from './pending-holds.ts';
import type { PendingOrderLimits } from './pending-holds.ts';
import { userEmailNormalize } from './users.ts';

/*
 * A pending order's e-mail corrected (issue 34 item 13): what was decided on
 * the old address moves to the new one, under the same limits placing the
 * order checked — the pending-order count of the e-mail (docs/decisions/042)
 * and the coupon's per-customer uses, a first-order coupon refused for an
 * address that has ordered before. Otherwise a mistyped address would be a
 * way around both. Meant to run in the transaction that changes the e-mail:
 * a refusal rolls every counter back.
 */

/** Why the new address cannot take the order over. */
export class EmailChangeRefused extends Error {
  constructor(readonly reason: 'too_many_pending' | 'coupon_exhausted') {
    super(reason);
  }
}

/** Moves the order's e-mail holds (pending count, coupon uses) from `from` to `to`; throws EmailChangeRefused. */
export async function moveEmailHolds(
  trx: Transaction<Database>,
  businessId: number,
  orderId: number,
  change: { from: string; to: string; pendingLimits: PendingOrderLimits },
): Promise<void> {
  const from = userEmailNormalize(change.from);
  const to = userEmailNormalize(change.to);
  if (from === to) return;
  await movePendingCount(trx, businessId, orderId, from, to, change.pendingLimits);
  await moveCouponUses(trx, businessId, orderId, from, to);
}

async function movePendingCount(
  trx: Transaction<Database>,
  businessId: number,
  orderId: number,
  from: string,
  to: string,
  limits: PendingOrderLimits,
): Promise<void> {
  const [old] = pendingHolders({ email: from, phoneE164: null }, null, limits);
  const [next] = pendingHolders({ email: to, phoneE164: null }, null, limits);
  if (old === undefined || next === undefined) return;
  const held = await trx
    .deleteFrom('order_pending_holders')
    .where('business_id', '=', businessId)
    .where('order_id', '=', orderId)
    .where('holder_key', '=', old.key)
    .executeTakeFirst();
  // An order that no longer holds a count (it stopped being pending) has nothing to move.
  if (held.numDeletedRows === 0n) return;
  await trx
    .updateTable('pending_order_counts')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('business_id', '=', businessId)
    .where('holder_key', '=', old.key)
    .where('count', '>', 0)
    .execute();
  if (!(await takePendingCounts(trx, businessId, [next]))) throw new EmailChangeRefused('too_many_pending');
  await trx
    .insertInto('order_pending_holders')
    .values({ business_id: businessId, order_id: orderId, holder_key: next.key })
    .execute();
}

async function moveCouponUses(
  trx: Transaction<Database>,
  businessId: number,
  orderId: number,
  from: string,
  to: string,
): Promise<void> {
  const uses = await trx
    .selectFrom('order_coupon_uses as u')
    .innerJoin('coupons as c', (join) =>
      join.onRef('c.id', '=', 'u.coupon_id').onRef('c.business_id', '=', 'u.business_id'),
    )
    .select(['u.coupon_id', 'c.usage_limit', 'c.usage_limit_per_customer', 'c.at_first_order'])
    .where('u.business_id', '=', businessId)
    .where('u.order_id', '=', orderId)
    .where('u.customer_key', '=', `email:${from}`)
    .execute();
  for (const use of uses) {
    const firstOrder = use.at_first_order === 1;
    if (firstOrder && (await customerHasOrdered(trx, businessId, { email: to, phoneE164: null })))
      throw new EmailChangeRefused('coupon_exhausted');
    await releaseCouponUse(trx, businessId, use.coupon_id, `email:${from}`);
    const key = `email:${to}`;
    if (!(await takeCouponUse(trx, businessId, use.coupon_id, key, couponUseLimit(use, key))))
      throw new EmailChangeRefused('coupon_exhausted');
    await trx
      .updateTable('order_coupon_uses')
      .set({ customer_key: key })
      .where('business_id', '=', businessId)
      .where('order_id', '=', orderId)
      .where('coupon_id', '=', use.coupon_id)
      .where('customer_key', '=', `email:${from}`)
      .execute();
  }
}
