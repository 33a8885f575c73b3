import { beforeAll, describe, expect, it } from 'vitest';
import { insertTestBusiness, insertTestCustomer } from '../test/customer-fixture.ts';
import { failingStatement } from '../test/failing-statement.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import {
  confirmAccount,
  registerAccount,
  requestPasswordReset,
  resendAccountConfirmation,
  resetPassword,
} from './accounts.ts';
import type { AccountMail } from './accounts.ts';
import { rateLimitKeyHash } from './rate-limit-counters.ts';
import { insertSession } from './sessions.ts';
import { findUserByEmail, findUserById } from './users.ts';
import { findAccountCode, insertAccountCode } from './verification-codes.ts';

const NOW = new Date('2026-03-20T09:00:00.000Z');
const LATER = new Date('2026-03-20T11:00:00.000Z');
const HOUR_MS = 3_600_000;

const mailTo = (recipient: string, max = 5): AccountMail => ({
  message: {
    channel: 'email',
    recipient,
    subject: 'Confirm your account',
    bodyText: 'Click the link',
    bodyHtml: null,
  },
  allowance: { key: `account-mails|${recipient}`, windowMs: HOUR_MS, max },
});

describe.each(TEST_DIALECTS)('account use cases on %s (each one transaction)', (dialect) => {
  const database = useTestDatabase(dialect);
  let businessId: number;

  beforeAll(async () => {
    businessId = await insertTestBusiness(database().db, 'accounts');
  });

  const newUser = (email: string) => ({
    businessId,
    email,
    passwordHash: '$argon2id$test-only',
    name: 'Carla',
    lastname: 'Verdi',
    phone: '+39 333 123 4567',
    newsletter: false,
    privacyPolicyAccepted: true,
    now: NOW,
  });
  const code = (hash: string) => ({ hash, expiresAt: LATER });

  /** What a use case left behind for `email`: the account, its codes, e-mails to it and its mail counter. */
  async function traces(email: string) {
    const { db } = database();
    const user = await findUserByEmail(db, businessId, email);
    const codes = user
      ? await db
          .selectFrom('verification_codes')
          .select(['purpose', 'code'])
          .where('user_id', '=', user.id)
          .execute()
      : [];
    const mails = await db
      .selectFrom('outbox_messages')
      .select('subject')
      .where('business_id', '=', businessId)
      .where('recipient', '=', email)
      .execute();
    const counter = await db
      .selectFrom('rate_limit_counters')
      .select('count')
      .where('business_id', '=', businessId)
      .where('key_hash', '=', rateLimitKeyHash(`account-mails|${email}`))
      .executeTakeFirst();
    return {
      user: user?.email ?? null,
      codes: codes.length,
      mails: mails.length,
      counted: counter === undefined ? 0 : Number(counter.count),
    };
  }

  it('registers: account, confirmation code and e-mail together, counted once', async () => {
    const result = await registerAccount(database().db, {
      user: newUser('carla@example.it'),
      code: code('hash-carla'),
      mail: mailTo('carla@example.it'),
    });
    expect(result).toMatchObject({ ok: true });
    expect(await traces('carla@example.it')).toEqual({
      user: 'carla@example.it',
      codes: 1,
      mails: 1,
      counted: 1,
    });
  });

  it('an existing e-mail: email_exists, and no code, e-mail or count', async () => {
    await insertTestCustomer(database().db, businessId, { email: 'anna@example.it' });
    const result = await registerAccount(database().db, {
      user: newUser('anna@example.it'),
      code: code('hash-anna'),
      mail: mailTo('anna@example.it'),
    });
    expect(result).toEqual({ ok: false, reason: 'email_exists' });
    expect(await traces('anna@example.it')).toEqual({
      user: 'anna@example.it',
      codes: 0,
      mails: 0,
      counted: 0,
    });
  });

  it('over the recipient’s allowance: mail_limit with the window’s end, and no account, code, e-mail or count', async () => {
    const result = await registerAccount(database().db, {
      user: newUser('limit@example.it'),
      code: code('hash-limit'),
      mail: mailTo('limit@example.it', 0),
    });
    expect(result).toEqual({ ok: false, reason: 'mail_limit', resetAt: new Date(NOW.getTime() + HOUR_MS) });
    expect(await traces('limit@example.it')).toEqual({ user: null, codes: 0, mails: 0, counted: 0 });
  });

  it('a failure while writing rolls the account back: all or none', async () => {
    const failing = database().db.withPlugin(failingStatement('insert', 'verification_codes'));
    await expect(
      registerAccount(failing, {
        user: newUser('broken@example.it'),
        code: code('hash-broken'),
        mail: mailTo('broken@example.it'),
      }),
    ).rejects.toThrow(/simulated failure/);
    expect(await traces('broken@example.it')).toEqual({ user: null, codes: 0, mails: 0, counted: 0 });
  });

  it('recovery: a reset code and its e-mail together; over the allowance neither', async () => {
    const userId = await insertTestCustomer(database().db, businessId, { email: 'paolo@example.it' });
    const reset = (max: number, hash: string) =>
      requestPasswordReset(database().db, {
        businessId,
        userId,
        code: code(hash),
        mail: mailTo('paolo@example.it', max),
        now: NOW,
      });
    expect(await reset(1, 'hash-reset-1')).toMatchObject({ ok: true });
    expect(await reset(1, 'hash-reset-2')).toEqual({
      ok: false,
      reason: 'mail_limit',
      resetAt: new Date(NOW.getTime() + HOUR_MS),
    });
    expect(await traces('paolo@example.it')).toEqual({
      user: 'paolo@example.it',
      codes: 1,
      mails: 1,
      counted: 1,
    });
  });

  it('confirmation uses the code once and confirms the e-mail', async () => {
    const { db } = database();
    await registerAccount(db, {
      user: newUser('gianni@example.it'),
      code: code('hash-gianni'),
      mail: mailTo('gianni@example.it'),
    });
    const confirmed = await confirmAccount(db, businessId, 'hash-gianni', NOW);
    if (!confirmed.ok) throw new Error(`not confirmed: ${confirmed.reason}`);
    expect(confirmed.user.email).toBe('gianni@example.it');
    expect((await findUserById(db, businessId, confirmed.user.id))?.email_verified_at).not.toBeNull();
    // The link clicked again: the account is confirmed already (not "wrong code").
    expect(await confirmAccount(db, businessId, 'hash-gianni', NOW)).toEqual({
      ok: false,
      reason: 'already_confirmed',
    });
    expect(await confirmAccount(db, businessId, 'hash-unknown', NOW)).toEqual({
      ok: false,
      reason: 'wrong_code',
    });
  });

  it('confirmation: an expired code of a still-unconfirmed account is a wrong code, not "already confirmed"', async () => {
    const { db } = database();
    await registerAccount(db, {
      user: newUser('tardy@example.it'),
      code: { hash: 'hash-tardy', expiresAt: NOW },
      mail: mailTo('tardy@example.it'),
    });
    expect(await confirmAccount(db, businessId, 'hash-tardy', NOW)).toEqual({
      ok: false,
      reason: 'wrong_code',
    });
  });

  describe('resending the confirmation e-mail', () => {
    const resend = (email: string, hash: string, max = 5) =>
      resendAccountConfirmation(database().db, {
        businessId,
        email,
        code: code(hash),
        allowance: mailTo(email, max).allowance,
        mail: (user) => ({ ...mailTo(email).message, bodyText: `Hello ${user.name}` }),
        now: NOW,
      });

    it('for an unconfirmed account: a fresh code (the older one stops working) and the e-mail, counted', async () => {
      const { db } = database();
      await registerAccount(db, {
        user: newUser('again@example.it'),
        code: code('hash-again-1'),
        mail: mailTo('again@example.it'),
      });
      const result = await resend('again@example.it', 'hash-again-2');
      expect(result).toMatchObject({ ok: true, mailId: expect.any(Number) as number });
      expect(await traces('again@example.it')).toEqual({
        user: 'again@example.it',
        codes: 2,
        mails: 2,
        counted: 2,
      });
      expect((await findAccountCode(db, businessId, 'hash-again-1'))?.expiresAt).toBe(NOW.toISOString());
      expect(await confirmAccount(db, businessId, 'hash-again-1', NOW)).toEqual({
        ok: false,
        reason: 'wrong_code',
      });
      expect(await confirmAccount(db, businessId, 'hash-again-2', NOW)).toMatchObject({ ok: true });
    });

    it('for an unknown or confirmed e-mail: nothing sent, but counted all the same (the limit tells no one which accounts exist)', async () => {
      const { db } = database();
      await insertTestCustomer(db, businessId, { email: 'known@example.it' });
      expect(await resend('known@example.it', 'hash-known')).toEqual({ ok: true, mailId: null });
      expect(await resend('nobody@example.it', 'hash-nobody')).toEqual({ ok: true, mailId: null });
      expect(await traces('known@example.it')).toMatchObject({ codes: 0, mails: 0, counted: 1 });
      expect(await traces('nobody@example.it')).toMatchObject({ user: null, mails: 0, counted: 1 });
    });

    it('over the allowance: refused, with no code and no e-mail', async () => {
      const { db } = database();
      await registerAccount(db, {
        user: newUser('eager@example.it'),
        code: code('hash-eager-1'),
        mail: mailTo('eager@example.it'),
      });
      expect(await resend('eager@example.it', 'hash-eager-2', 1)).toEqual({
        ok: false,
        reason: 'mail_limit',
        resetAt: new Date(NOW.getTime() + HOUR_MS),
      });
      expect(await traces('eager@example.it')).toEqual({
        user: 'eager@example.it',
        codes: 1,
        mails: 1,
        counted: 1,
      });
      expect(await resend('stranger@example.it', 'hash-stranger', 0)).toMatchObject({
        ok: false,
        reason: 'mail_limit',
      });
    });
  });

  it('a password reset sets the password, confirms the e-mail, ends the other reset codes and every session; a used code changes nothing', async () => {
    const { db } = database();
    const userId = await insertTestCustomer(db, businessId, { email: 'lucia@example.it' });
    for (const hash of ['hash-lucia-1', 'hash-lucia-2']) {
      await insertAccountCode(db, {
        businessId,
        purpose: 'password_reset',
        codeHash: hash,
        userId,
        expiresAt: LATER,
        now: NOW,
      });
    }
    await insertSession(db, { id: 'lucia-session', businessId, userId, expiresAt: LATER, now: NOW });
    expect(
      await resetPassword(db, {
        businessId,
        codeHash: 'hash-lucia-1',
        passwordHash: '$argon2id$new',
        now: NOW,
      }),
    ).toBe(true);
    expect((await findUserById(db, businessId, userId))?.password_hash).toBe('$argon2id$new');
    const session = await db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('id', '=', 'lucia-session')
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
    expect(
      await resetPassword(db, {
        businessId,
        codeHash: 'hash-lucia-2',
        passwordHash: '$argon2id$newer',
        now: NOW,
      }),
    ).toBe(false);
    expect(
      await resetPassword(db, {
        businessId,
        codeHash: 'hash-lucia-1',
        passwordHash: '$argon2id$newer',
        now: NOW,
      }),
    ).toBe(false);
    expect((await findUserById(db, businessId, userId))?.password_hash).toBe('$argon2id$new');
  });
});
