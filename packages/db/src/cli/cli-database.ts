import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DEFAULT_DATABASE_URL, openDatabase, redactUrl, type OpenDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import type { CliOutput } from './run-import-business.ts';

/** The database a command works on: DATABASE_URL, or the default SQLite file when it is unset or blank. */
export function databaseUrlOf(databaseUrl: string | undefined): string {
  return databaseUrl === undefined || databaseUrl.trim() === '' ? DEFAULT_DATABASE_URL : databaseUrl;
}

/** What a thrown value says, for a command's error line. */
export function thrownMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Opens the command's database, migrates it to the latest schema, runs the command's work on it and closes it
 * again. Returns the work's exit code, or 1 when the database does not open (said on `out`) or when migrating or
 * the work throws (`failed` says what went wrong).
 */
export async function onMigratedDatabase(
  databaseUrl: string | undefined,
  out: CliOutput,
  work: (database: OpenDatabase, url: string) => Promise<number>,
  failed: (error: unknown) => void,
): Promise<number> {
  const url = databaseUrlOf(databaseUrl);
  let database;
  try {
    database = openDatabase(url);
  } catch (error) {
    out.error(`Cannot open the database ${redactUrl(url)}: ${thrownMessage(error)}`);
    return 1;
  }
  try {
    await migrateToLatest(database.db);
    return await work(database, url);
  } catch (error) {
    failed(error);
    return 1;
  } finally {
    await database.close();
  }
}

/**
 * A command's arguments as `parseArgs` reads them (positionals allowed), or undefined when they do not parse: then
 * what is wrong and the usage are said on `out`.
 */
export function parsedCommandArgs<Options extends NonNullable<ParseArgsConfig['options']>>(
  args: readonly string[],
  options: Options,
  usage: string,
  out: CliOutput,
): ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: Options }>> | undefined {
  try {
    return parseArgs({ args: [...args], allowPositionals: true, options });
  } catch (error) {
    out.error(`${thrownMessage(error)}\n${usage}`);
    return undefined;
  }
}
