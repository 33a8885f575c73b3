import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratedUpTo } from '../test/migration-test.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';

// Migration 0021 (issue 34 item 2): options written before it have no default item; after it a
// default is stored and read back, and the migration goes back down without losing the option.
describe.each(TEST_DIALECTS)('migration 0021-option-default-item on %s', (dialect) => {
  const database = useTestDatabase(dialect, { migrate: false });

  async function insertOption(db: Kysely<unknown>, businessId: number): Promise<void> {
    await sql`insert into category_option_groups (business_id, id, position, name) values (${businessId}, 1, 0, 'Pizza')`.execute(
      db,
    );
    await sql`insert into category_options (business_id, id, group_id, position, name, description, multi_select, min_select, max_select)
              values (${businessId}, 11, 1, 0, 'Impasto', '', 0, 1, 1)`.execute(db);
  }

  it('leaves older options without a default, stores one after it, and goes back down', async () => {
    const { db } = database();
    const { migrator, businessId } = await migratedUpTo(db, '0020-totp-last-step', 'm21');
    await insertOption(db as Kysely<unknown>, businessId);

    const up = await migrator.migrateTo('0021-option-default-item');
    expect([up.error, up.results?.map((r) => r.migrationName)]).toEqual([
      undefined,
      ['0021-option-default-item'],
    ]);
    expect(await db.selectFrom('category_options').select(['id', 'default_item_id']).execute()).toEqual([
      { id: 11, default_item_id: null },
    ]);
    await db.updateTable('category_options').set({ default_item_id: 1101 }).where('id', '=', 11).execute();
    expect(await db.selectFrom('category_options').select('default_item_id').executeTakeFirst()).toEqual({
      default_item_id: 1101,
    });

    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    const rows = await sql<Record<string, unknown>>`select * from category_options`.execute(db);
    expect(rows.rows.map((r) => [r['id'], 'default_item_id' in r])).toEqual([[11, false]]);
  });
});
