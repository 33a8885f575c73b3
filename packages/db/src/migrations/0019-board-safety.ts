import { sql, type Kysely } from 'kysely';
import { autoId, businessId, flag, oneOf, timestamp } from './schema-helpers.ts';

/*
 * The restaurant's safety switches and safety net (issue 33, docs/decisions/046):
 *
 * - `businesses.board_*_minutes`: the business file's `board` section — minutes
 *   before an order not accepted alerts the owner (N), before it is rejected on
 *   its own (M), and without any board before ordering pauses itself (K).
 * - `business_operations`: one row per business holding the pause (reason,
 *   end; a `no_board` pause has no end: a board coming back ends it) and busy
 *   mode (extra minutes, end). Every end is stored, so each switch ends by
 *   itself: readers compare it with the clock, no job has to clear it.
 * - `sold_out_items`: a product or option item sold out until its `until` (the
 *   end of the business day) or until undone. No foreign key to the catalogue:
 *   a menu re-import replaces the catalogue rows under the same ids, and must
 *   not forget what the kitchen ran out of.
 * - `board_screens`: each board screen's last heartbeat (board health) and its
 *   own "auto-print accepted orders" setting.
 * - `order_owner_alerts`: an order whose late acceptance was told to the owner,
 *   once: the primary key is the claim, so two job runners never both send it.
 * - `print_jobs`: the kitchen-ticket queue. A job moves pending → printing →
 *   printed | failed with conditional updates, so two tabs never print one job
 *   twice; `auto_key` makes the automatic ticket of an accepted order one job
 *   however many screens ask for it.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('businesses')
    .addColumn('board_alert_after_minutes', 'integer', (col) => col.notNull().defaultTo(5))
    .execute();
  await db.schema
    .alterTable('businesses')
    .addColumn('board_reject_after_minutes', 'integer', (col) => col.notNull().defaultTo(15))
    .execute();
  await db.schema
    .alterTable('businesses')
    .addColumn('board_absent_pause_minutes', 'integer', (col) => col.notNull().defaultTo(3))
    .execute();

  await db.schema
    .createTable('business_operations')
    .addColumn('business_id', 'integer', (col) =>
      col.primaryKey().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('pause_reason', 'text', (col) => col.check(oneOf('pause_reason', ['staff', 'no_board'])))
    .addColumn('pause_since', 'text')
    .addColumn('pause_until', 'text')
    .addColumn('busy_minutes', 'integer', (col) => col.check(sql`busy_minutes in (15, 30)`))
    .addColumn('busy_since', 'text')
    .addColumn('busy_until', 'text')
    .$call(timestamp(db, 'updated_at'))
    .execute();

  await db.schema
    .createTable('sold_out_items')
    .$call(businessId)
    .addColumn('kind', 'text', (col) => col.notNull().check(oneOf('kind', ['product', 'option_item'])))
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('until', 'text', (col) => col.notNull())
    .$call(timestamp(db, 'created_at'))
    .addPrimaryKeyConstraint('sold_out_items_pk', ['business_id', 'kind', 'item_id'])
    .execute();

  await db.schema
    .createTable('board_screens')
    .$call(businessId)
    .addColumn('screen_id', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .$call(flag('auto_print'))
    .addPrimaryKeyConstraint('board_screens_pk', ['business_id', 'screen_id'])
    .execute();
  await db.schema
    .createIndex('board_screens_seen_idx')
    .on('board_screens')
    .columns(['business_id', 'last_seen_at'])
    .execute();

  await db.schema
    .createTable('order_owner_alerts')
    .addColumn('order_id', 'integer', (col) => col.primaryKey().references('orders.id').onDelete('cascade'))
    .$call(businessId)
    .addColumn('alerted_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('print_jobs')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(oneOf('status', ['pending', 'printing', 'printed', 'failed'])),
    )
    .addColumn('auto_key', 'text')
    .addColumn('screen_id', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .$call(timestamp(db, 'created_at'))
    .$call(timestamp(db, 'updated_at'))
    .addUniqueConstraint('print_jobs_auto_key_unique', ['business_id', 'auto_key'])
    .execute();
  await db.schema
    .createIndex('print_jobs_status_idx')
    .on('print_jobs')
    .columns(['business_id', 'status', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('print_jobs').execute();
  await db.schema.dropTable('order_owner_alerts').execute();
  await db.schema.dropTable('board_screens').execute();
  await db.schema.dropTable('sold_out_items').execute();
  await db.schema.dropTable('business_operations').execute();
  await db.schema.alterTable('businesses').dropColumn('board_absent_pause_minutes').execute();
  await db.schema.alterTable('businesses').dropColumn('board_reject_after_minutes').execute();
  await db.schema.alterTable('businesses').dropColumn('board_alert_after_minutes').execute();
}
