import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestBusiness, insertTestCustomer } from '../test/customer-fixture.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { updateUserProfile } from './user-profile.ts';

const NOW = new Date('2026-03-20T09:00:00.000Z');

describe.each(TEST_DIALECTS)('user profile on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let businessId: number;

  beforeAll(async () => {
    businessId = await insertTestBusiness(database().db, 'profile');
  });

  it('replaces name, last name and phone and answers the stored account', async () => {
    const { db } = database();
    const userId = await insertTestCustomer(db, businessId, { email: 'anna@example.com' });
    const updated = await updateUserProfile(
      db,
      businessId,
      userId,
      { name: 'Annalisa', lastname: 'Bianchi', phone: '' },
      NOW,
    );
    expect(updated).toMatchObject({
      id: userId,
      email: 'anna@example.com',
      name: 'Annalisa',
      lastname: 'Bianchi',
      phone: '',
      updated_at: '2026-03-20T09:00:00.000Z',
    });
    expect(
      await db
        .selectFrom('users')
        .select(['name', 'lastname', 'phone'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      name: 'Annalisa',
      lastname: 'Bianchi',
      phone: '',
    });
  });

  it('changes nothing for a deleted account, an unknown one or another business’s', async () => {
    const { db } = database();
    const userId = await insertTestCustomer(db, businessId, { email: 'gone@example.com' });
    const otherBusiness = await insertTestBusiness(db, 'profile-other');
    expect(
      await updateUserProfile(db, otherBusiness, userId, { name: 'X', lastname: 'Y', phone: '' }, NOW),
    ).toBeUndefined();
    await db.updateTable('users').set({ deleted_at: NOW.toISOString() }).where('id', '=', userId).execute();
    expect(
      await updateUserProfile(db, businessId, userId, { name: 'X', lastname: 'Y', phone: '' }, NOW),
    ).toBeUndefined();
    expect(
      await updateUserProfile(db, businessId, 987_654, { name: 'X', lastname: 'Y', phone: '' }, NOW),
    ).toBeUndefined();
    expect(
      (await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirstOrThrow()).name,
    ).toBe('Anna');
  });
});
