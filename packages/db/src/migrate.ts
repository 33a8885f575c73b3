import { Migrator, sql, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations/index.ts';

/**
 * Applies every pending migration, in name order; returns the names it
 * applied, throws on the first failure. Migration numbers are handed out to
 * work done in parallel, so a number can land after a higher one (0006 after
 * 0007): a database that already ran the higher one then runs the lower one
 * next instead of refusing to start. Each migration therefore stands on its
 * own number's predecessors only.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  await refuseNewerDatabase(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) throw new MigrationError(results ?? [], error);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** A migration run that stopped: which migration failed and why. */
export class MigrationError extends Error {
  constructor(
    readonly results: MigrationResult[],
    cause: unknown,
  ) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'a migration';
    super(
      `Database migration failed at ${failed}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'MigrationError';
  }
}

/** The database was migrated by a newer release: this server does not know its schema. */
export class DatabaseNewerError extends Error {
  constructor(readonly unknownMigrations: readonly string[]) {
    super(
      `The database was upgraded by a newer Ordina: it has migrations this server does not know (${unknownMigrations.join(', ')}). ` +
        'Start the newer release, or restore a backup taken before the upgrade (npm run restore).',
    );
    this.name = 'DatabaseNewerError';
  }
}

/**
 * Refuses a database that ran migrations this build does not have. Kysely would stop too, but only
 * saying a migration is "missing", which reads like a damaged database rather than an old server
 * (issue 36 "Upgrades": after a rollback to an older release).
 */
async function refuseNewerDatabase<DB>(db: Kysely<DB>): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === MIGRATION_TABLE)) return;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(db);
  const unknown = rows
    .map((row) => row.name)
    .filter((name) => !(name in migrations))
    .sort();
  if (unknown.length > 0) throw new DatabaseNewerError(unknown);
}

/** Kysely's default migrations table. */
const MIGRATION_TABLE = 'kysely_migration';
