import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, StoredOrderStatus } from '../tables.ts';
import { userEmailNormalize } from './users.ts';

/**
 * The statuses of an order the business received: what makes a customer's
 * next order no longer their first (docs/decisions/007). Unverified, expired,
 * cancelled and unpaid orders do not count.
 */
const RECEIVED_STATUSES: readonly StoredOrderStatus[] = ['to_manage', 'confirmed', 'ready_delivery', 'delivered'];

/**
 * Whether the customer — the same e-mail (any case) or the same phone (E.164)
 * — already has an order the business received: first-order coupons (spec §3
 * at_first_order) are for customers without one.
 */
export async function customerHasOrdered(db: Kysely<Database>, businessId: number, customer: { email: string; phoneE164: string | null }): Promise<boolean> {
  const email = userEmailNormalize(customer.email);
  // One EXISTS per key, not `email = ? OR phone = ?`: each is a seek in its
  // (business, key, status) index (migration 0012), where the OR made SQLite's
  // planner read every order of the business.
  const receivedWith = (eb: ExpressionBuilder<Database, never>, column: 'customer_email' | 'customer_phone_e164', value: string) =>
    eb.exists(
      eb
        .selectFrom('orders')
        .select('id')
        .where('business_id', '=', businessId)
        .where(column, '=', value)
        .where('status_code', 'in', RECEIVED_STATUSES),
    );
  const found = await db
    .selectNoFrom((eb) => {
      const sameCustomer = [receivedWith(eb, 'customer_email', email)];
      if (customer.phoneE164) sameCustomer.push(receivedWith(eb, 'customer_phone_e164', customer.phoneE164));
      return eb.or(sameCustomer).as('found');
    })
    .executeTakeFirstOrThrow();
  // SQLite answers 0/1, PostgreSQL a boolean.
  return Boolean(found.found);
}
