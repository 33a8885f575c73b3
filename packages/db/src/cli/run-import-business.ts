import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { redactUrl } from '../database.ts';
import { BusinessFileError, formatIssue } from '../import/business-file-issues.ts';
import { importBusinessFile } from '../import/import-business-file.ts';
import { onMigratedDatabase, thrownMessage } from './cli-database.ts';

/** Where the CLI writes: normal lines and error lines. */
export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

const USAGE =
  'Usage: npm run business:import -- <business-file.json>   (DATABASE_URL selects the database; default data/ordina.sqlite)';

/**
 * `business:import <file>`: migrates the database named by DATABASE_URL (or the
 * default SQLite file), imports the business file and prints what it holds now.
 * Returns the exit code: 0 on success, 1 on any problem (each file problem is
 * printed with its JSON path).
 */
export async function runImportBusiness(
  args: readonly string[],
  databaseUrl: string | undefined,
  out: CliOutput,
): Promise<number> {
  const [filePath, ...extra] = args;
  if (filePath === undefined || extra.length > 0 || filePath.startsWith('-')) {
    out.error(USAGE);
    return 1;
  }

  let json: unknown;
  try {
    json = JSON.parse(await readFile(resolve(filePath), 'utf8'));
  } catch (error) {
    out.error(`Cannot read ${filePath}: ${thrownMessage(error)}`);
    return 1;
  }

  return onMigratedDatabase(
    databaseUrl,
    out,
    async (database, url) => {
      const summary = await importBusinessFile(database.db, json);
      out.log(
        `Imported business "${summary.key}" (${summary.name}) into ${redactUrl(url)} [${database.dialect}]`,
      );
      const r = summary.rows;
      out.log(`  categories ${r.categories}, products ${r.products}, removable items ${r.removable_items}`);
      out.log(
        `  option groups ${r.category_option_groups}, options ${r.category_options}, option items ${r.category_option_items}`,
      );
      out.log(
        `  coupons ${r.coupons}, payment methods ${r.payment_methods}, delivery methods ${r.delivery_methods}, languages ${r.business_languages}`,
      );
      out.log(
        `  timetable intervals ${r.timetables}, delivery zone points ${r.delivery_zone_points}, translations ${r.translations}`,
      );
      return 0;
    },
    (error) => {
      if (error instanceof BusinessFileError) {
        out.error(
          `${filePath} is not a valid business file (${error.issues.length} problem${error.issues.length === 1 ? '' : 's'}); nothing was imported:`,
        );
        for (const issue of error.issues) out.error(`  ${formatIssue(issue)}`);
      } else {
        out.error(`Import failed: ${thrownMessage(error)}`);
      }
    },
  );
}
