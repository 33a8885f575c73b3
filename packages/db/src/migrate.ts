import { Migrator, type Kysely, type MigrationResult } from 'kysely';
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
