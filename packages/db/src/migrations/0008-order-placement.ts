import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.ts';
import { businessId, oneOf } from './schema-helpers.ts';
import { sqliteRebuildTable } from './sqlite-table-rebuild.ts';

/*
 * Placing orders (docs/decisions/007): what an order holds while it lives and
 * the counters that make the business's limits atomic on both engines.
 *
 * - Two internal order statuses: `unverified` (a guest's order waiting for the
 *   e-mail/SMS code; the business does not see it) and `expired` (its code ran
 *   out; slot and coupon use given back).
 * - `delivery_slot_units`: what the order holds in its delivery slot (1 order,
 *   or its items when the business counts kitchen load); 0 once given back, so
 *   a release happens once.
 * - `customer_phone_e164`: the phone as the first-order and per-customer
 *   coupon rules match it (the display format may change with the library).
 * - Coupon usage limits (business file) and their counters: one row per
 *   coupon for the total (customer_key '') and per customer key
 *   (`email:…`, `phone:…`), raised with `UPDATE … WHERE uses < limit`.
 *   `order_coupon_uses` remembers which counters an order raised, so giving
 *   them back is exact. No foreign key to `coupons`: an import replaces the
 *   coupon rows, the counts stay with the coupon id.
 * - Kitchen-load slots: `delivery_slot_max_items` (business file).
 */

const STATUSES_BEFORE = [
  'to_manage',
  'confirmed',
  'ready_delivery',
  'delivered',
  'canceled',
  'waiting_payment',
];
const STATUSES_AFTER = [...STATUSES_BEFORE, 'unverified', 'expired'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('business_configurations')
    .addColumn('delivery_slot_max_items', 'integer', (col) => col.check(sql`delivery_slot_max_items >= 1`))
    .execute();
  await db.schema
    .alterTable('coupons')
    .addColumn('usage_limit', 'integer', (col) => col.check(sql`usage_limit >= 1`))
    .execute();
  await db.schema
    .alterTable('coupons')
    .addColumn('usage_limit_per_customer', 'integer', (col) => col.check(sql`usage_limit_per_customer >= 1`))
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('delivery_slot_units', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`delivery_slot_units >= 0`),
    )
    .execute();
  await db.schema.alterTable('orders').addColumn('customer_phone_e164', 'text').execute();
  await widenOrderStatuses(db, STATUSES_BEFORE, STATUSES_AFTER);
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

  await db.schema
    .createTable('coupon_use_counts')
    .$call(businessId)
    .addColumn('coupon_id', 'integer', (col) => col.notNull())
    // '' counts every use of the coupon; `email:…` / `phone:…` count one customer's.
    .addColumn('customer_key', 'text', (col) => col.notNull())
    .addColumn('uses', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`uses >= 0`),
    )
    .addPrimaryKeyConstraint('coupon_use_counts_pk', ['business_id', 'coupon_id', 'customer_key'])
    .execute();

  await db.schema
    .createTable('order_coupon_uses')
    .$call(businessId)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('coupon_id', 'integer', (col) => col.notNull())
    .addColumn('customer_key', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_coupon_uses_pk', ['order_id', 'customer_key'])
    .execute();

  // The expiry sweep reads unverified order codes by due time.
  await db.schema
    .createIndex('verification_codes_due_idx')
    .on('verification_codes')
    .columns(['purpose', 'status', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('verification_codes_due_idx').execute();
  await db.schema.dropTable('order_coupon_uses').execute();
  await db.schema.dropTable('coupon_use_counts').execute();
  await db.schema.dropIndex('orders_customer_phone_idx').execute();
  await db.schema.dropIndex('orders_customer_email_idx').execute();
  await widenOrderStatuses(db, STATUSES_AFTER, STATUSES_BEFORE);
  await db.schema.alterTable('orders').dropColumn('customer_phone_e164').execute();
  await db.schema.alterTable('orders').dropColumn('delivery_slot_units').execute();
  await db.schema.alterTable('coupons').dropColumn('usage_limit_per_customer').execute();
  await db.schema.alterTable('coupons').dropColumn('usage_limit').execute();
  await db.schema.alterTable('business_configurations').dropColumn('delivery_slot_max_items').execute();
}

/** Replaces the CHECK on orders.status_code: in place on PostgreSQL, by a table rebuild on SQLite. */
async function widenOrderStatuses(
  db: Kysely<unknown>,
  from: readonly string[],
  to: readonly string[],
): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    // PostgreSQL names a column CHECK <table>_<column>_check (migration 0002 declared it unnamed).
    await sql`alter table orders drop constraint orders_status_code_check`.execute(db);
    await sql`alter table orders add constraint orders_status_code_check check (${oneOf('status_code', to)})`.execute(
      db,
    );
    return;
  }
  const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
  await sqliteRebuildTable(db, 'orders', (createSql) =>
    createSql.replace(`check ("status_code" in (${list(from)}))`, `check ("status_code" in (${list(to)}))`),
  );
}
