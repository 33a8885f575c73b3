import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratedUpTo } from '../test/migration-test.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';

// Migration 0029 (issue 37, docs/decisions/070): catalogue rows and businesses written before it carry no
// allergens and show none; after it a product's, an ingredient's, an item's and a placed line's are stored
// and read back, and the migration goes back down keeping the rows.
describe.each(TEST_DIALECTS)('migration 0029-allergens on %s', (dialect) => {
  const database = useTestDatabase(dialect, { migrate: false });

  it('leaves older rows without allergens, stores them after it, and goes back down', async () => {
    const { db } = database();
    const { migrator, businessId } = await migratedUpTo(db, '0028-push-subscriptions', 'm29');
    await sql`insert into removable_items (business_id, id, name) values (${businessId}, 7, 'Mozzarella')`.execute(
      db,
    );

    const up = await migrator.migrateTo('0029-allergens');
    expect([up.error, up.results?.map((r) => r.migrationName)]).toEqual([undefined, ['0029-allergens']]);
    expect(await db.selectFrom('removable_items').select(['id', 'allergens_json']).execute()).toEqual([
      { id: 7, allergens_json: null },
    ]);
    const stored = JSON.stringify({ milk: 'contains', nuts: 'traces' });
    await db.updateTable('removable_items').set({ allergens_json: stored }).where('id', '=', 7).execute();
    expect(await db.selectFrom('removable_items').select('allergens_json').executeTakeFirst()).toEqual({
      allergens_json: stored,
    });
    // The other columns are there (a select of a missing column throws on both engines).
    for (const table of ['products', 'category_option_items', 'order_lines'] as const)
      await expect(sql`select allergens_json from ${sql.table(table)}`.execute(db)).resolves.toBeDefined();
    await expect(sql`select show_allergens from business_configurations`.execute(db)).resolves.toBeDefined();

    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    const rows = await sql<Record<string, unknown>>`select * from removable_items`.execute(db);
    expect(rows.rows.map((r) => [r['id'], r['name'], 'allergens_json' in r])).toEqual([
      [7, 'Mozzarella', false],
    ]);
    await expect(sql`select show_allergens from business_configurations`.execute(db)).rejects.toThrow();
  });
});
