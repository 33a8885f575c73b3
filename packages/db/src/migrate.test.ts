import { NO_MIGRATIONS } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { shippedMigrator } from './test/migration-test.ts';
import { TEST_DIALECTS, useTestDatabase } from './test/test-databases.ts';
import { NO_DELIVERY_ADDRESS } from './test/orders-fixture.ts';

const APP_TABLES = [
  'anagraphics',
  'board_screens',
  'business_closures',
  'business_configurations',
  'business_languages',
  'business_operations',
  'business_params',
  'business_versions',
  'businesses',
  'categories',
  'category_option_groups',
  'category_option_items',
  'category_options',
  'coupon_use_counts',
  'coupons',
  'delivery_method_payment_types',
  'delivery_methods',
  'delivery_slots',
  'delivery_zone_points',
  'delivery_zone_rules',
  'idempotency_keys',
  'option_excluded_products',
  'order_coupon_uses',
  'order_events',
  'order_line_options',
  'order_line_removed_items',
  'order_lines',
  'order_owner_alerts',
  'order_pending_holders',
  'orders',
  'outbox_messages',
  'payment_events',
  'payment_methods',
  'payment_transactions',
  'pending_order_counts',
  'print_jobs',
  'product_removable_items',
  'products',
  'push_subscriptions',
  'rate_limit_counters',
  'removable_items',
  'saved_addresses',
  'server_secrets',
  'sessions',
  'social_sign_in_codes',
  'sold_out_items',
  'spent_captcha_solutions',
  'staff_audit',
  'staff_members',
  'staff_password_tokens',
  'staff_recovery_codes',
  'staff_sessions',
  'timetables',
  'translations',
  'users',
  'verification_codes',
];

