import type { Kysely } from 'kysely';

/*
 * A default item per option (issue 34 item 2): `category_options.default_item_id`
 * is the item the product dialog starts with chosen, so a required group need
 * not fail the first "Add". Null: none. No foreign key to
 * category_option_items: the items are written after their option when a
 * business file is imported, and the business file's schema already refuses a
 * default that is not one of the option's items; the browser and the order
 * checks treat a default like any choice (one no longer in the group is not chosen).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('category_options').addColumn('default_item_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('category_options').dropColumn('default_item_id').execute();
}
