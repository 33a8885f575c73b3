import { sql, type Kysely } from 'kysely';

/*
 * The EU's 14 allergens (issue 37, docs/decisions/070).
 *
 * `allergens_json` on `products`, `removable_items` and `category_option_items`: the business file's
 * `allergens` of each, `{ "gluten": "contains", "milk": "traces" }` as JSON; null when the file says none
 * (so the catalogue rows of a business that never said stay as they were). Columns, not a table: the
 * catalogue import writes and the storefront reads each row whole, like `languages_json`.
 *
 * `business_configurations.show_allergens`: the business file's `configuration.show_allergens`, whether
 * the storefront shows them (opt-in: 0 for every business until its file says so).
 *
 * `order_lines.allergens_json`: what the placed line contained, computed by the server when the order was
 * placed (the product's, less those only its removed ingredients carried, plus its chosen items'), so the
 * board and the ticket say what was cooked even after the menu changes; null on lines placed before, or
 * when the line contained none.
 */

const CATALOGUE_TABLES = ['products', 'removable_items', 'category_option_items', 'order_lines'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of CATALOGUE_TABLES)
    await db.schema.alterTable(table).addColumn('allergens_json', 'text').execute();
  await db.schema
    .alterTable('business_configurations')
    .addColumn('show_allergens', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`show_allergens in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('business_configurations').dropColumn('show_allergens').execute();
  for (const table of [...CATALOGUE_TABLES].reverse())
    await db.schema.alterTable(table).dropColumn('allergens_json').execute();
}
