import { sql, type Transaction } from 'kysely';
import type { BusinessFile } from '@ordina/contracts';
import type { Database, NewRow } from '../tables.ts';
import { CATALOGUE_TABLES, catalogueRows, type CatalogueTable } from './catalogue-rows.ts';

/** What writing a business file left: the business and how many rows each catalogue table now holds for it. */
export interface WrittenBusiness {
  businessId: number;
  key: string;
  name: string;
  rows: Record<CatalogueTable, number>;
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_CHUNK = 200;

/**
 * Writes a checked business file INSIDE the caller's transaction: the business row upserted by key,
 * its catalogue rows replaced by the file's. The first statement writes, so SQLite's write lock is
 * taken at once and a concurrent writer waits (busy_timeout) instead of failing.
 */
export async function writeBusinessFile(
  trx: Transaction<Database>,
  file: BusinessFile,
): Promise<WrittenBusiness> {
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
