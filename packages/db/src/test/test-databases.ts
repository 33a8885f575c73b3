import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DialectName, type OpenDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { postgresAvailability, startTestPostgres, type TestPostgresServer } from './postgres.ts';

/*
 * Run a suite on every engine: `describe.each(TEST_DIALECTS)('%s', (dialect) =>
 * { const database = useTestDatabase(dialect); … })`. SQLite databases are
 * files in a temporary folder; PostgreSQL databases live on one server per
 * test file (see ./postgres.ts), started on first use and stopped with the
 * last suite that used it.
 */

const availability = postgresAvailability();
if (!availability.available) {
  console.warn(`\n[@ordina/db] PostgreSQL suite SKIPPED: ${availability.reason}.\n`);
}

/** The engines this machine can test: SQLite always, PostgreSQL when available. */
export const TEST_DIALECTS: DialectName[] = availability.available ? ['sqlite', 'postgres'] : ['sqlite'];

/** A test database: an open database plus the URL another connection (or server) would use. */
export type TestDatabase = OpenDatabase & { url: string };

let server: Promise<TestPostgresServer> | undefined;
let serverUsers = 0;

async function acquireServer(): Promise<TestPostgresServer> {
  serverUsers++;
  server ??= startTestPostgres();
  return server;
}

async function releaseServer(): Promise<void> {
  serverUsers--;
  if (serverUsers > 0 || server === undefined) return;
  const stopping = server;
  server = undefined;
  await (await stopping).stop();
}

/** Opens a brand-new empty database of this dialect; `close()` also deletes it. */
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
  const postgres = await acquireServer();
  try {
    const url = await postgres.createDatabase();
    const opened = openDatabase(url);
    return {
      ...opened,
      url,
      async close() {
        await opened.close();
        await releaseServer();
      },
    };
  } catch (error) {
    await releaseServer();
    throw error;
  }
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
export function useTestDatabase(dialect: DialectName, options: { migrate?: boolean } = {}): () => TestDatabase {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = options.migrate === false ? await openEmptyTestDatabase(dialect) : await openMigratedTestDatabase(dialect);
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
