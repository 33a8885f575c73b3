import { sql, type Kysely } from 'kysely';
import { autoId, businessId, cents, flag, oneOf, timestamp } from './schema-helpers.ts';

/*
 * Businesses and everything the business file describes (spec §3). Catalogue
 * rows keep the ids of the business file, scoped per business: their primary
 * key is (business_id, id). Code lists are written out here, not imported from
 * @ordina/contracts, so this migration keeps meaning what it meant when it ran.
 */

const LOCALES = ['it', 'en', 'fr', 'de'];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const TIMETABLE_KINDS = ['order_accept', 'public_open', 'delivery'];
const DELIVERY_METHODS = [
  'home_delivery',
  'pick_up',
  'take_away',
  'table_delivery',
  'beach_umbrella_delivery',
  'car_delivery',
];
const TRANSLATED_ENTITIES = ['category', 'product', 'removable_item', 'option', 'option_item', 'coupon'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('businesses')
    .$call(autoId(db))
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .$call(timestamp(db, 'created_at'))
    .$call(timestamp(db, 'updated_at'))
    .execute();

  await db.schema
    .createTable('business_configurations')
    .addColumn('business_id', 'integer', (col) =>
      col.primaryKey().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('logo', 'text', (col) => col.notNull())
    .addColumn('color_primary', 'text', (col) => col.notNull())
    .addColumn('color_secondary', 'text', (col) => col.notNull())
    .addColumn('color_navbar_background', 'text', (col) => col.notNull())
    .addColumn('color_navbar_text', 'text', (col) => col.notNull())
    .addColumn('color_coupon', 'text', (col) => col.notNull())
    .addColumn('color_button', 'text', (col) => col.notNull())
    .addColumn('color_button_text', 'text', (col) => col.notNull())
    .$call(flag('has_sms_to_spend'))
    .$call(flag('image_box_list'))
    .$call(flag('image_box_product_list'))
    .addColumn('route_privacy_policy', 'text', (col) => col.notNull())
    .addColumn('route_oauth_google', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('route_oauth_facebook', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('customer_auth_type', 'text', (col) =>
      col.notNull().check(oneOf('customer_auth_type', ['solo_guest', 'guest_or_login', 'solo_login'])),
    )
    .addColumn('menu_delivery_mode', 'text', (col) =>
      col.notNull().check(oneOf('menu_delivery_mode', ['solo_delivery', 'solo_menu', 'delivery_and_menu'])),
    )
    .addColumn('link_menu_delivery', 'text', (col) =>
      col.notNull().check(oneOf('link_menu_delivery', ['0', '1'])),
    )
    .addColumn('order_verify_data', 'text', (col) =>
      col.notNull().check(oneOf('order_verify_data', ['no', 'email', 'email_sms'])),
    )
    .addColumn('time_zone', 'text', (col) => col.notNull())
    // Per-locale free texts: nested, only ever read whole.
    .addColumn('notice_json', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('food_intolerance_text_json', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('removable_items_title_json', 'text', (col) => col.notNull().defaultTo('{}'))
    .$call(cents('delivery_price'))
    .$call(cents('delivery_threshold_free'))
    .$call(cents('delivery_min_order'))
    .$call(cents('delivery_price_per_product'))
    .addColumn('delivery_slot_minutes', 'integer', (col) =>
      col.notNull().check(sql`delivery_slot_minutes > 0`),
    )
    .addColumn('delivery_slot_max_orders', 'integer', (col) =>
      col.notNull().check(sql`delivery_slot_max_orders > 0`),
    )
    .execute();

  await db.schema
    .createTable('business_params')
    .$call(businessId)
    .addColumn('param_name', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('business_params_pk', ['business_id', 'param_name'])
    .execute();

  await db.schema
    .createTable('business_languages')
    .$call(businessId)
    .addColumn('locale', 'text', (col) => col.notNull().check(oneOf('locale', LOCALES)))
    .$call(flag('is_default'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('business_languages_pk', ['business_id', 'locale'])
    .execute();

  await db.schema
    .createTable('anagraphics')
    .addColumn('business_id', 'integer', (col) =>
      col.primaryKey().references('businesses.id').onDelete('cascade'),
    )
    .addColumn('anagraphic_id', 'integer', (col) => col.notNull())
    .addColumn('id_attivita', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('zip_code', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('province', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('mobile_phone', 'text', (col) => col.notNull())
    .addColumn('website', 'text', (col) => col.notNull())
    .addColumn('facebook', 'text', (col) => col.notNull())
    .addColumn('instagram', 'text', (col) => col.notNull())
    .addColumn('whatsapp', 'text', (col) => col.notNull())
    .addColumn('google_map_url', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('logo', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('timetables')
    .$call(businessId)
    .addColumn('kind', 'text', (col) => col.notNull().check(oneOf('kind', TIMETABLE_KINDS)))
    .addColumn('weekday', 'text', (col) => col.notNull().check(oneOf('weekday', WEEKDAYS)))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('from_time', 'text', (col) => col.notNull())
    .addColumn('to_time', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('timetables_pk', ['business_id', 'kind', 'weekday', 'position'])
    .execute();

  await db.schema
    .createTable('delivery_zone_points')
    .$call(businessId)
    .addColumn('zone_index', 'integer', (col) => col.notNull())
    .addColumn('point_index', 'integer', (col) => col.notNull())
    .addColumn('lat', 'double precision', (col) => col.notNull())
    .addColumn('lng', 'double precision', (col) => col.notNull())
    .addPrimaryKeyConstraint('delivery_zone_points_pk', ['business_id', 'zone_index', 'point_index'])
    .execute();

  await db.schema
    .createTable('payment_methods')
    .$call(businessId)
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .$call(flag('is_online'))
    // Per-locale label/description: nested, only ever read whole.
    .addColumn('languages_json', 'text', (col) => col.notNull().defaultTo('{}'))
    .addPrimaryKeyConstraint('payment_methods_pk', ['business_id', 'code'])
    .execute();

  await db.schema
    .createTable('delivery_methods')
    .$call(businessId)
    .addColumn('code', 'text', (col) => col.notNull().check(oneOf('code', DELIVERY_METHODS)))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('delivery_methods_pk', ['business_id', 'code'])
    .execute();

  await db.schema
    .createTable('delivery_method_payment_types')
    .$call(businessId)
    .addColumn('delivery_method_code', 'text', (col) => col.notNull())
    .addColumn('payment_method_code', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('delivery_method_payment_types_pk', [
      'business_id',
      'delivery_method_code',
      'payment_method_code',
    ])
    .addForeignKeyConstraint(
      'delivery_method_payment_types_method_fk',
      ['business_id', 'delivery_method_code'],
      'delivery_methods',
      ['business_id', 'code'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'delivery_method_payment_types_payment_fk',
      ['business_id', 'payment_method_code'],
      'payment_methods',
      ['business_id', 'code'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('category_option_groups')
    .$call(businessId)
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('category_option_groups_pk', ['business_id', 'id'])
    .execute();

  await db.schema
    .createTable('categories')
    .$call(businessId)
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('icon', 'text')
    .addColumn('options_group_id', 'integer')
    .addPrimaryKeyConstraint('categories_pk', ['business_id', 'id'])
    .addUniqueConstraint('categories_slug_unique', ['business_id', 'slug'])
    .addForeignKeyConstraint(
      'categories_options_group_fk',
      ['business_id', 'options_group_id'],
      'category_option_groups',
      ['business_id', 'id'],
    )
    .execute();

  await db.schema
    .createTable('products')
    .$call(businessId)
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('icon', 'text')
    .addColumn('price', 'integer', (col) => col.check(sql`price >= 0`))
    .addColumn('price_menu', 'integer', (col) => col.check(sql`price_menu >= 0`))
    .$call(flag('view_on_delivery'))
    .$call(flag('view_on_digital_menu'))
    .addPrimaryKeyConstraint('products_pk', ['business_id', 'id'])
    .addForeignKeyConstraint('products_category_fk', ['business_id', 'category_id'], 'categories', [
      'business_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('products_category_idx')
    .on('products')
    .columns(['business_id', 'category_id'])
    .execute();

  // A removable item is an ingredient: one row per id, linked to every product that lists it.
  await db.schema
    .createTable('removable_items')
    .$call(businessId)
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('removable_items_pk', ['business_id', 'id'])
    .execute();

  await db.schema
    .createTable('product_removable_items')
    .$call(businessId)
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('removable_item_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_removable_items_pk', ['business_id', 'product_id', 'removable_item_id'])
    .addForeignKeyConstraint(
      'product_removable_items_product_fk',
      ['business_id', 'product_id'],
      'products',
      ['business_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'product_removable_items_item_fk',
      ['business_id', 'removable_item_id'],
      'removable_items',
      ['business_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('category_options')
    .$call(businessId)
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('group_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .$call(flag('multi_select'))
    .addColumn('min_select', 'integer', (col) => col.notNull().check(sql`min_select >= 0`))
    .addColumn('max_select', 'integer', (col) => col.notNull().check(sql`max_select >= 0`))
    .addPrimaryKeyConstraint('category_options_pk', ['business_id', 'id'])
    .addForeignKeyConstraint(
      'category_options_group_fk',
      ['business_id', 'group_id'],
      'category_option_groups',
      ['business_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('category_option_items')
    .$call(businessId)
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('option_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .$call(cents('price'))
    .addColumn('operand', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('category_option_items_pk', ['business_id', 'id'])
    .addForeignKeyConstraint(
      'category_option_items_option_fk',
      ['business_id', 'option_id'],
      'category_options',
      ['business_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('option_excluded_products')
    .$call(businessId)
    .addColumn('option_id', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('option_excluded_products_pk', ['business_id', 'option_id', 'product_id'])
    .addForeignKeyConstraint(
      'option_excluded_products_option_fk',
      ['business_id', 'option_id'],
      'category_options',
      ['business_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint(
      'option_excluded_products_product_fk',
      ['business_id', 'product_id'],
      'products',
      ['business_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('translations')
    .$call(businessId)
    .addColumn('entity_type', 'text', (col) => col.notNull().check(oneOf('entity_type', TRANSLATED_ENTITIES)))
    .addColumn('entity_id', 'integer', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull().check(oneOf('locale', LOCALES)))
    .addColumn('name', 'text')
    .addColumn('description', 'text')
    .addPrimaryKeyConstraint('translations_pk', ['business_id', 'entity_type', 'entity_id', 'locale'])
    .execute();

  await db.schema
    .createTable('coupons')
    .$call(businessId)
    .addColumn('id', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    // Upper-cased code: makes look-ups and uniqueness case-insensitive on both engines.
    .addColumn('code_normalized', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull().check(sql`value >= 0`))
    .addColumn('value_mode', 'text', (col) => col.notNull())
    .$call(flag('free_shipping'))
    .$call(cents('min_order_amount', 0))
    .addColumn('validity_from', 'text')
    .addColumn('validity_to', 'text')
    .addColumn('validity_hour_from', 'text')
    .addColumn('validity_hour_to', 'text')
    // Comma-separated weekday codes (mon,tue,…); empty means every day.
    .addColumn('validity_week_days', 'text', (col) => col.notNull().defaultTo(''))
    .$call(flag('at_first_order'))
    .$call(flag('automatic_order_binding'))
    .$call(flag('is_public', 1))
    .addPrimaryKeyConstraint('coupons_pk', ['business_id', 'id'])
    .addUniqueConstraint('coupons_code_unique', ['business_id', 'code_normalized'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'coupons',
    'translations',
    'option_excluded_products',
    'category_option_items',
    'category_options',
    'product_removable_items',
    'removable_items',
    'products',
    'categories',
    'category_option_groups',
    'delivery_method_payment_types',
    'delivery_methods',
    'payment_methods',
    'delivery_zone_points',
    'timetables',
    'anagraphics',
    'business_languages',
    'business_params',
    'business_configurations',
    'businesses',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
