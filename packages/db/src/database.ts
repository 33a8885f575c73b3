import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, Driver, SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import type { Database } from './tables.ts';

export type DialectName = 'sqlite' | 'postgres';

/** An open database: the Kysely instance, which engine it talks to, and how to let it go. */
export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

/** Where a database URL points: an SQLite file (or memory) or a PostgreSQL server. */
export type DatabaseTarget =
  { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string };

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The embedded default used by the server: `data/ordina.sqlite` under the repository root. */
export const DEFAULT_DATABASE_URL = `sqlite:${resolve(REPO_ROOT, 'data/ordina.sqlite')}`;

/** How long an SQLite writer waits for another writer's lock before failing (ms). */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Reads a database URL: `postgres://…` / `postgresql://…` for PostgreSQL;
 * `sqlite:<path>`, `sqlite://<path>`, `:memory:` or a plain file path for SQLite.
 * Relative SQLite paths are resolved against the current directory.
 */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  const trimmed = url.trim();
  if (trimmed === '') throw new Error('The database URL is empty.');
  if (/^postgres(ql)?:\/\//i.test(trimmed)) return { dialect: 'postgres', connectionString: trimmed };
  let path = trimmed;
  if (/^sqlite:/i.test(path)) {
    path = path.slice('sqlite:'.length);
    if (path.startsWith('//')) path = path.slice(2);
  } else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) {
    throw new Error(
      `Unsupported database URL "${redactUrl(trimmed)}": use sqlite:<path>, a file path or postgres://…`,
    );
  }
  if (path === '') throw new Error('The SQLite database URL has no file path.');
  return { dialect: 'sqlite', filename: path === ':memory:' ? ':memory:' : resolve(path) };
}

/** Options of `openDatabase`. */
export interface OpenDatabaseOptions {
  /**
   * Told when an idle PostgreSQL connection breaks (server restart, network).
   * The pool drops that connection and opens a new one on the next query; without
   * a listener the error would crash the process.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * Opens the database a URL names. SQLite files get their folder created, WAL
 * journaling, enforced foreign keys and a busy timeout; PostgreSQL gets a pool.
 */
export function openDatabase(url: string, options: OpenDatabaseOptions = {}): OpenDatabase {
  const target = parseDatabaseUrl(url);
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.connectionString });
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (target.filename !== ':memory:') mkdirSync(dirname(target.filename), { recursive: true });
  const sqlite = new SqliteDatabase(target.filename);
  try {
    if (target.filename !== ':memory:') sqlite.pragma('journal_mode = WAL');
    // WAL + NORMAL survives process crashes; only an OS crash may lose the last commits.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  } catch (error) {
    sqlite.close();
    throw error;
  }
  const db = new Kysely<Database>({
    dialect: new WriterFirstSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * SQLite transactions that take the write lock when they begin (`begin
 * immediate`) instead of at their first write. Several server processes share
 * one file (the workers of `npm start`): a plain `begin` that reads and then
 * writes cannot wait for another process's commit — SQLite answers
 * SQLITE_BUSY at once, busy timeout or not, because the snapshot it read is
 * stale. Begun immediate, it waits up to the busy timeout for the lock and
 * then reads fresh rows. Within one process Kysely runs one query at a time
 * on the connection anyway, so nothing is serialised that was not already.
 */
class WriterFirstSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class WriterFirstSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new WriterFirstSqliteDriver(this.#config);
  }
}

/** Prepared statements kept per SQLite connection: more than the distinct statements the server runs. */
export const SQLITE_STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection as Kysely uses it, preparing each distinct SQL text
 * once: Kysely's driver calls `prepare` for every query, and preparing is a
 * good part of a short query's cost (a tenth of an order's server time in
 * `npm run bench:orders`). A statement is reusable; SQLite re-prepares it by
 * itself after a schema change. Kysely runs one query at a time on the
 * connection, so a cached statement is never in use twice. The least recently
 * used statement goes when the cache is full.
 */
export function withStatementCache(
  sqlite: SqliteDatabase.Database,
  size = SQLITE_STATEMENT_CACHE_SIZE,
): { prepare(sql: string): SqliteDatabase.Statement; close(): void } {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = sqlite.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      } else {
        statements.delete(sql);
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

/** Which engine a Kysely instance (or transaction) talks to. */
export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** A URL safe to print: the password, if any, replaced by `***`. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@]*@/i, '$1***@');
}
