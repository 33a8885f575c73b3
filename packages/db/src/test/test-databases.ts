import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DialectName, type OpenDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
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
