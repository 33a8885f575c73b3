import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';

/** A business as the server addresses it. */
export interface BusinessRef {
  id: number;
  key: string;
  name: string;
}

/** The keys of every imported business, alphabetically. */
export async function getBusinessKeys(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('businesses').select('key').orderBy('key').execute();
  return rows.map((row) => row.key);
}

/** Whether a business with this key has been imported. */
export async function businessExists(db: Kysely<Database>, key: string): Promise<boolean> {
  return (await findBusinessByKey(db, key)) !== undefined;
}

/** The business with this key, or undefined. */
export async function findBusinessByKey(db: Kysely<Database>, key: string): Promise<BusinessRef | undefined> {
  return db.selectFrom('businesses').select(['id', 'key', 'name']).where('key', '=', key).executeTakeFirst();
}

/**
 * A stamp that changes with every import of the business (its `updated_at`):
 * a server may cache the storefront under it and check it with one cheap query.
 */
export async function getStorefrontVersion(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('businesses')
    .select('updated_at')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.updated_at;
}
