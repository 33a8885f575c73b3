import type { Kysely } from 'kysely';
import { businessPlacesSchema, type BusinessPlaces } from '@ordina/contracts';
import type { Database } from '../tables.ts';

/**
 * The business's named places (decision 068), read from its latest business document: they live in
 * the business file alone (no table of their own), so an order and the QR sheet see what the
 * owner's last save wrote. None before the business's first versioned import.
 */
export async function findBusinessPlaces(db: Kysely<Database>, businessId: number): Promise<BusinessPlaces> {
  const row = await db
    .selectFrom('business_versions')
    .select('document')
    .where('business_id', '=', businessId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (row === undefined) return {};
  const document = JSON.parse(row.document) as { places?: unknown };
  // Every version was checked as a business file when written; an older one, written before places existed, has none.
  const places = businessPlacesSchema.safeParse(document.places ?? {});
  return places.success ? places.data : {};
}
