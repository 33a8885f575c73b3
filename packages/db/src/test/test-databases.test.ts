import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_DIALECTS, openMigratedTestDatabase, useTestDatabase } from './test-databases.ts';

describe.each(TEST_DIALECTS)('test databases on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('hands out a migrated database', async () => {
    const tables = await database().db.introspection.getTables();
    expect(tables.map((t) => t.name)).toContain('businesses');
  });

  it('hands out a fresh, separate database on every call', async () => {
    const { db } = database();
    await db.insertInto('businesses').values({ key: 'only-here', name: 'Here' }).execute();
    const other = await openMigratedTestDatabase(dialect);
    try {
      expect(other.url).not.toBe(database().url);
      expect(await other.db.selectFrom('businesses').select('key').execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe.runIf(TEST_DIALECTS.includes('postgres'))('PostgreSQL test server', () => {
  let firstPort: string | undefined;

  describe('a first suite', () => {
    const database = useTestDatabase('postgres');
    it('gets a database on the file’s server', async () => {
      firstPort = new URL(database().url).port;
      const { rows } = await sql<{ fsync: string }>`show fsync`.execute(database().db);
      expect(rows[0]?.fsync).toBe('off');
    });
  });

  describe('a later suite of the same file', () => {
    const database = useTestDatabase('postgres');
    it('reuses that server instead of starting another', () => {
      expect(firstPort).toMatch(/^\d+$/);
      expect(new URL(database().url).port).toBe(firstPort);
    });
  });
});