describe.each(TEST_DIALECTS)('migrations on %s', (dialect) => {
  const database = useTestDatabase(dialect, { migrate: false });

  async function tableNames(): Promise<string[]> {
    const tables = await database().db.introspection.getTables();
    return tables
      .map((t) => t.name)
      .filter((name) => !name.startsWith('kysely_'))
      .sort();
  }

  it('applies every migration once, in order, and then has nothing left to do', async () => {
    const { db } = database();
    expect(await migrateToLatest(db)).toEqual([
      '0001-businesses-and-catalogue',
      '0002-customers-and-orders',
      '0003-delivery-slots-and-operations',
      '0004-server-secrets',
      '0005-spent-captcha-solutions',
      '0006-anonymised-users-without-email',
      '0007-rate-limit-counters',
      '0008-order-placement',
      '0009-business-messaging',
      '0010-payments',
      '0011-social-sign-in',
      '0012-first-order-lookup',
      '0013-order-cancel-reason',
      '0014-order-names-in-order-language',
      '0015-pending-order-holds',
      '0016-staff-access',
      '0017-order-actions',
      '0018-order-events',
      '0019-board-safety',
      '0020-totp-last-step',
      '0021-option-default-item',
      '0022-order-code-resends',
      '0023-business-versions',
      '0024-business-closures',
      '0025-orders-by-placing-time',
      '0026-business-version-origin',
      '0027-order-tips',
      '0028-push-subscriptions',
      '0029-allergens',
      '0030-delivery-zone-rules',
    ]);
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await tableNames()).toEqual(APP_TABLES);
  });

  it('gives every table but businesses a business_id column', async () => {
    const tables = await database().db.introspection.getTables();
    const withoutBusiness = tables
      .filter((t) => !t.name.startsWith('kysely_') && !t.columns.some((c) => c.name === 'business_id'))
      .map((t) => t.name);
    expect(withoutBusiness).toEqual(['businesses']);
  });

  it('enforces foreign keys: a product cannot point at a missing category', async () => {
    const { db } = database();
    const business = await db
      .insertInto('businesses')
      .values({ key: 'fk-check', name: 'FK' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto('products')
        .values({
          business_id: business.id,
          id: 1,
          category_id: 99,
          position: 0,
          name: 'Orphan',
          description: '',
          image: null,
          icon: null,
          price: 100,
          price_menu: null,
          view_on_delivery: 1,
          view_on_digital_menu: 1,
        })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it('keeps e-mails unique per business, not across businesses', async () => {
    const { db } = database();
    const a = await db
      .insertInto('businesses')
      .values({ key: 'email-a', name: 'A' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const b = await db
      .insertInto('businesses')
      .values({ key: 'email-b', name: 'B' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = (businessId: number) => ({
      business_id: businessId,
      email: 'ada@example.com',
      password_hash: null,
      name: 'Ada',
      lastname: 'Lovelace',
    });
    await db.insertInto('users').values(user(a.id)).execute();
    await db.insertInto('users').values(user(b.id)).execute();
    await expect(db.insertInto('users').values(user(a.id)).execute()).rejects.toThrow(/unique/i);
  });

  it('allows one default saved address per user', async () => {
    const { db } = database();
    const business = await db
      .insertInto('businesses')
      .values({ key: 'address-check', name: 'Addr' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await db
      .insertInto('users')
      .values({
        business_id: business.id,
        email: 'bo@example.com',
        password_hash: null,
        name: 'Bo',
        lastname: 'Bi',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const address = (isDefault: 0 | 1) => ({
      business_id: business.id,
      user_id: user.id,
      address: 'Via Roma',
      street_number: '1',
      city: 'Rimini',
      lat: 44.05,
      lng: 12.56,
      google_place_id: null,
      is_default: isDefault,
    });
    await db.insertInto('saved_addresses').values(address(1)).execute();
    await db.insertInto('saved_addresses').values(address(0)).execute();
    await expect(db.insertInto('saved_addresses').values(address(1)).execute()).rejects.toThrow(/unique/i);
  });

  it('rejects values outside a column’s allowed set (flags 0/1, order status codes)', async () => {
    const { db } = database();
    const business = await db
      .insertInto('businesses')
      .values({ key: 'check-check', name: 'C' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('category_option_groups')
      .values({ business_id: business.id, id: 1, position: 0, name: 'G' })
      .execute();
    await expect(
      db
        .insertInto('category_options')
        .values({
          business_id: business.id,
          id: 1,
          group_id: 1,
          position: 0,
          name: 'O',
          description: '',
          multi_select: 2 as 0,
          min_select: 0,
          max_select: 1,
        })
        .execute(),
    ).rejects.toThrow(/check constraint/i);
    await expect(
      db
        .insertInto('orders')
        .values({
          business_id: business.id,
          code: 'A1',
          hash: 'h',
          status_code: 'lost' as 'confirmed',
          user_id: null,
          customer_name: 'N',
          customer_lastname: 'L',
          customer_email: 'e@x.it',
          customer_phone: '+39',
          delivery_method_code: 'pick_up',
          delivery_local_place: null,
          ...NO_DELIVERY_ADDRESS,
          delivery_place_id: null,
          delivery_date: '2026-11-24',
          delivery_time: '20:00',
          payment_method_code: 'cash_on_delivery',
          amount: 1000,
          amount_delivery: 0,
          amount_discount: 0,
          amount_final: 1000,
          manual_discount_mode: null,
          coupon_id: null,
          coupon_code: null,
          coupon_discount_mode: null,
          coupon_discount_value: null,
          locale: 'it',
          verify_method: null,
          verified_at: null,
        })
        .execute(),
    ).rejects.toThrow(/check constraint/i);
  });

  it('fills created_at with the current UTC time in ISO-8601 form', async () => {
    const { db } = database();
    const before = new Date(Date.now() - 2000).toISOString();
    const row = await db
      .insertInto('businesses')
      .values({ key: 'clock', name: 'Clock' })
      .returning('created_at')
      .executeTakeFirstOrThrow();
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(row.created_at >= before).toBe(true);
    expect(row.created_at <= new Date(Date.now() + 2000).toISOString()).toBe(true);
  });

  it('migrates all the way down and back up', async () => {
    const { db } = database();
    const migrator = shippedMigrator(db);
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tableNames()).toEqual([]);
    expect(await migrateToLatest(db)).toHaveLength(Object.keys(migrations).length);
    expect(await tableNames()).toEqual(APP_TABLES);
  });
});
