import type { ExpressionBuilder, Kysely } from 'kysely';
import { reusableQuery } from '../reusable-query.ts';
import type { Database, StoredOrderStatus } from '../tables.ts';
import { userEmailNormalize } from './users.ts';

/**
 * The statuses of an order the business received: what makes a customer's
 * next order no longer their first (docs/decisions/007). Unverified, expired,
 * cancelled and unpaid orders do not count.
 */
const RECEIVED_STATUSES: readonly StoredOrderStatus[] = [
  'to_manage',
  'confirmed',
  'ready_delivery',
  'delivered',
];

/**
 * Whether the customer — the same e-mail (any case) or the same phone (E.164)
 * — already has an order the business received: first-order coupons (spec §3
 * at_first_order) are for customers without one.
 */
export async function customerHasOrdered(
  db: Kysely<Database>,
  businessId: number,
  customer: { email: string; phoneE164: string | null },
): Promise<boolean> {
  const email = userEmailNormalize(customer.email);
  const found =
    customer.phoneE164 === null || customer.phoneE164 === ''
      ? await ORDERED_WITH_EMAIL.first(db, { businessId, email })
      : await ORDERED_WITH_EMAIL_OR_PHONE.first(db, { businessId, email, phoneE164: customer.phoneE164 });
  // SQLite answers 0/1, PostgreSQL a boolean.
  return Boolean(found?.found);
}

// One EXISTS per key, not `email = ? OR phone = ?`: each is a seek in its
// (business, key, status) index (migration 0012), where the OR made SQLite's
// planner read every order of the business.
function receivedWith(
  eb: ExpressionBuilder<Database, never>,
  businessId: number,
  column: 'customer_email' | 'customer_phone_e164',
  value: string,
) {
  return eb.exists(
    eb
      .selectFrom('orders')
      .select('id')
      .where('business_id', '=', businessId)
      .where(column, '=', value)
      .where('status_code', 'in', RECEIVED_STATUSES),
  );
}

const ORDERED_WITH_EMAIL = reusableQuery((db, p: { businessId: number; email: string }) =>
  db.selectNoFrom((eb) => receivedWith(eb, p.businessId, 'customer_email', p.email).as('found')),
);

const ORDERED_WITH_EMAIL_OR_PHONE = reusableQuery(
  (db, p: { businessId: number; email: string; phoneE164: string }) =>
    db.selectNoFrom((eb) =>
      eb
        .or([
          receivedWith(eb, p.businessId, 'customer_email', p.email),
          receivedWith(eb, p.businessId, 'customer_phone_e164', p.phoneE164),
        ])
        .as('found'),
    ),
);
