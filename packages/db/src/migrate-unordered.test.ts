import type { Kysely, Migration } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type * as MigrationIndex from './migrations/index.ts';
import { TEST_DIALECTS, useTestDatabase } from './test/test-databases.ts';

// Migration numbers are handed out to parallel work (0010 landed before 0009):
// a database that already ran a higher number must take a lower one that
// lands later instead of refusing to start. The map gets a late 0009 here.
const late = vi.hoisted(() => ({ present: false }));

vi.mock('./migrations/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof MigrationIndex>();
  const lateMigration: Migration = {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('late_arrival').addColumn('id', 'integer').execute();
    },
  };
  return {
    get migrations(): Record<string, Migration> {
      if (!late.present) return original.migrations;
      return Object.fromEntries(
        Object.entries({ ...original.migrations, '0009-late-arrival': lateMigration }).sort(([a], [b]) =>
          a.localeCompare(b),
        ),
      );
    },
  };
});

const { migrateToLatest } = await import('./migrate.ts');

describe.each(TEST_DIALECTS)('a migration number that lands late on %s', (dialect) => {
  const database = useTestDatabase(dialect, { migrate: false });

  it('runs 0009 on a database that already ran 0010, once', async () => {
    const { db } = database();
    late.present = false;
    expect(await migrateToLatest(db)).toContain('0010-payments');
    late.present = true;
    expect(await migrateToLatest(db)).toEqual(['0009-late-arrival']);
    expect(await migrateToLatest(db)).toEqual([]);
    expect((await db.introspection.getTables()).map((t) => t.name)).toContain('late_arrival');
  });
});
