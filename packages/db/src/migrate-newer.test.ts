import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DatabaseNewerError, migrateToLatest } from './migrate.ts';
import { TEST_DIALECTS, useTestDatabase } from './test/test-databases.ts';

describe.each(TEST_DIALECTS)('a database newer than the server on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('is refused with a message that names the unknown migrations and what to do', async () => {
    const { db } = database();
    // As a newer release would leave it: one migration more than this build has.
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-release', '2027-01-01T00:00:00.000Z')`.execute(
      db,
    );

    const refusal = await migrateToLatest(db).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(DatabaseNewerError);
    expect((refusal as DatabaseNewerError).unknownMigrations).toEqual(['9999-from-a-newer-release']);
    expect((refusal as Error).message).toMatch(
      /upgraded by a newer Ordina.*9999-from-a-newer-release.*Start the newer release/,
    );
    await sql`delete from kysely_migration where name = '9999-from-a-newer-release'`.execute(db);
    expect(await migrateToLatest(db)).toEqual([]);
  });
});
