import type { Kysely } from 'kysely';

/*
 * Tips at checkout (issue 37, docs/decisions/067).
 *
 * `orders.amount_tip`: the tip in cents, part of `amount_final` like shipping (and so of what an online
 * payment charges), kept apart so the board, the tickets and the reports can say it. Orders placed
 * before carry none (0).
 *
 * `business_configurations.tips_json`: the business file's `configuration.tips` (whether the checkout
 * offers a tip, its percent presets and the largest tip); null for a business that never said, which
 * offers none.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('amount_tip', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('business_configurations').addColumn('tips_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('business_configurations').dropColumn('tips_json').execute();
  await db.schema.alterTable('orders').dropColumn('amount_tip').execute();
}
