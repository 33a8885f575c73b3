import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DialectName } from '../database.ts';
import { importBusinessFile } from '../import/import-business-file.ts';
import { migrateToLatest } from '../migrate.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { insertTestOrder } from '../test/orders-fixture.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import { acquireTestServer } from '../test/test-server.ts';
import type { Database } from '../tables.ts';
import { BackupError, backupDatabase, restoreDatabase } from './backup.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ordina-backup-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every row of every table, table by table, each table's rows in a stable order. */
async function everyTable(db: Kysely<Database>, dialect: DialectName): Promise<Record<string, unknown[]>> {
  const tables =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
          db,
        )
      : await sql<{
          name: string;
        }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(
          db,
        );
  const result: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    result[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

let databases = 0;
/** A new database URL of this dialect (an SQLite file in the test folder, or a PostgreSQL database). */
async function newDatabaseUrl(dialect: DialectName): Promise<string> {
  databases += 1;
  if (dialect === 'sqlite') return `sqlite:${join(dir, `db-${databases}.sqlite`)}`;
  return (await acquireTestServer()).createDatabase();
}

/** A migrated database holding the fixture business (named `key`) and one order with a line. */
async function filledDatabase(dialect: DialectName, key: string): Promise<string> {
  const url = await newDatabaseUrl(dialect);
  const opened = openDatabase(url);
  try {
    await migrateToLatest(opened.db);
    const file = fixtureBusinessFile();
    file.business.key = key;
    await importBusinessFile(opened.db, file);
    const business = await opened.db
      .selectFrom('businesses')
      .select('id')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    await insertTestOrder(opened.db, {
      businessId: business.id,
      userId: null,
      code: `${key}-1`,
      lines: [
        { productId: 1, name: 'Margherita', categoryName: 'Pizze', qty: 2, unitPrice: 650, finalPrice: 1300 },
      ],
    });
  } finally {
    await opened.close();
  }
  return url;
}

async function contentsOf(url: string, dialect: DialectName): Promise<Record<string, unknown[]>> {
  const opened = openDatabase(url);
  try {
    return await everyTable(opened.db, dialect);
  } finally {
    await opened.close();
  }
}

describe.each(TEST_DIALECTS)('backup and restore on %s', (dialect) => {
  it('restores every table of every row over a database that held something else', async () => {
    const source = await filledDatabase(dialect, 'trattoria-backup');
    const other = await filledDatabase(dialect, 'pizzeria-altra');
    const file = join(dir, `round-trip-${dialect}.backup`);
    await backupDatabase(source, file);
    const before = await contentsOf(source, dialect);
    expect(before['orders']).toHaveLength(1);
    expect(before['order_lines']).toHaveLength(1);
    expect(await contentsOf(other, dialect)).not.toEqual(before);

    await restoreDatabase(file, other);

    expect(await contentsOf(other, dialect)).toEqual(before);
  });

  it('refuses a file that is not a backup and leaves the database as it was', async () => {
    const target = await filledDatabase(dialect, 'trattoria-intatta');
    const before = await contentsOf(target, dialect);
    const notABackup = join(dir, `not-a-backup-${dialect}.json`);
    await writeFile(notABackup, JSON.stringify(fixtureBusinessFile()));

    await expect(restoreDatabase(notABackup, target)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(join(dir, 'missing.backup'), target)).rejects.toThrow(/does not exist/);

    expect(await contentsOf(target, dialect)).toEqual(before);
  });
});

describe('SQLite backup while the server writes', () => {
  it('is a consistent database although rows are written during the copy', async () => {
    const url = await filledDatabase('sqlite', 'trattoria-viva');
    const writer = openDatabase(url);
    const business = await writer.db.selectFrom('businesses').select('id').executeTakeFirstOrThrow();
    const file = join(dir, 'live.backup');
    let written = 0;
    const backup = backupDatabase(url, file);
    // Orders written while the backup API steps through the pages, as a serving server would.
    while (written < 40) {
      written += 1;
      await insertTestOrder(writer.db, { businessId: business.id, userId: null, code: `live-${written}` });
    }
    await backup;
    await writer.close();

    const copy = new SqliteDatabase(file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const orders = copy.prepare('select count(*) as n from orders').get() as { n: number };
      expect(orders.n).toBeGreaterThanOrEqual(1);
    } finally {
      copy.close();
    }
  });

  it('refuses a damaged SQLite file', async () => {
    const url = await filledDatabase('sqlite', 'trattoria-danneggiata');
    const file = join(dir, 'damaged.backup');
    await backupDatabase(url, file);
    const bytes = await readFile(file);
    // Overwrites the pages after the first: the header stays, the b-trees are garbage.
    bytes.fill(0x5a, 4096);
    await writeFile(file, bytes);
    const target = join(dir, 'damaged-target.sqlite');
    await expect(restoreDatabase(file, `sqlite:${target}`)).rejects.toThrow(BackupError);
  });
});
