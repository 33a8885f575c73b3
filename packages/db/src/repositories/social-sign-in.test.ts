import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import { consumeSocialSignInCode, signInWithProvider } from './social-sign-in.ts';
import type { ProviderIdentity } from './social-sign-in.ts';
import { findUserById, insertUser } from './users.ts';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const LATER = new Date('2026-03-01T10:01:00.000Z');
const EXPIRES = new Date('2026-03-01T10:02:00.000Z');

const GIULIA: ProviderIdentity = {
  provider: 'google',
  subject: 'google-sub-1',
  email: 'Giulia.Bianchi@Example.com',
  emailVerified: true,
  name: 'Giulia',
  lastname: 'Bianchi',
};

describe.each(TEST_DIALECTS)('social sign-in on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'social_sign_in');
  let codes = 0;
  const signIn = (identity: ProviderIdentity, businessId = database().businessId) =>
    signInWithProvider(database().db, {
      businessId,
      identity,
      code: { codeHash: `hash-${++codes}`, expiresAt: EXPIRES },
      now: NOW,
    });
  const registered = (email: string, verified: boolean) =>
    insertUser(database().db, {
      businessId: database().businessId,
      email,
      passwordHash: '$argon2id$set-by-registrant',
      name: 'Reg',
      lastname: 'Istrant',
      phone: '',
      newsletter: false,
      privacyPolicyAccepted: true,
      now: NOW,
    }).then(async (id) => {
      if (verified)
        await database()
          .db.updateTable('users')
          .set({ email_verified_at: NOW.toISOString() })
          .where('id', '=', id!)
          .execute();
      return id!;
    });

  it('creates an account for a new person: confirmed e-mail, no password, privacy policy not yet accepted, linked to the subject', async () => {
    const result = await signIn(GIULIA);
    expect(result).toMatchObject({ ok: true, created: true });
    const user = await findUserById(
      database().db,
      database().businessId,
      (result as { userId: number }).userId,
    );
    expect(user).toMatchObject({
      email: 'giulia.bianchi@example.com',
      password_hash: null,
      name: 'Giulia',
      lastname: 'Bianchi',
      privacy_policy_accepted: 0,
      google_subject: 'google-sub-1',
      email_verified_at: NOW.toISOString(),
    });
    // The same person again: the same account, whatever e-mail the provider now shows.
    expect(await signIn({ ...GIULIA, email: 'new@example.com' })).toEqual({
      ok: true,
      userId: user!.id,
      created: false,
    });
  });

  it('links a confirmed account by its e-mail when the provider vouches for it, keeping its password', async () => {
    const id = await registered('marco@example.com', true);
    expect(await signIn({ ...GIULIA, subject: 'sub-marco', email: 'MARCO@example.com' })).toEqual({
      ok: true,
      userId: id,
      created: false,
    });
    const user = await findUserById(database().db, database().businessId, id);
    expect(user).toMatchObject({ google_subject: 'sub-marco', password_hash: '$argon2id$set-by-registrant' });
  });

  it('confirms a never-confirmed account it links and drops the password whoever registered it set (no pre-registered way in)', async () => {
    const id = await registered('luca@example.com', false);
    expect(await signIn({ ...GIULIA, subject: 'sub-luca', email: 'luca@example.com' })).toEqual({
      ok: true,
      userId: id,
      created: false,
    });
    expect(await findUserById(database().db, database().businessId, id)).toMatchObject({
      password_hash: null,
      email_verified_at: NOW.toISOString(),
    });
  });

  it('refuses to take over an account by an e-mail the provider does not vouch for (Facebook), and a person without an e-mail', async () => {
    const id = await registered('anna@example.com', true);
    const facebook: ProviderIdentity = {
      provider: 'facebook',
      subject: 'fb-anna',
      email: 'anna@example.com',
      emailVerified: false,
      name: 'Anna',
      lastname: 'Verdi',
    };
    expect(await signIn(facebook)).toEqual({ ok: false, reason: 'email_in_use' });
    expect(await findUserById(database().db, database().businessId, id)).toMatchObject({
      facebook_subject: null,
    });
    expect(await signIn({ ...facebook, subject: 'fb-nomail', email: null })).toEqual({
      ok: false,
      reason: 'no_email',
    });
    // Nothing half-written: no code was stored for the refusals.
    const stored = await database()
      .db.selectFrom('social_sign_in_codes')
      .select('user_id')
      .where('user_id', '=', id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('trades a code once, before it expires', async () => {
    const { db, businessId } = database();
    const result = await signInWithProvider(db, {
      businessId,
      identity: { ...GIULIA, subject: 'sub-once', email: 'once@example.com' },
      code: { codeHash: 'once', expiresAt: EXPIRES },
      now: NOW,
    });
    const userId = (result as { userId: number }).userId;
    const [first, second] = await Promise.all([
      consumeSocialSignInCode(db, businessId, 'once', LATER),
      consumeSocialSignInCode(db, businessId, 'once', LATER),
    ]);
    expect([first?.id, second?.id].filter((x) => x !== undefined)).toEqual([userId]);
    await signInWithProvider(db, {
      businessId,
      identity: { ...GIULIA, subject: 'sub-once', email: 'once@example.com' },
      code: { codeHash: 'late', expiresAt: EXPIRES },
      now: NOW,
    });
    expect(await consumeSocialSignInCode(db, businessId, 'late', EXPIRES)).toBeUndefined();
    expect(await consumeSocialSignInCode(db, businessId, 'unknown', LATER)).toBeUndefined();
  });
});
