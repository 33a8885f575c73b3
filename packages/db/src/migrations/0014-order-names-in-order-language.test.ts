import { describe, expect, it } from 'vitest';
import { findOrderForMessages } from '../repositories/order-messages.ts';
import { insertTestOrder } from '../test/orders-fixture.ts';
import { migratedUpTo } from '../test/migration-test.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';

// Migration 0014 (docs/decisions/041): orders placed before it kept one name per line, option and removed
// ingredient; after it they read exactly as before, and the migration goes back down.
describe.each(TEST_DIALECTS)('migration 0014-order-names-in-order-language on %s', (dialect) => {
  const database = useTestDatabase(dialect, { migrate: false });

  it('keeps an order placed before it readable by the name it kept, and goes back down', async () => {
    const { db } = database();
    const { migrator, businessId } = await migratedUpTo(db, '0013-order-cancel-reason', 'm14');
    const orderId = await insertTestOrder(db, { businessId, userId: null, code: 'OLD', locale: 'en' });
    const line = await db
      .insertInto('order_lines')
      .values({
        business_id: businessId,
        order_id: orderId,
        position: 0,
        product_id: 1,
        name: 'Tiramisù della casa',
        category_name: 'Dolci',
        qty: 1,
        unit_price: 600,
        unit_variations_price: 0,
        final_price: 600,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_line_options')
      .values({
        business_id: businessId,
        order_line_id: line.id,
        position: 0,
        option_id: 5,
        option_name: 'Porzione',
        item_id: 51,
        item_name: 'Grande',
        price: 0,
        operand: '+',
      })
      .execute();

    const up = await migrator.migrateTo('0014-order-names-in-order-language');
    expect([up.error, up.results?.map((r) => r.migrationName)]).toEqual([
      undefined,
      ['0014-order-names-in-order-language'],
    ]);
    // Today's code reads on today's schema: every later migration on top, the order placed before 0014 still
    // reads by the names it kept (reading right after 0014 would ask for columns added since).
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const [read] = (await findOrderForMessages(db, businessId, orderId))?.lines ?? [];
    expect(read).toMatchObject({
      name: 'Tiramisù della casa',
      nameInOrderLocale: 'Tiramisù della casa',
      options: [{ itemName: 'Grande', itemNameInOrderLocale: 'Grande' }],
    });
    expect(
      await db.selectFrom('business_configurations').select('delivery_delay_notice_json').execute(),
    ).toEqual([]);

    const down = await migrator.migrateTo('0013-order-cancel-reason');
    expect(down.error).toBeUndefined();
    expect(await db.selectFrom('order_lines').select(['name', 'qty']).execute()).toEqual([
      { name: 'Tiramisù della casa', qty: 1 },
    ]);
  });
});
