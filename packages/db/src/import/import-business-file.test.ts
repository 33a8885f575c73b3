import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { BusinessFileInput } from '@ordina/contracts';
import { takeDeliverySlot } from '../repositories/delivery-slots.ts';
import type { Database } from '../tables.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { BusinessFileError } from './business-file-issues.ts';
import { CATALOGUE_TABLES } from './catalogue-rows.ts';
import { importBusinessFile } from './import-business-file.ts';

/** Every catalogue row of a business, table by table, in a stable order. */
async function catalogueSnapshot(
  db: Kysely<Database>,
  businessId: number,
): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of CATALOGUE_TABLES) {
    const result = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table)} where business_id = ${businessId}`.execute(db);
    snapshot[table] = result.rows.map((row) => JSON.stringify(row, Object.keys(row).sort())).sort();
  }
  return snapshot;
}

async function rowCounts(db: Kysely<Database>, businessId: number): Promise<Record<string, number>> {
  const snapshot = await catalogueSnapshot(db, businessId);
  return Object.fromEntries(Object.entries(snapshot).map(([table, rows]) => [table, rows.length]));
}

function withKey(file: BusinessFileInput, key: string): BusinessFileInput {
  return { ...file, business: { key, name: `Business ${key}` } };
}

// The fixture's rows, counted by hand from src/test/fixture-business.ts.
const FIXTURE_ROWS = {
  business_configurations: 1,
  business_params: 2,
  business_languages: 2,
  anagraphics: 1,
  timetables: 13, // order accept 2+2+1+1, public open 2+2+1, delivery 1+1
  business_closures: 3,
  delivery_zone_points: 4,
  delivery_zone_rules: 0,
  payment_methods: 2,
  delivery_methods: 2,
  delivery_method_payment_types: 3,
  category_option_groups: 1,
  categories: 3,
  products: 5,
  removable_items: 3, // Mozzarella is shared by Margherita and Diavola
  product_removable_items: 4,
  category_options: 2,
  category_option_items: 5,
  option_excluded_products: 2,
  translations: 7, // category 10 en; product 100 en+fr; ingredient 1 en; option 51 en; item 502 en; coupon 1 en
  coupons: 3,
};

describe.each(TEST_DIALECTS)('importBusinessFile on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('loads the whole file and reports the rows of each table', async () => {
    const { db } = database();
    const summary = await importBusinessFile(db, withKey(fixtureBusinessFile(), 'first-load'));
    expect(summary.key).toBe('first-load');
    expect(summary.name).toBe('Business first-load');
    expect(summary.rows).toEqual(FIXTURE_ROWS);
    expect(await rowCounts(db, summary.businessId)).toEqual(FIXTURE_ROWS);
  });

  it('stores file ids as row ids, flags as 0/1, money as cents and codes upper-cased for look-up', async () => {
    const { db } = database();
    const { businessId } = await importBusinessFile(db, withKey(fixtureBusinessFile(), 'stored-values'));
    const dayPizza = await db
      .selectFrom('products')
      .selectAll()
      .where('business_id', '=', businessId)
      .where('id', '=', 102)
      .executeTakeFirstOrThrow();
    expect(dayPizza).toMatchObject({
      category_id: 10,
      price: null,
      price_menu: null,
      view_on_delivery: 0,
      view_on_digital_menu: 1,
      image: '/img/giorno.jpg',
    });
    const friends = await db
      .selectFrom('coupons')
      .selectAll()
      .where('business_id', '=', businessId)
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(friends).toMatchObject({
      code: 'Amici5',
      code_normalized: 'AMICI5',
      value: 500,
      value_mode: 'euro',
      is_public: 0,
      validity_week_days: '',
      usage_limit: 50,
      usage_limit_per_customer: 1,
    });
    const config = await db
      .selectFrom('business_configurations')
      .selectAll()
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    expect(config).toMatchObject({
      delivery_price: 250,
      delivery_threshold_free: 3000,
      delivery_slot_minutes: 20,
      delivery_slot_max_items: null,
      has_sms_to_spend: 1,
      image_box_list: 1,
    });
    expect(JSON.parse(config.notice_json)).toEqual({
      it: '<p>Aperti anche a Ferragosto</p>',
      en: '<p>Open on 15 August too</p>',
    });
    const saturday = await db
      .selectFrom('timetables')
      .select(['from_time', 'to_time'])
      .where('business_id', '=', businessId)
      .where('kind', '=', 'order_accept')
      .where('weekday', '=', 'sat')
      .execute();
    expect(saturday).toEqual([{ from_time: '18:00', to_time: '00:00' }]);
    const closures = await db
      .selectFrom('business_closures')
      .select(['position', 'from_date', 'to_date', 'is_closed', 'intervals_json', 'note_json'])
      .where('business_id', '=', businessId)
      .orderBy('position')
      .execute();
    expect(closures).toEqual([
      {
        position: 0,
        from_date: '2020-12-25',
        to_date: '2020-12-25',
        is_closed: 1,
        intervals_json: '[]',
        note_json: JSON.stringify({ it: 'Natale', en: 'Christmas' }),
      },
      {
        position: 1,
        from_date: '2020-01-07',
        to_date: '2020-01-31',
        is_closed: 1,
        intervals_json: '[]',
        note_json: '{}',
      },
      {
        position: 2,
        from_date: '2020-08-15',
        to_date: '2020-08-15',
        is_closed: 0,
        intervals_json: JSON.stringify([{ from: '19:00', to: '02:00' }]),
        note_json: '{}',
      },
    ]);
  });

  it('stores the messaging settings; a re-import without sms_credit keeps the credit left (docs/decisions/017)', async () => {
    const { db } = database();
    const file = withKey(fixtureBusinessFile(), 'messaging');
    const { businessId } = await importBusinessFile(db, file);
    const business = () =>
      db
        .selectFrom('businesses')
        .select(['new_order_email', 'sms_credit'])
        .where('id', '=', businessId)
        .executeTakeFirstOrThrow();
    expect(await business()).toEqual({ new_order_email: 'ordini@trattoria-test.example', sms_credit: 100 });
    await db.updateTable('businesses').set({ sms_credit: 7 }).where('id', '=', businessId).execute();
    await importBusinessFile(db, { ...file, messaging: { new_order_email: null } });
    expect(await business()).toEqual({ new_order_email: null, sms_credit: 7 });
    await importBusinessFile(db, { ...file, messaging: { new_order_email: null, sms_credit: 500 } });
    expect((await business()).sms_credit).toBe(500);
  });

  it('is idempotent: importing the same file again leaves the same rows and the same business id', async () => {
    const { db } = database();
    const first = await importBusinessFile(db, withKey(fixtureBusinessFile(), 'idempotent'));
    const before = await catalogueSnapshot(db, first.businessId);
    const second = await importBusinessFile(db, withKey(fixtureBusinessFile(), 'idempotent'));
    expect(second.businessId).toBe(first.businessId);
    expect(await catalogueSnapshot(db, second.businessId)).toEqual(before);
    expect(await rowCounts(db, second.businessId)).toEqual(FIXTURE_ROWS);
  });

  it('refuses a bad file with every problem and its JSON path, and changes nothing', async () => {
    const { db } = database();
    const { businessId } = await importBusinessFile(db, withKey(fixtureBusinessFile(), 'bad-file'));
    const before = await catalogueSnapshot(db, businessId);

    const bad = withKey(fixtureBusinessFile(), 'bad-file');
    bad.products[3]!.categoryId = 99;
    bad.category_options![0]!.options[0]!.excluded_products_id = [404];
    const error = await importBusinessFile(db, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessFileError);
    expect((error as BusinessFileError).issues).toEqual([
      { path: 'products[3].categoryId', message: 'unknown category 99' },
      { path: 'category_options[0].options[0].excluded_products_id[0]', message: 'unknown product 404' },
    ]);
    expect(await catalogueSnapshot(db, businessId)).toEqual(before);

    const notEvenAFile = { business: { key: 'never-created', name: 'X' } };
    await expect(importBusinessFile(db, notEvenAFile)).rejects.toBeInstanceOf(BusinessFileError);
    expect(
      await db.selectFrom('businesses').select('id').where('key', '=', 'never-created').execute(),
    ).toEqual([]);
  });

  it('refuses an overlapping weekly interval at its path and writes nothing, no version either (decision 060)', async () => {
    const { db } = database();
    const { businessId } = await importBusinessFile(db, withKey(fixtureBusinessFile(), 'bad-hours'));
    const before = await catalogueSnapshot(db, businessId);
    const versionsBefore = await db
      .selectFrom('business_versions')
      .select('version')
      .where('business_id', '=', businessId)
      .execute();

    const bad = withKey(fixtureBusinessFile(), 'bad-hours');
    bad.delivery_order.orderAcceptTimetables = {
      mon: [
        { from: '12:00', to: '15:00' },
        { from: '14:00', to: '16:00' },
      ],
    };
    const error = await importBusinessFile(db, bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessFileError);
    expect((error as BusinessFileError).issues).toEqual([
      {
        path: 'delivery_order.orderAcceptTimetables.mon[1].from',
        message: 'overlaps interval 1 of the same day',
      },
    ]);
    expect(await catalogueSnapshot(db, businessId)).toEqual(before);
    expect(
      await db
        .selectFrom('business_versions')
        .select('version')
        .where('business_id', '=', businessId)
        .execute(),
    ).toEqual(versionsBefore);
  });

  it('replaces the catalogue and keeps the business’s users, orders and delivery slots', async () => {
    const { db } = database();
    const { businessId } = await importBusinessFile(db, withKey(fixtureBusinessFile(), 'replace'));
    await db
      .insertInto('users')
      .values({
        business_id: businessId,
        email: 'cliente@example.com',
        password_hash: null,
        name: 'Cli',
        lastname: 'Ente',
      })
      .execute();
    expect(await takeDeliverySlot(db, businessId, '2026-11-24', '20:00', 3)).toBe(true);

    const changed = withKey(fixtureBusinessFile(), 'replace');
    changed.products = changed.products.filter((p) => p.id !== 201);
    changed.products.find((p) => p.id === 200)!.categoryId = 10;
    changed.categories[0]!.options_id = null;
    changed.category_options = [];
    changed.coupons = [{ id: 9, code: 'NUOVO', value: 5 }];
    const summary = await importBusinessFile(db, changed);

    expect(summary.businessId).toBe(businessId);
    expect(
      await db
        .selectFrom('products')
        .select('id')
        .where('business_id', '=', businessId)
        .orderBy('id')
        .execute(),
    ).toEqual([{ id: 100 }, { id: 101 }, { id: 102 }, { id: 200 }]);
    expect(
      await db
        .selectFrom('products')
        .select('category_id')
        .where('business_id', '=', businessId)
        .where('id', '=', 200)
        .executeTakeFirst(),
    ).toEqual({
      category_id: 10,
    });
    expect(
      await db.selectFrom('category_options').select('id').where('business_id', '=', businessId).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('coupons').select(['id', 'code']).where('business_id', '=', businessId).execute(),
    ).toEqual([{ id: 9, code: 'NUOVO' }]);
    const translated = await db
      .selectFrom('translations')
      .select(['entity_type', 'entity_id'])
      .where('business_id', '=', businessId)
      .orderBy('entity_type')
      .orderBy('entity_id')
      .execute();
    expect(translated).toEqual([
      { entity_type: 'category', entity_id: 10 },
      { entity_type: 'product', entity_id: 100 },
      { entity_type: 'product', entity_id: 100 },
      { entity_type: 'removable_item', entity_id: 1 },
    ]);
    expect(
      await db.selectFrom('users').select('email').where('business_id', '=', businessId).execute(),
    ).toEqual([{ email: 'cliente@example.com' }]);
    expect(
      await db
        .selectFrom('delivery_slots')
        .select(['date', 'time', 'accepted'])
        .where('business_id', '=', businessId)
        .execute(),
    ).toEqual([{ date: '2026-11-24', time: '20:00', accepted: 1 }]);
  });

  it('keeps businesses apart: the same file ids in two businesses, re-importing one leaves the other alone', async () => {
    const { db } = database();
    const a = await importBusinessFile(db, withKey(fixtureBusinessFile(), 'isolated-a'));
    const b = await importBusinessFile(db, withKey(fixtureBusinessFile(), 'isolated-b'));
    expect(b.businessId).not.toBe(a.businessId);
    const bBefore = await catalogueSnapshot(db, b.businessId);

    const smaller = withKey(fixtureBusinessFile(), 'isolated-a');
    smaller.products = smaller.products.filter((p) => p.categoryId !== 20);
    smaller.categories = smaller.categories.filter((c) => c.id !== 20);
    await importBusinessFile(db, smaller);

    expect((await rowCounts(db, a.businessId)).products).toBe(3);
    expect(await catalogueSnapshot(db, b.businessId)).toEqual(bBefore);
  });

  it('writes in one transaction: a failure on the last table rolls every table back', async () => {
    const { db } = database();
    const { businessId } = await importBusinessFile(db, withKey(fixtureBusinessFile(), 'atomic'));
    const before = await catalogueSnapshot(db, businessId);

    // Make the database itself refuse the coupons, which are written last.
    if (dialect === 'sqlite') {
      await sql`create trigger refuse_coupons before insert on coupons begin select raise(abort, 'coupons refused'); end`.execute(
        db,
      );
    } else {
      await sql`create function refuse_coupons() returns trigger language plpgsql as $$ begin raise exception 'coupons refused'; end $$`.execute(
        db,
      );
      await sql`create trigger refuse_coupons before insert on coupons for each row execute function refuse_coupons()`.execute(
        db,
      );
    }
    try {
      const changed = withKey(fixtureBusinessFile(), 'atomic');
      changed.business.name = 'Renamed';
      changed.products = changed.products.filter((p) => p.categoryId !== 20);
      await expect(importBusinessFile(db, changed)).rejects.toThrow('coupons refused');
    } finally {
      await sql`drop trigger refuse_coupons${dialect === 'postgres' ? sql` on coupons` : sql``}`.execute(db);
      if (dialect === 'postgres') await sql`drop function refuse_coupons()`.execute(db);
    }

    expect(await catalogueSnapshot(db, businessId)).toEqual(before);
    expect(
      await db.selectFrom('businesses').select('name').where('id', '=', businessId).executeTakeFirst(),
    ).toEqual({ name: 'Business atomic' });
  });
});
