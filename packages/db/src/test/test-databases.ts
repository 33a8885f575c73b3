import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DialectName, type OpenDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import type { Database } from '../tables.ts';
import { postgresAvailability } from './postgres.ts';
import { acquireTestServer } from './test-server.ts';

/*
 * Run a suite on every engine: `describe.each(TEST_DIALECTS)('%s', (dialect) =>
 * { const database = useTestDatabase(dialect); … })`. SQLite databases are
 * files in a temporary folder; PostgreSQL databases live on one server per
 * test file (see ./postgres.ts), started on first use and stopped, with all
 * its databases, when the file's tests end (see ./test-server.ts).
 */

const availability = postgresAvailability();
if (!availability.available) {
  console.warn(`\n[@ordina/db] PostgreSQL suite SKIPPED: ${availability.reason}.\n`);
}

/** The engines this machine can test: SQLite always, PostgreSQL when available. */
export const TEST_DIALECTS: DialectName[] = availability.available ? ['sqlite', 'postgres'] : ['sqlite'];

/** A test database: an open database plus the URL another connection (or server) would use. */
export type TestDatabase = OpenDatabase & { url: string };

/** Opens a brand-new empty database of this dialect; `close()` deletes an SQLite one, PostgreSQL ones go with their server. */
export async function openEmptyTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = await mkdtemp(join(tmpdir(), 'ordina-sqlite-'));
    const url = `sqlite:${join(dir, 'test.sqlite')}`;
    const opened = openDatabase(url);
    return {
      ...opened,
      url,
      async close() {
        await opened.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const postgres = await acquireTestServer();
  const url = await postgres.createDatabase();
  return { ...openDatabase(url), url };
}

/** Opens a brand-new database of this dialect with every migration applied. */
export async function openMigratedTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const opened = await openEmptyTestDatabase(dialect);
  try {
    await migrateToLatest(opened.db);
    return opened;
  } catch (error) {
    await opened.close();
    throw error;
  }
}

/**
 * Gives the enclosing suite a migrated database of this dialect, opened before
 * its tests and closed (and deleted) after them; call the result to get it.
 */
export function useTestDatabase(
  dialect: DialectName,
  options: { migrate?: boolean } = {},
): () => TestDatabase {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened =
      options.migrate === false
        ? await openEmptyTestDatabase(dialect)
        : await openMigratedTestDatabase(dialect);
  });
  afterAll(async () => {
    await opened?.close();
    opened = undefined;
  });
  return () => {
    if (opened === undefined) throw new Error('The test database is only open while the suite runs.');
    return opened;
  };
}

/** The suite's own connection to its test database and the ones `useMoreConnections` opened beside it. */
export interface SuiteConnections {
  /** Every connection, the suite's own first. */
  all: () => Kysely<Database>[];
  /** The i-th, going round them all: how a test spreads concurrent calls over the "servers". */
  nth: (i: number) => Kysely<Database>;
}

/**
 * Opens `extra` more connections (pools) to the suite's test database before its tests, as more server processes
 * would have, and closes them after them. Call it where hooks may be registered.
 */
export function useMoreConnections(database: () => TestDatabase, extra: number): SuiteConnections {
  const more: OpenDatabase[] = [];
  beforeAll(() => {
    for (let i = 0; i < extra; i += 1) more.push(openDatabase(database().url));
  });
  afterAll(async () => {
    await Promise.all(more.splice(0).map((pool) => pool.close()));
  });
  const all = () => [database().db, ...more.map((pool) => pool.db)];
  return { all, nth: (i) => all()[i % (more.length + 1)]! };
}
