import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratedUpTo } from '../test/migration-test.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';

// Migration 0026 (docs/decisions/060): versions written before it get their origin from what was
// stored then — an author makes a save, none an import, a `business.restored` audit row a restore of
// the version it names — and the migration goes back down without losing the versions.
describe.each(TEST_DIALECTS)('migration 0026-business-version-origin on %s', (dialect) => {
  const database = useTestDatabase(dialect, { migrate: false });

  it('reads the origin of older versions from their author and the audit trail, and goes back down', async () => {
    const { db } = database();
    const { migrator, businessId } = await migratedUpTo(db, '0025-orders-by-placing-time', 'm26');
    const staffId = (
      await sql<{ id: number }>`insert into staff_members (business_id, email, name, role)
        values (${businessId}, 'owner@m26.example', 'Titolare', 'owner') returning id`.execute(db)
    ).rows[0]!.id;
    for (const [version, author] of [
      [1, null],
      [2, staffId],
      [3, staffId],
    ] as const)
      await sql`insert into business_versions (business_id, version, document, staff_member_id)
        values (${businessId}, ${version}, '{}', ${author})`.execute(db);
    await sql`insert into staff_audit (business_id, staff_id, action, detail, at) values
      (${businessId}, ${staffId}, 'business.saved', ${JSON.stringify({ version: 2, baseVersion: 1 })}, '2026-01-01T10:00:00.000Z'),
      (${businessId}, ${staffId}, 'business.restored', ${JSON.stringify({ version: 3, restored: 1 })}, '2026-01-01T11:00:00.000Z')`.execute(
      db,
    );

    const up = await migrator.migrateTo('0026-business-version-origin');
    expect([up.error, up.results?.map((r) => r.migrationName)]).toEqual([
      undefined,
      ['0026-business-version-origin'],
    ]);
    expect(
      await db
        .selectFrom('business_versions')
        .select(['version', 'origin', 'restored_from'])
        .orderBy('version')
        .execute(),
    ).toEqual([
      { version: 1, origin: 'import', restored_from: null },
      { version: 2, origin: 'save', restored_from: null },
      { version: 3, origin: 'restore', restored_from: 1 },
    ]);
    await expect(
      sql`update business_versions set origin = 'guess' where version = 1`.execute(db),
    ).rejects.toThrow();

    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    const rows = await sql<Record<string, unknown>>`select * from business_versions order by version`.execute(
      db,
    );
    expect(rows.rows.map((r) => [r['version'], 'origin' in r, 'restored_from' in r])).toEqual([
      [1, false, false],
      [2, false, false],
      [3, false, false],
    ]);
  });
});
