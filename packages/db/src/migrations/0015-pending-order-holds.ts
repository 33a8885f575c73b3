import { sql, type Kysely } from 'kysely';
import { businessId } from './schema-helpers.ts';

/*
 * Pending holds counted apart (docs/decisions/042, issue 31 item 2). An
 * unverified or unpaid order holds its slot places and coupon uses for its
 * whole window (decision 007); without a count of its own, one anonymous
 * client could fill every slot of a day with orders it never confirms.
 *
 * - `delivery_slots.pending`: the units of `accepted` that pending orders hold.
 *   Placing a pending order raises both, only while the pending ones stay
 *   within their share of the slot; verifying or paying it lowers `pending`
 *   alone (its places were counted in `accepted` from the start).
 * - `orders.delivery_slot_pending_units`: what the order holds as pending; 0
 *   once confirmed or given back, so each move happens once.
 * - `pending_order_counts`: pending orders per holder (an e-mail, a phone, a
 *   client address, each only as its SHA-256), raised with `UPDATE … WHERE
 *   count < limit` like the coupon counters, so the caps hold on both engines
 *   and across servers; `order_pending_holders` remembers which counters an
 *   order raised, so ending its pending state gives them back exactly once.
 *
 * Orders already pending when this runs count as confirmed until they end:
 * at most one verification window (30 minutes) of the old behaviour.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('delivery_slots')
    .addColumn('pending', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`pending >= 0`),
    )
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('delivery_slot_pending_units', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`delivery_slot_pending_units >= 0`),
    )
    .execute();

  await db.schema
    .createTable('pending_order_counts')
    .$call(businessId)
    .addColumn('holder_key', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`count >= 0`),
    )
    .addPrimaryKeyConstraint('pending_order_counts_pk', ['business_id', 'holder_key'])
    .execute();

  await db.schema
    .createTable('order_pending_holders')
    .$call(businessId)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('holder_key', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_pending_holders_pk', ['order_id', 'holder_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_pending_holders').execute();
  await db.schema.dropTable('pending_order_counts').execute();
  await db.schema.alterTable('orders').dropColumn('delivery_slot_pending_units').execute();
  await db.schema.alterTable('delivery_slots').dropColumn('pending').execute();
}
