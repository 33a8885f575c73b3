import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertTestOrder } from '../test/orders-fixture.ts';
import { migratedUpTo } from '../test/migration-test.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';

// Migration 0008 rebuilds `orders` on SQLite to widen its status CHECK: rows,
// children, indexes and ids must come through untouched.
describe.each(TEST_DIALECTS)('migration 0008-order-placement on %s', (dialect) => {
  const database = useTestDatabase(dialect, { migrate: false });

  it('keeps existing orders, their lines, codes and keys, and widens the statuses to unverified and expired', async () => {
    const { db } = database();
    const { migrator, businessId } = await migratedUpTo(db, '0007-rate-limit-counters', 'm8');
    const kept = await insertTestOrder(db, { businessId, userId: null, code: 'KEPT' });
    // The line as the schema of 0007 has it (the lines' writer of today adds the columns of 0014).
    const line = await db
      .insertInto('order_lines')
      .values({
        business_id: businessId,
        order_id: kept,
        position: 0,
        product_id: 1,
        name: 'Margherita',
        category_name: 'Pizze',
        qty: 2,
        unit_price: 700,
        unit_variations_price: 0,
        final_price: 1400,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_line_removed_items')
      .values({
        business_id: businessId,
        order_line_id: line.id,
        position: 0,
        removable_item_id: 2,
        name: 'Basilico',
      })
      .execute();
    const deleted = await insertTestOrder(db, { businessId, userId: null, code: 'GONE' });
    await db
      .insertInto('verification_codes')
      .values({
        business_id: businessId,
        purpose: 'order',
        code: 'c',
        hash: 'h',
        channel: 'email',
        order_id: kept,
        expires_at: '2030-01-01T00:00:00.000Z',
      })
      .execute();
    await db
      .insertInto('idempotency_keys')
      .values({ business_id: businessId, key: 'k', request_hash: 'r', order_id: kept })
      .execute();
    await db.deleteFrom('orders').where('id', '=', deleted).execute();

    // Up to 0008 only: later migrations (0010 adds an index on orders) are not this test's subject.
    const upTo0008 = await migrator.migrateTo('0008-order-placement');
    expect(upTo0008.error).toBeUndefined();
    expect(upTo0008.results?.map((r) => r.migrationName)).toEqual(['0008-order-placement']);

    expect(
      await db
        .selectFrom('orders')
        .select(['id', 'code', 'status_code', 'delivery_slot_units', 'customer_phone_e164'])
        .execute(),
    ).toEqual([
      { id: kept, code: 'KEPT', status_code: 'to_manage', delivery_slot_units: 0, customer_phone_e164: null },
    ]);
    expect(await db.selectFrom('order_lines').select(['order_id', 'qty']).execute()).toEqual([
      { order_id: kept, qty: 2 },
    ]);
    expect(await db.selectFrom('order_line_removed_items').select('name').execute()).toEqual([
      { name: 'Basilico' },
    ]);
    expect(await db.selectFrom('verification_codes').select('order_id').execute()).toEqual([
      { order_id: kept },
    ]);

    // The new statuses are accepted, unknown ones still refused.
    await db.updateTable('orders').set({ status_code: 'unverified' }).where('id', '=', kept).execute();
    await db.updateTable('orders').set({ status_code: 'expired' }).where('id', '=', kept).execute();
    await expect(
      db
        .updateTable('orders')
        .set({ status_code: 'lost' as 'expired' })
        .where('id', '=', kept)
        .execute(),
    ).rejects.toThrow(/check constraint/i);

    // Foreign keys still bind the children to the rebuilt table, and still cascade.
    await expect(
      db
        .insertInto('order_lines')
        .values({
          business_id: businessId,
          order_id: 999_999,
          position: 0,
          product_id: 1,
          name: 'X',
          category_name: 'Y',
          qty: 1,
          unit_price: 1,
          unit_variations_price: 0,
          final_price: 1,
        })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
    // The order-code unique constraint and the user index survived.
    await expect(insertTestOrder(db, { businessId, userId: null, code: 'KEPT' })).rejects.toThrow(/unique/i);
    const indexes =
      dialect === 'sqlite'
        ? (
            await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'index' and tbl_name = 'orders' and sql is not null order by name`.execute(
              db,
            )
          ).rows
        : (
            await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where tablename = 'orders' and indexname like 'orders\\_%\\_idx' order by indexname`.execute(
              db,
            )
          ).rows;
    expect(indexes.map((i) => i.name)).toEqual([
      'orders_customer_email_idx',
      'orders_customer_phone_idx',
      'orders_user_idx',
    ]);

    // A new order never reuses the id of one deleted before the rebuild.
    const next = await insertTestOrder(db, { businessId, userId: null, code: 'NEXT' });
    expect(next).toBeGreaterThan(deleted);

    await db.deleteFrom('orders').where('id', '=', kept).execute();
    expect(await db.selectFrom('order_lines').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('verification_codes').select('id').execute()).toEqual([]);
  });
});
