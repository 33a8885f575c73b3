import { Migrator } from 'kysely';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { migrations } from '../migrations/index.ts';
import type { Database } from '../tables.ts';
import { insertTestBusiness } from './customer-fixture.ts';

/** A Migrator over the shipped migrations, for tests that step through them one by one. */
export function shippedMigrator(
  db: Kysely<Database>,
  options: { allowUnorderedMigrations?: boolean } = {},
): Migrator {
  return new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) }, ...options });
}

/**
 * The start of a migration's test: an empty database migrated up to `before` (the migration the one under test
 * comes after), holding one business with this key. The test writes its older rows for that business and then
 * steps the migrator on to the migration it is about.
 */
export async function migratedUpTo(
  db: Kysely<Database>,
  before: string,
  businessKey: string,
  options: { allowUnorderedMigrations?: boolean } = {},
): Promise<{ migrator: Migrator; businessId: number }> {
  const migrator = shippedMigrator(db, options);
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  return { migrator, businessId: await insertTestBusiness(db, businessKey) };
}
