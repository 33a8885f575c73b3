import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { recordBusinessVersion } from '../repositories/business-versions.ts';
import { BusinessFileError, checkBusinessFile } from './business-file-issues.ts';
import type { CatalogueTable } from './catalogue-rows.ts';
import { writeBusinessFile } from './write-business-file.ts';

/** What an import wrote: the business and how many rows each catalogue table now holds for it. */
export interface ImportSummary {
  businessId: number;
  key: string;
  name: string;
  rows: Record<CatalogueTable, number>;
  /** The business document's version this import recorded (docs/decisions/052). */
  version: number;
}

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
    const version = await recordBusinessVersion(trx, written.businessId, file, { origin: 'import' });
    return { ...written, version: version.version };
  });
}
