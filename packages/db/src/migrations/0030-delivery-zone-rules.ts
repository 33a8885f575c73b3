import { sql, type Kysely } from 'kysely';
import { businessId } from './schema-helpers.ts';

/*
 * Delivery zones with their own rules, and the Web Push switch (issue 37, docs/decisions/072 and 069).
 *
 * `delivery_zone_rules`: one row per zone of `delivery_order.deliveryZones` written as an object
 * (`{ name, polygon, deliveryPrice?, … }`), keyed by the zone's index, the same `zone_index` as its
 * points in `delivery_zone_points`. A bare polygon has no row and reads back bare. Each figure is in
 * cents and null when the zone takes the business's own (the spec's single set stays the default).
 *
 * `business_configurations.web_push`: the business file's `configuration.web_push`, 0 (off) for every
 * business stored before.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_zone_rules')
    .$call(businessId)
    .addColumn('zone_index', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('delivery_price', 'integer', (col) => col.check(sql`delivery_price >= 0`))
    .addColumn('delivery_price_per_product', 'integer', (col) =>
      col.check(sql`delivery_price_per_product >= 0`),
    )
    .addColumn('delivery_threshold_free', 'integer', (col) => col.check(sql`delivery_threshold_free >= 0`))
    .addColumn('delivery_min_order', 'integer', (col) => col.check(sql`delivery_min_order >= 0`))
    .addPrimaryKeyConstraint('delivery_zone_rules_pk', ['business_id', 'zone_index'])
    .execute();
  await db.schema
    .alterTable('business_configurations')
    .addColumn('web_push', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`web_push in (0, 1)`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('business_configurations').dropColumn('web_push').execute();
  await db.schema.dropTable('delivery_zone_rules').execute();
}
