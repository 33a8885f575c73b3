import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DialectName } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { openEmptyTestDatabase, TEST_DIALECTS } from './test/test-databases.ts';

/*
 * Upgrades (issue 36): a database left by any earlier release, i.e. after any prefix of the migrations,
 * upgrades to the same schema a new database gets; and a migration that has shipped is never edited, which
 * the committed fingerprints of the schema after each migration prove (migration-schemas.json). A new
 * migration adds its line: `UPDATE_MIGRATION_SCHEMAS=1 npx vitest run packages/db/src/migrate-upgrade.test.ts`.
 */

const NAMES = Object.keys(migrations);
const SNAPSHOT_FILE = join(import.meta.dirname, 'migrations/migration-schemas.json');

async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateTo(name);
  if (error !== undefined)
    throw error instanceof Error ? error : new Error(`migrating to ${name} failed`, { cause: error });
}

/** The schema as text: every table's columns (name, type, nullability, default) and every index. */
async function schemaOf(db: Kysely<unknown>, dialect: DialectName): Promise<string> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master where name not like 'sqlite_%' and name not like 'kysely_%' order by type, name`.execute(
      db,
    );
    return rows.map((row) => `${row.type} ${row.name}: ${(row.sql ?? '').replace(/\s+/g, ' ')}`).join('\n');
  }
  const columns = await sql<Record<string, string | null>>`
    select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
    where table_schema = 'public' and table_name not like 'kysely_%' order by table_name, column_name`.execute(
    db,
  );
  const indexes = await sql<{ indexdef: string }>`
    select indexdef from pg_indexes where schemaname = 'public' and tablename not like 'kysely_%' order by indexname`.execute(
    db,
  );
  return [
    ...columns.rows.map((row) => Object.values(row).join(' ')),
    ...indexes.rows.map((row) => row.indexdef),
  ].join('\n');
}

const fingerprint = (schema: string) => createHash('sha256').update(schema).digest('hex').slice(0, 16);

describe.each(TEST_DIALECTS)('upgrading a database of an earlier release on %s', (dialect) => {
  it('from after every migration, reaches the schema of a new database; no shipped migration was edited', async () => {
    const fresh = await openEmptyTestDatabase(dialect);
    const expected = new Map<string, string>();
    let latest: string;
    try {
      for (const name of NAMES) {
        await migrateTo(fresh.db as Kysely<unknown>, name);
        expected.set(name, fingerprint(await schemaOf(fresh.db as Kysely<unknown>, dialect)));
      }
      latest = await schemaOf(fresh.db as Kysely<unknown>, dialect);
    } finally {
      await fresh.close();
    }

    const snapshots = JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')) as Record<
      DialectName,
      Record<string, string>
    >;
    if (process.env.UPDATE_MIGRATION_SCHEMAS === '1') {
      snapshots[dialect] = Object.fromEntries(expected);
      writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(snapshots, null, 2)}\n`);
    }
    // A shipped migration's schema never changes: edit one, and this names it.
    const committed = snapshots[dialect];
    for (const [name, print] of expected)
      if (name in committed)
        expect({ name, print }, `${name} was edited after it shipped: add a new migration instead`).toEqual({
          name,
          print: committed[name],
        });
    expect(Object.keys(committed), 'a new migration adds its fingerprint (see the comment above)').toEqual(
      NAMES,
    );

    // Each earlier release's database, upgraded by this release.
    for (const name of NAMES.slice(0, -1)) {
      const old = await openEmptyTestDatabase(dialect);
      try {
        await migrateTo(old.db as Kysely<unknown>, name);
        await migrateToLatest(old.db);
        expect({ from: name, schema: await schemaOf(old.db as Kysely<unknown>, dialect) }).toEqual({
          from: name,
          schema: latest,
        });
      } finally {
        await old.close();
      }
    }
  }, 300_000);
});
