import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SqliteDatabase from 'better-sqlite3';
import {
  DEFAULT_DATABASE_URL,
  dialectOf,
  openDatabase,
  parseDatabaseUrl,
  redactUrl,
  withStatementCache,
} from './database.ts';
import { TEST_DIALECTS, openEmptyTestDatabase } from './test/test-databases.ts';

describe('parseDatabaseUrl', () => {
  it('reads postgres:// and postgresql:// as PostgreSQL, keeping the whole URL', () => {
    for (const url of ['postgres://u:p@db:5432/ordina', 'postgresql://db/ordina'])
      expect(parseDatabaseUrl(url), url).toEqual({ dialect: 'postgres', connectionString: url });
  });

  it('reads sqlite:<path>, sqlite://<path>, plain paths and :memory: as SQLite', () => {
    for (const [url, filename] of [
      ['sqlite:/var/lib/ordina/db.sqlite', '/var/lib/ordina/db.sqlite'],
      ['sqlite:///var/lib/ordina/db.sqlite', '/var/lib/ordina/db.sqlite'],
      ['sqlite:data/x.sqlite', resolve('data/x.sqlite')],
      ['./data/x.sqlite', resolve('data/x.sqlite')],
      [':memory:', ':memory:'],
      ['sqlite::memory:', ':memory:'],
    ] as const)
      expect(parseDatabaseUrl(url), url).toEqual({ dialect: 'sqlite', filename });
  });

  it('refuses empty URLs and other engines', () => {
    expect(() => parseDatabaseUrl('  ')).toThrow('empty');
    expect(() => parseDatabaseUrl('sqlite:')).toThrow('no file path');
    expect(() => parseDatabaseUrl('mysql://root:secret@db/ordina')).toThrow(
      'Unsupported database URL "mysql://root:***@db/ordina"',
    );
  });
});

describe('DEFAULT_DATABASE_URL', () => {
  it('is the SQLite file data/ordina.sqlite under the repository root', () => {
    const repoRoot = resolve(import.meta.dirname, '../../..');
    expect(DEFAULT_DATABASE_URL).toBe(`sqlite:${join(repoRoot, 'data', 'ordina.sqlite')}`);
  });
});

describe('redactUrl', () => {
  it('hides the password of a URL and leaves other URLs alone', () => {
    expect(redactUrl('postgres://ordina:s3cr3t@db:5432/ordina')).toBe('postgres://ordina:***@db:5432/ordina');
    expect(redactUrl('postgres://db/ordina')).toBe('postgres://db/ordina');
    expect(redactUrl('sqlite:data/ordina.sqlite')).toBe('sqlite:data/ordina.sqlite');
  });
});

describe('withStatementCache', () => {
  it('prepares each SQL text once and keeps the most recently used statements', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const prepare = vi.spyOn(sqlite, 'prepare');
    const cached = withStatementCache(sqlite, 2);
    const prepared = () => prepare.mock.calls.map(([text]) => text);
    try {
      sqlite.exec('create table t (n integer)');
      const insert = (n: number) => cached.prepare('insert into t (n) values (?)').run(n);
      const select = () => cached.prepare('select n from t order by n').all();
      insert(1);
      insert(2);
      expect(select()).toEqual([{ n: 1 }, { n: 2 }]);
      expect(prepared()).toEqual(['insert into t (n) values (?)', 'select n from t order by n']);
      // Used last: the insert. A third statement pushes out the select, not the insert.
      insert(3);
      cached.prepare('select count(*) as c from t').get();
      insert(4);
      expect(select()).toHaveLength(4);
      expect(prepared().slice(2)).toEqual(['select count(*) as c from t', 'select n from t order by n']);
    } finally {
      cached.close();
    }
    expect(sqlite.open).toBe(false);
  });

  it('answers right with a statement prepared before a schema change', () => {
    const sqlite = new SqliteDatabase(':memory:');
    const cached = withStatementCache(sqlite);
    try {
      sqlite.exec('create table t (n integer); insert into t values (1)');
      expect(cached.prepare('select * from t').all()).toEqual([{ n: 1 }]);
      sqlite.exec('alter table t add column m integer default 7');
      expect(cached.prepare('select * from t').all()).toEqual([{ n: 1, m: 7 }]);
    } finally {
      cached.close();
    }
  });
});

describe('openDatabase (SQLite)', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('creates the parent folder and turns on WAL, foreign keys and a busy timeout', async () => {
    dir = await mkdtemp(join(tmpdir(), 'ordina-open-'));
    const file = join(dir, 'nested', 'deeper', 'ordina.sqlite');
    const opened = openDatabase(`sqlite:${file}`);
    try {
      expect(opened.dialect).toBe('sqlite');
      expect(dialectOf(opened.db)).toBe('sqlite');
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(opened.db);
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(opened.db);
      const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(opened.db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
      expect(busy.rows[0]?.timeout).toBe(5000);
      expect(existsSync(file)).toBe(true);
    } finally {
      await opened.close();
    }
  });

  it('opens an in-memory database for :memory:', async () => {
    const opened = openDatabase(':memory:');
    try {
      const result = await sql<{ one: number }>`select 1 as one`.execute(opened.db);
      expect(result.rows).toEqual([{ one: 1 }]);
    } finally {
      await opened.close();
    }
  });
});

describe.runIf(TEST_DIALECTS.includes('postgres'))('openDatabase (PostgreSQL)', () => {
  it('survives a broken idle connection: reports it and reconnects on the next query', async () => {
    const server = await openEmptyTestDatabase('postgres');
    const errors: Error[] = [];
    const opened = openDatabase(server.url, { onConnectionError: (error) => errors.push(error) });
    try {
      expect(opened.dialect).toBe('postgres');
      expect(dialectOf(opened.db)).toBe('postgres');
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(opened.db);
      await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(server.db);
      await vi.waitFor(() => expect(errors).toHaveLength(1));
      const again = await sql<{ one: number }>`select 1 as one`.execute(opened.db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await opened.close();
      await server.close();
    }
  });
});
