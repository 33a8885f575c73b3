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
 * A stamp that changes with every write of the business's data: its latest document version
 * (docs/decisions/052: every import, save and restore records one) and its `updated_at`. A server
 * caches the storefront under it and checks it with one cheap indexed query.
 */
export async function getStorefrontVersion(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('businesses')
    .select((eb) => [
      'businesses.updated_at',
      eb
        .selectFrom('business_versions')
        .select((v) => v.fn.max('business_versions.version').as('latest'))
        .whereRef('business_versions.business_id', '=', 'businesses.id')
        .as('latest'),
    ])
    .where('businesses.key', '=', key)
    .executeTakeFirst();
  return row === undefined ? undefined : `${String(row.latest ?? 0)}@${row.updated_at}`;
}
