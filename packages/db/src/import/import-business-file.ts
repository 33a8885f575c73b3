import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, NewRow } from '../tables.ts';
import type { BusinessFile } from '@ordina/contracts';
import { recordBusinessVersion } from '../repositories/business-versions.ts';
import { BusinessFileError, checkBusinessFile } from './business-file-issues.ts';
import { CATALOGUE_TABLES, catalogueRows, type CatalogueTable } from './catalogue-rows.ts';

/** What an import wrote: the business and how many rows each catalogue table now holds for it. */
export interface ImportSummary {
  businessId: number;
  key: string;
  name: string;
  rows: Record<CatalogueTable, number>;
  /** The business document's version this import recorded (docs/decisions/052). */
  version: number;
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_CHUNK = 200;

/**
 * Validates a business file and loads it in one transaction. The business row
 * is upserted by key (its id, users, orders and slots stay); its catalogue rows
 * are replaced by the file's, keeping the file's ids, so re-importing the same
 * file leaves the same rows, and records the file as the business's next document version
 * (docs/decisions/052). Throws `BusinessFileError` (every issue with its
 * JSON path) before writing anything when the file is not valid.
 */
export async function importBusinessFile(db: Kysely<Database>, json: unknown): Promise<ImportSummary> {
  const check = checkBusinessFile(json);
  if (!check.ok) throw new BusinessFileError(check.issues);
  const file = check.file;

  return db.transaction().execute(async (trx) => {
    const written = await writeBusinessFile(trx, file);
    // An import has no author: the CLI and the seed write as nobody (staff_member_id null).
    const version = await recordBusinessVersion(trx, written.businessId, file, null);
    return { ...written, version: version.version };
  });
}

/**
 * Writes a checked business file INSIDE the caller's transaction: the business row upserted by key,
 * its catalogue rows replaced by the file's. The first statement writes, so SQLite's write lock is
 * taken at once and a concurrent writer waits (busy_timeout) instead of failing.
 */
export async function writeBusinessFile(
  trx: Transaction<Database>,
  file: BusinessFile,
): Promise<Omit<ImportSummary, 'version'>> {
  // The SMS credit is written only when the file gives it: sending takes it down, a menu re-import must not refill it.
  const { new_order_email, sms_credit } = file.messaging;
  const messaging = {
    new_order_email,
    ...(sms_credit === undefined ? {} : { sms_credit }),
    oauth_google_client_id: file.social_login.google_client_id,
    oauth_facebook_app_id: file.social_login.facebook_app_id,
    board_alert_after_minutes: file.board.alert_unaccepted_after_minutes,
    board_reject_after_minutes: file.board.reject_unaccepted_after_minutes,
    board_absent_pause_minutes: file.board.pause_without_board_after_minutes,
  };
  const business = await trx
    .insertInto('businesses')
    .values({ key: file.business.key, name: file.business.name, ...messaging })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ name: file.business.name, ...messaging, updated_at: new Date().toISOString() }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();

  const rows = catalogueRows(file, business.id);
  for (const table of [...CATALOGUE_TABLES].reverse()) {
    await sql`delete from ${sql.table(table)} where business_id = ${business.id}`.execute(trx);
  }
  for (const table of CATALOGUE_TABLES) await insertRows(trx, table, rows[table]);

  const counts = Object.fromEntries(CATALOGUE_TABLES.map((table) => [table, rows[table].length])) as Record<
    CatalogueTable,
    number
  >;
  return { businessId: business.id, key: file.business.key, name: file.business.name, rows: counts };
}

async function insertRows<T extends CatalogueTable>(
  trx: Transaction<Database>,
  table: T,
  rows: NewRow<T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}
