import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertTestBusiness, insertTestCustomer } from '../test/customer-fixture.ts';
import { insertTestOrder } from '../test/orders-fixture.ts';
import { migrateToLatest } from '../migrate.ts';
import { shippedMigrator } from '../test/migration-test.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { migrations } from './index.ts';

const BEFORE = '0005-spent-captcha-solutions';
const THIS = '0006-anonymised-users-without-email';
const FUTURE = '2099-01-01T00:00:00.000Z';

/*
 * Migration 0006 on a database that already holds customers: on SQLite it
 * rebuilds `users`, which must keep every row, every child row pointing at it,
 * the foreign keys (enforced, cascading), the id counter and the unique e-mail.
 */
describe.each(TEST_DIALECTS)('migration 0006 (anonymised accounts keep no e-mail) on %s', (dialect) => {
  const database = useTestDatabase(dialect, { migrate: false });
  const migrator = () => shippedMigrator(database().db);

  async function migrateTo(name: string) {
    const { error } = await migrator().migrateTo(name);
    expect(error).toBeUndefined();
  }

  it('frees deleted rows of their placeholder e-mail and keeps everything else, foreign keys included; down gives the placeholder back', async () => {
    const { db } = database();
    await migrateTo(BEFORE);
    const businessId = await insertTestBusiness(db, 'migration-0006');
    const active = await insertTestCustomer(db, businessId, { email: 'anna@example.it' });
    const deleted = await insertTestCustomer(db, businessId, { email: 'placeholder@example.it' });
    await db
      .updateTable('users')
      .set({ email: `deleted-${deleted}@anonymised.invalid`, deleted_at: FUTURE })
      .where('id', '=', deleted)
      .execute();
    await db
      .insertInto('sessions')
      .values({ id: 'kept-session', business_id: businessId, user_id: active, expires_at: FUTURE })
      .execute();
    await db
      .insertInto('saved_addresses')
      .values({
        business_id: businessId,
        user_id: active,
        address: 'Via Roma',
        street_number: '1',
        city: 'Rimini',
        lat: 44.06,
        lng: 12.57,
        google_place_id: null,
      })
      .execute();
    const order = await insertTestOrder(db, { businessId, userId: active, code: 'M-0006' });
    // The newest account was removed (e.g. its business file row): its id must never come back.
    const newest = await insertTestCustomer(db, businessId, { email: 'newest@example.it' });
    await db.deleteFrom('users').where('id', '=', newest).execute();

    await migrateTo(THIS);

    const users = await db
      .selectFrom('users')
      .select(['id', 'email', 'deleted_at'])
      .where('business_id', '=', businessId)
      .orderBy('id')
      .execute();
    expect(users).toEqual([
      { id: active, email: 'anna@example.it', deleted_at: null },
      { id: deleted, email: null, deleted_at: FUTURE },
    ]);
    expect(
      await db.selectFrom('sessions').select('user_id').where('id', '=', 'kept-session').executeTakeFirst(),
    ).toEqual({ user_id: active });
    expect(
      await db
        .selectFrom('saved_addresses')
        .select('user_id')
        .where('business_id', '=', businessId)
        .execute(),
    ).toEqual([{ user_id: active }]);
    if (dialect === 'sqlite')
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows).toEqual([
        { foreign_keys: 1 },
      ]);

    // The rules still hold on the new column: unique e-mails, NULL only when deleted, ids never reused.
    await expect(insertTestCustomer(db, businessId, { email: 'anna@example.it' })).rejects.toThrow(/unique/i);
    await expect(
      db.updateTable('users').set({ email: null }).where('id', '=', active).execute(),
    ).rejects.toThrow(/check constraint/i);
    expect(await insertTestCustomer(db, businessId, { email: 'after@example.it' })).toBeGreaterThan(newest);
    // Children still point at the rebuilt table: a missing owner is refused, deleting the owner cascades or clears.
    await expect(
      db
        .insertInto('sessions')
        .values({ id: 'orphan', business_id: businessId, user_id: 987_654, expires_at: FUTURE })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
    await db.deleteFrom('users').where('id', '=', active).execute();
    expect(await db.selectFrom('sessions').select('id').where('id', '=', 'kept-session').execute()).toEqual(
      [],
    );
    expect(
      await db.selectFrom('saved_addresses').select('id').where('business_id', '=', businessId).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('orders').select('user_id').where('id', '=', order).executeTakeFirstOrThrow(),
    ).toEqual({ user_id: null });

    await migrateTo(BEFORE);
    expect(
      await db.selectFrom('users').select('email').where('id', '=', deleted).executeTakeFirstOrThrow(),
    ).toEqual({ email: `deleted-${deleted}@anonymised.invalid` });
    await expect(
      db
        .insertInto('users')
        .values({
          business_id: businessId,
          email: null as unknown as string,
          password_hash: null,
          name: 'N',
          lastname: 'L',
        })
        .execute(),
    ).rejects.toThrow(/not.null/i);
    await migrateTo(THIS);
  });
});

describe.each(TEST_DIALECTS)('migration 0006 landing after 0007 on %s', (dialect) => {
  const database = useTestDatabase(dialect, { migrate: false });

  it('is applied to a database that already ran 0007 (numbers are handed out to parallel work), which then is up to date', async () => {
    const { db } = database();
    const { [THIS]: _landedLater, ...before } = migrations;
    const earlier = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(before) } });
    expect((await earlier.migrateToLatest()).error).toBeUndefined();
    const businessId = await insertTestBusiness(db, 'migration-0006-late');
    const deleted = await insertTestCustomer(db, businessId, { email: 'late@example.it' });
    await db
      .updateTable('users')
      .set({ email: `deleted-${deleted}@anonymised.invalid`, deleted_at: FUTURE })
      .where('id', '=', deleted)
      .execute();

    expect(await migrateToLatest(db)).toEqual([THIS]);
    expect(await migrateToLatest(db)).toEqual([]);
    expect(
      await db.selectFrom('users').select('email').where('id', '=', deleted).executeTakeFirstOrThrow(),
    ).toEqual({ email: null });
  });
});
