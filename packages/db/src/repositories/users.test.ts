import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markUserEmailVerified,
  setUserPasswordHash,
  setUserPrivacyPolicyAccepted,
} from './users.ts';
import type { NewUser } from './users.ts';

const NOW = new Date('2026-03-01T10:00:00.000Z');

describe.each(TEST_DIALECTS)('users on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'users');
  const newUser = (overrides: Partial<NewUser> = {}): NewUser => ({
    businessId: database().businessId,
    email: 'Mario.Rossi@Example.com',
    passwordHash: '$argon2id$fake',
    name: 'Mario',
    lastname: 'Rossi',
    phone: '+39 333 1234567',
    newsletter: false,
    privacyPolicyAccepted: true,
    now: NOW,
    ...overrides,
  });

  it('stores a new account unconfirmed, with a lower-cased e-mail, and finds it by e-mail in any case and by id', async () => {
    const { db, businessId } = database();
    const id = await insertUser(db, newUser());
    expect(id).toBeTypeOf('number');
    const found = await findUserByEmail(db, businessId, '  MARIO.rossi@example.COM ');
    expect(found).toMatchObject({
      id,
      email: 'mario.rossi@example.com',
      name: 'Mario',
      lastname: 'Rossi',
      phone: '+39 333 1234567',
      privacy_policy_accepted: 1,
      privacy_policy_accepted_at: '2026-03-01T10:00:00.000Z',
      newsletter: 0,
      email_verified_at: null,
      deleted_at: null,
    });
    expect((await findUserById(db, businessId, id!))?.email).toBe('mario.rossi@example.com');
  });

  it('refuses a second account with the same e-mail in the same business (any case), allows it in another', async () => {
    const { db, businessId, otherBusinessId } = database();
    expect(
      await insertUser(db, newUser({ email: 'MARIO.ROSSI@example.com', name: 'Other' })),
    ).toBeUndefined();
    expect((await findUserByEmail(db, businessId, 'mario.rossi@example.com'))?.name).toBe('Mario');
    expect(await insertUser(db, newUser({ businessId: otherBusinessId }))).toBeTypeOf('number');
  });

  it('keeps the two businesses apart on lookups', async () => {
    const { db, otherBusinessId } = database();
    const id = await insertUser(db, newUser({ email: 'only-here@example.com' }));
    expect(await findUserById(db, otherBusinessId, id!)).toBeUndefined();
    expect(await findUserByEmail(db, otherBusinessId, 'only-here@example.com')).toBeUndefined();
  });

  it('confirms the e-mail once: a second confirmation keeps the first time', async () => {
    const { db, businessId } = database();
    const id = (await insertUser(db, newUser({ email: 'confirm@example.com' })))!;
    await markUserEmailVerified(db, businessId, id, NOW);
    await markUserEmailVerified(db, businessId, id, new Date('2026-03-05T00:00:00.000Z'));
    expect((await findUserById(db, businessId, id))?.email_verified_at).toBe('2026-03-01T10:00:00.000Z');
  });

  it('replaces the password hash and records privacy choices', async () => {
    const { db, businessId } = database();
    const id = (await insertUser(db, newUser({ email: 'privacy@example.com' })))!;
    await setUserPasswordHash(db, businessId, id, '$argon2id$new', NOW);
    await setUserPrivacyPolicyAccepted(db, businessId, id, false, NOW);
    expect(await findUserById(db, businessId, id)).toMatchObject({
      password_hash: '$argon2id$new',
      privacy_policy_accepted: 0,
      privacy_policy_accepted_at: null,
    });
    const later = new Date('2026-03-02T08:00:00.000Z');
    await setUserPrivacyPolicyAccepted(db, businessId, id, true, later);
    expect(await findUserById(db, businessId, id)).toMatchObject({
      privacy_policy_accepted: 1,
      privacy_policy_accepted_at: '2026-03-02T08:00:00.000Z',
    });
  });
});
