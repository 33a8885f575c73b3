import type { Kysely } from 'kysely';
import { oneOf } from './schema-helpers.ts';

/*
 * Where a business document version came from (issue 35, the history page; docs/decisions/060):
 * `origin` is 'import' (`npm run business:import`, the seed), 'save' (a back-office save) or
 * 'restore' (a back-office restore, `restored_from` the version it brought back). The author alone
 * could not tell: `staff_member_id` is null for an import and for a member since deleted, and a
 * restore is saved by the owner like any save.
 *
 * Existing rows: a version with an author is a save, one without an import; the restores are
 * found in the staff audit trail (`business.restored`, whose detail names the version written and
 * the one restored), which every restore wrote in the same transaction as its version.
 */

type Db = Kysely<{
  business_versions: {
    business_id: number;
    version: number;
    staff_member_id: number | null;
    origin: string;
    restored_from: number | null;
  };
  staff_audit: { business_id: number; action: string; detail: string | null };
}>;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('business_versions')
    .addColumn('origin', 'text', (col) =>
      col
        .notNull()
        .defaultTo('import')
        .check(oneOf('origin', ['import', 'save', 'restore'])),
    )
    .execute();
  await db.schema.alterTable('business_versions').addColumn('restored_from', 'integer').execute();

  const typed = db as unknown as Db;
  await typed
    .updateTable('business_versions')
    .set({ origin: 'save' })
    .where('staff_member_id', 'is not', null)
    .execute();
  const restores = await typed
    .selectFrom('staff_audit')
    .select(['business_id', 'detail'])
    .where('action', '=', 'business.restored')
    .execute();
  for (const row of restores) {
    const detail = JSON.parse(row.detail ?? '{}') as { version?: unknown; restored?: unknown };
    if (typeof detail.version !== 'number' || typeof detail.restored !== 'number') continue;
    await typed
      .updateTable('business_versions')
      .set({ origin: 'restore', restored_from: detail.restored })
      .where('business_id', '=', row.business_id)
      .where('version', '=', detail.version)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('business_versions').dropColumn('restored_from').execute();
  await db.schema.alterTable('business_versions').dropColumn('origin').execute();
}
