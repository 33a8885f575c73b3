import type { Kysely } from 'kysely';

/*
 * Orders in the customer's language (issue 31 item 6, docs/decisions/041).
 *
 * An order line kept one name per product, option, item and removed
 * ingredient: the catalogue's own (the business's language), so an English
 * customer whose cart said "Dough: Classic" read "Impasto Classico" on the
 * order pages and e-mails. Each of those names now has a twin in the order's
 * language (`orders.locale`), written at order time like the first so a
 * product renamed later leaves past orders as they were. The first names stay
 * the business's (the new-order e-mail, any staff view). Orders placed before
 * have no twin (null): they show the name they kept.
 *
 * `delivery_delay_notice_json`: the checkout's delivery-delay notice per
 * language, like the other notices of the business file (the parameter
 * DELIVERY_DELAY_NOTICE is one text, in the business's language).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('name_in_order_locale', 'text').execute();
  await db.schema.alterTable('order_lines').addColumn('category_name_in_order_locale', 'text').execute();
  await db.schema.alterTable('order_line_options').addColumn('option_name_in_order_locale', 'text').execute();
  await db.schema.alterTable('order_line_options').addColumn('item_name_in_order_locale', 'text').execute();
  await db.schema.alterTable('order_line_removed_items').addColumn('name_in_order_locale', 'text').execute();
  await db.schema
    .alterTable('business_configurations')
    .addColumn('delivery_delay_notice_json', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('business_configurations').dropColumn('delivery_delay_notice_json').execute();
  await db.schema.alterTable('order_line_removed_items').dropColumn('name_in_order_locale').execute();
  await db.schema.alterTable('order_line_options').dropColumn('item_name_in_order_locale').execute();
  await db.schema.alterTable('order_line_options').dropColumn('option_name_in_order_locale').execute();
  await db.schema.alterTable('order_lines').dropColumn('category_name_in_order_locale').execute();
  await db.schema.alterTable('order_lines').dropColumn('name_in_order_locale').execute();
}
