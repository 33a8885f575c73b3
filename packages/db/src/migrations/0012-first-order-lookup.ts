import type { Kysely } from 'kysely';

/*
 * The first-order lookup (repositories/first-order.ts) asks whether the same
 * e-mail or phone has an order the business received (a few statuses). With
 * indexes on (business, e-mail) and (business, phone) alone, every order of
 * that phone or e-mail had to be read to check its status: a customer whose
 * orders were never received (guests' unverified or expired orders, unpaid
 * ones) made each of their next orders slower, one row per past order — in
 * `npm run bench:orders` (one phone for every guest) it became the costliest
 * statement of an order. With the status in the index, the lookup seeks the
 * received statuses only.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_customer_email_idx').execute();
  await db.schema.dropIndex('orders_customer_phone_idx').execute();
  await db.schema
    .createIndex('orders_customer_email_status_idx')
    .on('orders')
    .columns(['business_id', 'customer_email', 'status_code'])
    .execute();
  await db.schema
    .createIndex('orders_customer_phone_status_idx')
    .on('orders')
    .columns(['business_id', 'customer_phone_e164', 'status_code'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_customer_phone_status_idx').execute();
  await db.schema.dropIndex('orders_customer_email_status_idx').execute();
  await db.schema
    .createIndex('orders_customer_email_idx')
    .on('orders')
    .columns(['business_id', 'customer_email'])
    .execute();
  await db.schema
    .createIndex('orders_customer_phone_idx')
    .on('orders')
    .columns(['business_id', 'customer_phone_e164'])
    .execute();
}
