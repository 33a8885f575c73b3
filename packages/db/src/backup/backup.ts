import { execFile } from 'node:child_process';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { parseDatabaseUrl } from '../database.ts';

/*
 * Backups of the whole database (issue 36 "Operating it"): SQLite through its online backup API, which
 * copies a consistent snapshot page by page while the server goes on reading and writing (WAL mode);
 * PostgreSQL through pg_dump's custom format and pg_restore, the engine's own tools. A restore replaces
 * the whole database and is meant for a stopped server (README "Backups").
 */

const run = promisify(execFile);

/** The table Kysely's migrator keeps: a backup without it is not an Ordina database. */
const MIGRATIONS_TABLE = 'kysely_migration';

/** A backup or restore that cannot be done, with the reason to print. */
export class BackupError extends Error {}

/** Writes a backup of the database at `url` to `file` (created or replaced). */
export async function backupDatabase(url: string, file: string): Promise<void> {
  const target = parseDatabaseUrl(url);
  const path = resolve(file);
  await mkdir(dirname(path), { recursive: true });
  if (target.dialect === 'postgres') {
    await runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${path}`,
      `--dbname=${target.connectionString}`,
    ]);
    return;
  }
  if (target.filename === ':memory:') throw new BackupError('An in-memory database has nothing to back up');
  await requireFile(target.filename, 'The database');
  // Written beside the destination, then renamed: a backup cut short never replaces a good one.
  const partial = `${path}.partial`;
  const source = new SqliteDatabase(target.filename, { readonly: true, fileMustExist: true });
  try {
    await source.backup(partial);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  await rename(partial, path);
}

/**
 * Replaces the database at `url` with the backup in `file`. The backup is checked first (an SQLite file
 * must pass `PRAGMA integrity_check` and hold Ordina's migrations; a PostgreSQL archive must be listable
 * by pg_restore), so a wrong or damaged file leaves the database as it was. PostgreSQL restores in one
 * transaction: a failure half-way changes nothing.
 */
export async function restoreDatabase(file: string, url: string): Promise<void> {
  const target = parseDatabaseUrl(url);
  const path = resolve(file);
  await requireFile(path, 'The backup');
  if (target.dialect === 'postgres') {
    await runTool('pg_restore', ['--list', path], 'is not a PostgreSQL backup made by npm run backup');
    await runTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${target.connectionString}`,
      path,
    ]);
    return;
  }
  if (target.filename === ':memory:') throw new BackupError('Cannot restore into an in-memory database');
  checkSqliteBackup(path);
  const incoming = `${target.filename}.restoring`;
  await copyFile(path, incoming);
  const handle = await open(incoming, 'r+');
  await handle.sync();
  await handle.close();
  // The old database's write-ahead log belongs to the old file: left beside the new one, SQLite would
  // replay it onto the restored pages.
  await rm(`${target.filename}-wal`, { force: true });
  await rm(`${target.filename}-shm`, { force: true });
  await rename(incoming, target.filename);
}

function checkSqliteBackup(path: string): void {
  let backup: SqliteDatabase.Database;
  try {
    backup = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${path} is not an SQLite database: ${messageOf(error)}`);
  }
  try {
    const integrity = backup.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new BackupError(`${path} is damaged: integrity_check says ${String(integrity)}`);
    const migrations = backup
      .prepare(`select count(*) as n from sqlite_master where type = 'table' and name = ?`)
      .get(MIGRATIONS_TABLE) as { n: number };
    if (migrations.n === 0)
      throw new BackupError(`${path} is not an Ordina database (no ${MIGRATIONS_TABLE} table)`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${path} is not an SQLite database: ${messageOf(error)}`);
  } finally {
    backup.close();
  }
}

async function requireFile(path: string, what: string): Promise<void> {
  const found = await stat(path).catch(() => null);
  if (found === null || !found.isFile()) throw new BackupError(`${what} ${path} does not exist`);
}

/** Runs a PostgreSQL tool; its own message (never the connection string) explains a failure. */
async function runTool(tool: string, args: string[], refusal?: string): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    const code = (error as { code?: unknown }).code;
    if (code === 'ENOENT')
      throw new BackupError(`${tool} is not installed (Debian: apt-get install postgresql-client)`);
    const file = args.at(-1);
    throw new BackupError(
      refusal !== undefined ? `${file} ${refusal}` : `${tool} failed: ${stderr ?? messageOf(error)}`,
    );
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
