import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parsedCommandArgs } from './cli-database.ts';
import { runImportBusiness, type CliOutput } from './run-import-business.ts';
import { runStaffAdd } from './run-staff-add.ts';

const USAGE =
  'Usage: npm run setup -- <business-file.json> --owner <e-mail> [--name "Name"] [--locale it|en|fr|de]\n' +
  '  DATABASE_URL selects the database (default data/ordina.sqlite), PUBLIC_URL the link printed for the owner.';

/**
 * `setup <business-file> --owner <e-mail>`: a new restaurant's first step (issue 36 "Going live"): imports
 * its business file, then creates its first owner for that business and prints the link where the owner
 * chooses a password. The same two commands as `business:import` and `staff:add`, in one, with the
 * business named by the file (never the database's first). Returns the exit code.
 */
export async function runSetup(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  out: CliOutput,
  now: Date,
): Promise<number> {
  const parsed = parsedCommandArgs(
    args,
    { owner: { type: 'string' }, name: { type: 'string' }, locale: { type: 'string' } },
    USAGE,
    out,
  );
  if (parsed === undefined) return 1;
  const [file, ...extra] = parsed.positionals;
  const { owner, name, locale } = parsed.values;
  if (file === undefined || extra.length > 0 || owner === undefined) {
    out.error(USAGE);
    return 1;
  }
  const imported = await runImportBusiness([file], env.DATABASE_URL, out);
  if (imported !== 0) return imported;
  // The import has read and checked the file: its key is there.
  const key = (JSON.parse(await readFile(resolve(file), 'utf8')) as { business: { key: string } }).business
    .key;
  const staffArgs = [owner, '--role', 'owner', '--business', key];
  if (name !== undefined) staffArgs.push('--name', name);
  if (locale !== undefined) staffArgs.push('--locale', locale);
  const added = await runStaffAdd(staffArgs, env, out, now);
  if (added !== 0) return added;
  out.log(`Next: start the server with BUSINESS_KEY=${key} (README "Deploying").`);
  return 0;
}
