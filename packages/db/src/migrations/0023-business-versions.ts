import type { Kysely } from 'kysely';
import { autoId, businessId, timestamp } from './schema-helpers.ts';

/*
 * The business document the owner edits from the back office (issue 35, docs/decisions/052).
 * Every import (`npm run business:import`, the demo seed) and every back-office save or restore
 * writes one row: the whole business file as JSON text, numbered 1, 2, 3… per business
 * (`version`, unique per business: two saves on the same base cannot both take the next number),
 * who wrote it (`staff_member_id`, null for an import) and `changes`, the JSON list of the entity
 * keys it changed (`product:12`, `category:3`, `section:configuration`), which the optimistic
 * concurrency check compares with a save's own keys.
 *
 * Nothing is backfilled: a migration has no business file to copy, and the catalogue rows do not
 * hold all of it (a payment method's gateway, the SMS credit policy). A business imported before
 * this migration gets its first version from its next `npm run business:import`; until then the
 * back office says so (BUSINESS_NOT_VERSIONED) instead of guessing a document.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_versions')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('staff_member_id', 'integer', (col) => col.references('staff_members.id').onDelete('set null'))
    .addColumn('changes', 'text', (col) => col.notNull().defaultTo('[]'))
    .$call(timestamp(db, 'created_at'))
    .addUniqueConstraint('business_versions_business_version_unique', ['business_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('business_versions').execute();
}
