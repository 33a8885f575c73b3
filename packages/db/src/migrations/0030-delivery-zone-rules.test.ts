import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratedUpTo } from '../test/migration-test.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';

// Migration 0030 (docs/decisions/072, 069): the zones' own figures and the Web Push switch. A business
// stored before keeps its bare zones and has Web Push off; the migration goes back down cleanly.
describe.each(TEST_DIALECTS)('migration 0030-delivery-zone-rules on %s', (dialect) => {
  const database = useTestDatabase(dialect, { migrate: false });

  it('adds the zone rules (figures optional, never negative) and web_push off for stored businesses, and goes back down', async () => {
    const { db } = database();
    const { migrator, businessId } = await migratedUpTo(db, '0028-push-subscriptions', 'm30', {
      allowUnorderedMigrations: true,
    });
    await sql`insert into business_configurations (business_id, logo, color_primary, color_secondary,
      color_navbar_background, color_navbar_text, color_coupon, color_button, color_button_text,
      has_sms_to_spend, image_box_list, image_box_product_list, route_privacy_policy, route_oauth_google,
      route_oauth_facebook, customer_auth_type, menu_delivery_mode, link_menu_delivery, order_verify_data,
      time_zone, notice_json, food_intolerance_text_json, removable_items_title_json, delivery_price,
      delivery_threshold_free, delivery_min_order, delivery_price_per_product, delivery_slot_minutes,
      delivery_slot_max_orders)
      values (${businessId}, '', '#000', '#000', '#000', '#fff', '#000', '#000', '#fff', 0, 0, 0, '/p', '', '',
      'solo_guest', 'solo_delivery', '1', 'no', 'Europe/Rome', '{}', '{}', '{}', 250, 3000, 1200, 0, 15, 4)`.execute(
      db,
    );

    const up = await migrator.migrateTo('0030-delivery-zone-rules');
    expect(up.error).toBeUndefined();
    expect(
      await db
        .selectFrom('business_configurations')
        .select('web_push')
        .where('business_id', '=', businessId)
        .execute(),
    ).toEqual([{ web_push: 0 }]);
    await db
      .insertInto('delivery_zone_rules')
      .values([
        {
          business_id: businessId,
          zone_index: 1,
          name: 'Centro',
          delivery_price: 100,
          delivery_price_per_product: null,
          delivery_threshold_free: null,
          delivery_min_order: 800,
        },
      ])
      .execute();
    expect(
      await db
        .selectFrom('delivery_zone_rules')
        .select(['zone_index', 'name', 'delivery_price', 'delivery_min_order'])
        .execute(),
    ).toEqual([{ zone_index: 1, name: 'Centro', delivery_price: 100, delivery_min_order: 800 }]);
    // One row per zone, and no negative figure.
    await expect(
      sql`insert into delivery_zone_rules (business_id, zone_index, name) values (${businessId}, 1, 'Again')`.execute(
        db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`insert into delivery_zone_rules (business_id, zone_index, name, delivery_price) values (${businessId}, 2, 'Minus', -1)`.execute(
        db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`update business_configurations set web_push = 2 where business_id = ${businessId}`.execute(db),
    ).rejects.toThrow();

    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    const rows = await sql<Record<string, unknown>>`select * from business_configurations`.execute(db);
    expect(rows.rows.map((row) => ['web_push' in row, row['delivery_price']])).toEqual([[false, 250]]);
    await expect(sql`select * from delivery_zone_rules`.execute(db)).rejects.toThrow();
  });
});
