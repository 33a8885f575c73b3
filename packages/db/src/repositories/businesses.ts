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
