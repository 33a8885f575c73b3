import { redactUrl } from '../database.ts';
import { BackupError, backupDatabase, restoreDatabase } from '../backup/backup.ts';
import { databaseUrlOf, thrownMessage } from './cli-database.ts';
import type { CliOutput } from './run-import-business.ts';

const DATABASE_HINT = '(DATABASE_URL selects the database; default data/ordina.sqlite)';
const BACKUP_USAGE = `Usage: npm run backup -- <backup-file>   ${DATABASE_HINT}`;
const RESTORE_USAGE = `Usage: npm run restore -- <backup-file> --replace   ${DATABASE_HINT}; stop the server first`;

/** `backup <file>`: a consistent copy of the whole database, safe while the server runs. Returns the exit code. */
export async function runBackup(
  args: readonly string[],
  databaseUrl: string | undefined,
  out: CliOutput,
): Promise<number> {
  const [file, ...extra] = args;
  if (file === undefined || extra.length > 0 || file.startsWith('-')) {
    out.error(BACKUP_USAGE);
    return 1;
  }
  const url = databaseUrlOf(databaseUrl);
  return reported(out, async () => {
    await backupDatabase(url, file);
    out.log(`Backed up ${redactUrl(url)} to ${file}`);
  });
}

/**
 * `restore <file> --replace`: replaces the whole database with a backup. `--replace` is required, so
 * that a restore is never typed by accident where a backup was meant. Returns the exit code.
 */
export async function runRestore(
  args: readonly string[],
  databaseUrl: string | undefined,
  out: CliOutput,
): Promise<number> {
  const rest = args.filter((arg) => arg !== '--replace');
  const [file, ...extra] = rest;
  if (file === undefined || extra.length > 0 || file.startsWith('-') || rest.length === args.length) {
    out.error(RESTORE_USAGE);
    return 1;
  }
  const url = databaseUrlOf(databaseUrl);
  return reported(out, async () => {
    await restoreDatabase(file, url);
    out.log(`Restored ${redactUrl(url)} from ${file}`);
  });
}

async function reported(out: CliOutput, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    out.error(error instanceof BackupError ? error.message : `Failed: ${thrownMessage(error)}`);
    return 1;
  }
}
