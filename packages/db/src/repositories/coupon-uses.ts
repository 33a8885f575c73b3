import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { userEmailNormalize } from './users.ts';

/*
 * Coupon usage counters (migration 0008, docs/decisions/007). Every order that
 * uses a coupon raises the coupon's total counter (customer key '') and one
 * counter per customer key (`email:…`, `phone:…`), each only while it is below
 * its limit: `UPDATE … SET uses = uses + 1 WHERE uses < limit` holds on both
 * engines and across servers. Counting happens with or without a limit, so a
 * limit added later counts the uses before it. Meant to run inside the
 * order's transaction: a refusal rolls every counter back with the order.
 */

/** The customer-key counter a use is recorded under: one customer is the same e-mail or the same phone. */
export function couponCustomerKeys(customer: { email: string; phoneE164: string | null }): string[] {
  const keys = [`email:${userEmailNormalize(customer.email)}`];
  if (customer.phoneE164) keys.push(`phone:${customer.phoneE164}`);
  return keys;
}

/** The key of a coupon's counter of all uses. */
export const COUPON_TOTAL_KEY = '';

/** A coupon's limits as the database stores them. */
export interface CouponLimits {
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  at_first_order: number | boolean;
}

/** The limit of one of a coupon's counters: its total limit, or per customer (one use of a first-order coupon). */
export function couponUseLimit(coupon: CouponLimits, customerKey: string): number | null {
  if (customerKey === COUPON_TOTAL_KEY) return coupon.usage_limit;
  return coupon.at_first_order === 1 || coupon.at_first_order === true ? 1 : coupon.usage_limit_per_customer;
}

/**
 * The coupons this customer can no longer use: their total counter, or one of the customer's own
 * (`couponCustomerKeys`), is at its limit. Read from the same counters, with the same limits, that placing
 * the order raises, so a coupon priced in is one the order can take (pending orders' uses included).
 */
export async function couponsUsedUp(
  db: Kysely<Database>,
  businessId: number,
  customer: { email: string; phoneE164: string | null },
): Promise<Set<number>> {
  // A customer not yet known by e-mail (the checkout asks before the field is filled) has no e-mail counter.
  const keys = [COUPON_TOTAL_KEY, ...couponCustomerKeys(customer).filter((key) => key !== 'email:')];
  const counters = await db
    .selectFrom('coupon_use_counts as u')
    .innerJoin('coupons as c', (join) =>
      join.onRef('c.id', '=', 'u.coupon_id').onRef('c.business_id', '=', 'u.business_id'),
    )
    .select([
      'u.coupon_id',
      'u.customer_key',
      'u.uses',
      'c.usage_limit',
      'c.usage_limit_per_customer',
      'c.at_first_order',
    ])
    .where('u.business_id', '=', businessId)
    .where('u.customer_key', 'in', keys)
    .where('u.uses', '>', 0)
    .execute();
  const usedUp = new Set<number>();
  for (const counter of counters) {
    const limit = couponUseLimit(counter, counter.customer_key);
    if (limit !== null && counter.uses >= limit) usedUp.add(counter.coupon_id);
  }
  return usedUp;
}

/**
 * Raises one counter by one if it is below `limit` (null: no limit); false when
 * the limit is reached. The counter row is created on first use.
 */
export async function takeCouponUse(
  db: Kysely<Database>,
  businessId: number,
  couponId: number,
  customerKey: string,
  limit: number | null,
): Promise<boolean> {
  await db
    .insertInto('coupon_use_counts')
    .values({ business_id: businessId, coupon_id: couponId, customer_key: customerKey, uses: 0 })
    .onConflict((oc) => oc.columns(['business_id', 'coupon_id', 'customer_key']).doNothing())
    .execute();
  let raise = db
    .updateTable('coupon_use_counts')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('business_id', '=', businessId)
    .where('coupon_id', '=', couponId)
    .where('customer_key', '=', customerKey);
  if (limit !== null) raise = raise.where('uses', '<', limit);
  const result = await raise.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Lowers one counter by one, never below zero. */
export async function releaseCouponUse(
  db: Kysely<Database>,
  businessId: number,
  couponId: number,
  customerKey: string,
): Promise<void> {
  await db
    .updateTable('coupon_use_counts')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('business_id', '=', businessId)
    .where('coupon_id', '=', couponId)
    .where('customer_key', '=', customerKey)
    .where('uses', '>', 0)
    .execute();
}

/** How many uses a counter holds (0 when never used): the total with customer key '', else one customer's. */
export async function countCouponUses(
  db: Kysely<Database>,
  businessId: number,
  couponId: number,
  customerKey: string = COUPON_TOTAL_KEY,
): Promise<number> {
  const row = await db
    .selectFrom('coupon_use_counts')
    .select('uses')
    .where('business_id', '=', businessId)
    .where('coupon_id', '=', couponId)
    .where('customer_key', '=', customerKey)
    .executeTakeFirst();
  return row?.uses ?? 0;
}
