import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { redactUrl } from '../database.ts';
import { getBusinessKeys } from '../repositories/businesses.ts';
import { latestBusinessVersionByKey } from '../repositories/business-versions.ts';
import { onMigratedDatabase, thrownMessage } from './cli-database.ts';
import type { CliOutput } from './run-import-business.ts';

const USAGE =
  'Usage: npm run business:export -- <file.json> [--business <key>]   (DATABASE_URL selects the database; default data/ordina.sqlite)';

/**
 * `business:export <file> [--business key]`: writes the business's latest document (docs/decisions/052)
 * as a business file that `business:import` takes back. Without `--business`, the database's only
 * business. The SMS credit is left out: it is a counter that sending takes down, and an export
 * imported later must not put back the credit of the day it was taken. Returns the exit code.
 */
export async function runExportBusiness(
  args: readonly string[],
  databaseUrl: string | undefined,
  out: CliOutput,
): Promise<number> {
  const rest = [...args];
  let key: string | undefined;
  const flag = rest.indexOf('--business');
  if (flag >= 0) {
    key = rest[flag + 1];
    rest.splice(flag, 2);
  }
  const [filePath, ...extra] = rest;
  if (filePath === undefined || extra.length > 0 || filePath.startsWith('-') || (flag >= 0 && !key)) {
    out.error(USAGE);
    return 1;
  }
  return onMigratedDatabase(
    databaseUrl,
    out,
    async (database, url) => {
      if (key === undefined) {
        const keys = await getBusinessKeys(database.db);
        if (keys.length !== 1) {
          out.error(
            `The database holds ${keys.length} businesses (${keys.join(', ') || 'none'}): name one with --business`,
          );
          return 1;
        }
        key = keys[0]!;
      }
      const latest = await latestBusinessVersionByKey(database.db, key);
      if (latest === 'no_business') {
        out.error(`No business "${key}" in ${redactUrl(url)}`);
        return 1;
      }
      if (latest === 'not_versioned') {
        out.error(
          `Business "${key}" was imported before versions existed: import its file once with npm run business:import`,
        );
        return 1;
      }
      await writeFile(resolve(filePath), `${JSON.stringify(latest.document, null, 2)}\n`);
      out.log(`Exported business "${key}" version ${latest.version} to ${filePath}`);
      return 0;
    },
    (error) => out.error(`Export failed: ${thrownMessage(error)}`),
  );
}
