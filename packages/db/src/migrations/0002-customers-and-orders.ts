import { sql, type Kysely } from 'kysely';
import { autoId, businessId, cents, flag, oneOf, timestamp } from './schema-helpers.ts';

/*
 * Customers, their sessions and saved addresses, and orders. An order keeps a
 * snapshot of what was bought (names, prices, codes), never a foreign key into
 * the catalogue: the catalogue is replaced by every business-file import and an
 * order must read the same afterwards.
 */

const ORDER_STATUSES = [
  'to_manage',
  'confirmed',
  'ready_delivery',
  'delivered',
  'canceled',
  'waiting_payment',
];
const DELIVERY_METHODS = [
  'home_delivery',
  'pick_up',
  'take_away',
  'table_delivery',
  'beach_umbrella_delivery',
  'car_delivery',
];
const LOCALES = ['it', 'en', 'fr', 'de'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .$call(autoId(db))
    .$call(businessId)
    // Stored lower-cased by the caller, so the unique constraint is case-insensitive.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('lastname', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .$call(flag('privacy_policy_accepted'))
    .addColumn('privacy_policy_accepted_at', 'text')
    .$call(flag('newsletter'))
    .$call(flag('has_ordered'))
    .addColumn('email_verified_at', 'text')
    .addColumn('google_subject', 'text')
    .addColumn('facebook_subject', 'text')
    // Set when the account is deleted: personal data is anonymised, the row stays for its orders.
    .addColumn('deleted_at', 'text')
    .$call(timestamp(db, 'created_at'))
    .$call(timestamp(db, 'updated_at'))
    .addUniqueConstraint('users_email_unique', ['business_id', 'email'])
    .addUniqueConstraint('users_google_unique', ['business_id', 'google_subject'])
    .addUniqueConstraint('users_facebook_unique', ['business_id', 'facebook_subject'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .$call(businessId)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .$call(timestamp(db, 'created_at'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('saved_addresses')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('street_number', 'text', (col) => col.notNull())
    .addColumn('zipcode', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('floor', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('intercom_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('lat', 'double precision', (col) => col.notNull())
    .addColumn('lng', 'double precision', (col) => col.notNull())
    .addColumn('google_place_id', 'text')
    .$call(flag('is_default'))
    .$call(timestamp(db, 'created_at'))
    .execute();
  await db.schema.createIndex('saved_addresses_user_idx').on('saved_addresses').column('user_id').execute();
  // At most one default address per user.
  await db.schema
    .createIndex('saved_addresses_one_default_idx')
    .on('saved_addresses')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await db.schema
    .createTable('orders')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('code', 'text', (col) => col.notNull())
    // Unguessable secret that, with the id, opens the order's public pages.
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('status_code', 'text', (col) => col.notNull().check(oneOf('status_code', ORDER_STATUSES)))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('customer_name', 'text', (col) => col.notNull())
    .addColumn('customer_lastname', 'text', (col) => col.notNull())
    .addColumn('customer_email', 'text', (col) => col.notNull())
    .addColumn('customer_phone', 'text', (col) => col.notNull())
    .addColumn('customer_note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('delivery_method_code', 'text', (col) =>
      col.notNull().check(oneOf('delivery_method_code', DELIVERY_METHODS)),
    )
    // Table, umbrella or car plate for table/beach-umbrella/car service.
    .addColumn('delivery_local_place', 'text')
    .addColumn('delivery_address', 'text')
    .addColumn('delivery_street_number', 'text')
    .addColumn('delivery_zip_code', 'text')
    .addColumn('delivery_city', 'text')
    .addColumn('delivery_country', 'text')
    .addColumn('delivery_floor', 'text')
    .addColumn('delivery_intercom_name', 'text')
    .addColumn('delivery_lat', 'double precision')
    .addColumn('delivery_lng', 'double precision')
    .addColumn('delivery_place_id', 'text')
    .addColumn('delivery_note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('delivery_date', 'text', (col) => col.notNull())
    .addColumn('delivery_time', 'text', (col) => col.notNull())
    .addColumn('payment_method_code', 'text', (col) => col.notNull())
    .$call(cents('amount'))
    .$call(cents('amount_delivery'))
    .$call(cents('amount_discount'))
    .$call(cents('amount_manual_discount', 0))
    .addColumn('manual_discount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('manual_discount_mode', 'text')
    .$call(cents('amount_final'))
    .addColumn('coupon_id', 'integer')
    .addColumn('coupon_code', 'text')
    .addColumn('coupon_discount_mode', 'text')
    .addColumn('coupon_discount_value', 'integer')
    .$call(flag('coupon_free_shipping'))
    .addColumn('locale', 'text', (col) => col.notNull().check(oneOf('locale', LOCALES)))
    .addColumn('verify_method', 'text', (col) =>
      col.check(oneOf('verify_method', ['verify_with_email', 'verify_with_sms'])),
    )
    .addColumn('verified_at', 'text')
    .$call(flag('newsletter_subscription'))
    .$call(flag('privacy_policy_accepted'))
    .$call(timestamp(db, 'created_at'))
    .$call(timestamp(db, 'updated_at'))
    .addUniqueConstraint('orders_code_unique', ['business_id', 'code'])
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('order_lines')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('product_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category_name', 'text', (col) => col.notNull())
    .addColumn('qty', 'integer', (col) => col.notNull().check(sql`qty > 0`))
    .$call(cents('unit_price'))
    .addColumn('unit_variations_price', 'integer', (col) => col.notNull())
    .$call(cents('final_price'))
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();

  await db.schema
    .createTable('order_line_options')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('order_line_id', 'integer', (col) =>
      col.notNull().references('order_lines.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('option_id', 'integer', (col) => col.notNull())
    .addColumn('option_name', 'text', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('item_name', 'text', (col) => col.notNull())
    .$call(cents('price'))
    .addColumn('operand', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_line_options_line_idx')
    .on('order_line_options')
    .column('order_line_id')
    .execute();

  await db.schema
    .createTable('order_line_removed_items')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('order_line_id', 'integer', (col) =>
      col.notNull().references('order_lines.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('removable_item_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_line_removed_items_line_idx')
    .on('order_line_removed_items')
    .column('order_line_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'order_line_removed_items',
    'order_line_options',
    'order_lines',
    'orders',
    'saved_addresses',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
