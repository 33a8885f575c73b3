import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../tables.ts';
import { insertOutboxMessage } from './outbox.ts';
import type { NewOutboxMessage } from './outbox.ts';
import { countRateLimitHit } from './rate-limit-counters.ts';
import { revokeUserSessions } from './sessions.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markUserEmailVerified,
  setUserPasswordHash,
  userIsActive,
} from './users.ts';
import type { ActiveUserRecord, NewUser } from './users.ts';
import {
  consumeAccountCode,
  expireUserAccountCodes,
  findAccountCode,
  insertAccountCode,
} from './verification-codes.ts';

/*
 * The account use cases (spec §4 "Registration", "Recovery"), each ONE
 * transaction owned here, like placeOrder and anonymiseAccount
 * (docs/decisions/014): the route decides the values (hashes, links, texts,
 * limits) and maps the result to HTTP; this layer writes all of it or none.
 * An account e-mail is written to the outbox in the transaction that creates
 * what it announces, and counted against its recipient's hourly allowance in
 * the same transaction, so a refusal leaves no user, code, e-mail or count.
 */

/** How many account e-mails one recipient may get per window (counted by key; the key is stored hashed). */
export interface MailAllowance {
  key: string;
  windowMs: number;
  max: number;
}

/** An account e-mail to queue: the outbox message and the allowance it counts against. */
export interface AccountMail {
  message: NewOutboxMessage;
  allowance: MailAllowance;
}

/** An e-mailed account code to store: its hash (the plain code is only in the e-mail) and when it stops working. */
export interface NewAccountCode {
  hash: string;
  expiresAt: Date;
}

/** The recipient already had the window's allowance of account e-mails: nothing was written; try again after `resetAt`. */
export interface MailLimitReached {
  ok: false;
  reason: 'mail_limit';
  resetAt: Date;
}

/** Thrown inside a transaction to roll it back and answer the refusal. */
class MailLimit extends Error {
  constructor(readonly refusal: MailLimitReached) {
    super(refusal.reason);
  }
}

/** Runs `work` in one transaction; a mail-limit refusal inside rolls it all back and is answered as a value. */
async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T | MailLimitReached> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof MailLimit) return error.refusal;
    throw error;
  }
}

/** Counts one e-mail against its allowance; over the allowance: the transaction rolls back. */
async function countMailAllowance(
  trx: Transaction<Database>,
  businessId: number,
  allowance: MailAllowance,
  now: Date,
): Promise<void> {
  const hit = await countRateLimitHit(trx, businessId, allowance.key, allowance.windowMs, now);
  if (hit.count > allowance.max)
    throw new MailLimit({ ok: false, reason: 'mail_limit', resetAt: hit.resetAt });
}

/** Counts one e-mail against its allowance and queues it; over the allowance: the transaction rolls back. */
async function queueAccountMail(
  trx: Transaction<Database>,
  businessId: number,
  mail: AccountMail,
  now: Date,
): Promise<number> {
  await countMailAllowance(trx, businessId, mail.allowance, now);
  return insertOutboxMessage(trx, businessId, mail.message, now);
}

export type RegisterAccountResult =
  { ok: true; userId: number; mailId: number } | { ok: false; reason: 'email_exists' } | MailLimitReached;

/**
 * Registration: the unconfirmed account, its confirmation code and the
 * e-mail carrying the code, all or none. `email_exists` when the business has
 * an account with this e-mail (the unique constraint decides, so two
 * simultaneous registrations cannot both succeed); nothing is counted then.
 */
export async function registerAccount(
  db: Kysely<Database>,
  account: { user: NewUser; code: NewAccountCode; mail: AccountMail },
): Promise<RegisterAccountResult> {
  const { businessId, now } = account.user;
  return inTransaction(db, async (trx) => {
    const userId = await insertUser(trx, account.user);
    if (userId === undefined) return { ok: false, reason: 'email_exists' };
    const mailId = await queueAccountMail(trx, businessId, account.mail, now);
    await insertAccountCode(trx, {
      businessId,
      purpose: 'account',
      codeHash: account.code.hash,
      userId,
      expiresAt: account.code.expiresAt,
      now,
    });
    return { ok: true, userId, mailId };
  });
}

/** Recovery: a password-reset code for the account and the e-mail carrying it, both or none. */
export async function requestPasswordReset(
  db: Kysely<Database>,
  reset: { businessId: number; userId: number; code: NewAccountCode; mail: AccountMail; now: Date },
): Promise<{ ok: true; mailId: number } | MailLimitReached> {
  const { businessId, userId, now } = reset;
  return inTransaction(db, async (trx) => {
    const mailId = await queueAccountMail(trx, businessId, reset.mail, now);
    await insertAccountCode(trx, {
      businessId,
      purpose: 'password_reset',
      codeHash: reset.code.hash,
      userId,
      expiresAt: reset.code.expiresAt,
      now,
    });
    return { ok: true as const, mailId };
  });
}

/** What a confirmation link came to: the confirmed account, or why not (see `confirmAccount`). */
export type ConfirmAccountResult =
  { ok: true; user: ActiveUserRecord } | { ok: false; reason: 'already_confirmed' | 'wrong_code' };

/**
 * Confirmation: uses the account code once and marks the e-mail confirmed.
 * A code that cannot be used (spent or expired) but belongs to an account
 * whose e-mail is confirmed is `already_confirmed` (the customer clicked the
 * link twice, or confirmed through a newer e-mail); an unknown code, or one
 * of an unconfirmed or deleted account, is `wrong_code`. Only the mailbox
 * owner holds the code, so the difference tells a stranger nothing. The
 * attempt is counted on the code either way.
 */
export async function confirmAccount(
  db: Kysely<Database>,
  businessId: number,
  codeHash: string,
  now: Date,
): Promise<ConfirmAccountResult> {
  return db.transaction().execute(async (trx) => {
    const used = await consumeAccountCode(trx, businessId, 'account', codeHash, now);
    if (used === undefined)
      return {
        ok: false,
        reason: (await codeOfConfirmedAccount(trx, businessId, codeHash))
          ? 'already_confirmed'
          : 'wrong_code',
      };
    const found = await findUserById(trx, businessId, used.userId);
    if (found === undefined || !userIsActive(found)) return { ok: false, reason: 'wrong_code' };
    await markUserEmailVerified(trx, businessId, found.id, now);
    return { ok: true, user: found };
  });
}

/** Whether `codeHash` is a confirmation code of a still-active account whose e-mail is confirmed. */
async function codeOfConfirmedAccount(
  db: Kysely<Database>,
  businessId: number,
  codeHash: string,
): Promise<boolean> {
  const code = await findAccountCode(db, businessId, codeHash);
  if (code?.purpose !== 'account' || code.userId === null) return false;
  const user = await findUserById(db, businessId, code.userId);
  return user !== undefined && userIsActive(user) && user.email_verified_at !== null;
}

/**
 * A new confirmation e-mail for the unconfirmed account with this e-mail:
 * its older confirmation codes stop working, a fresh one is stored and the
 * e-mail (`mail`, written for the account's name) queued, all or none. The
 * recipient's hourly allowance is counted whether or not such an account
 * exists, so neither the answer nor the limit tells a stranger which
 * addresses have accounts; `mailId` is null when nothing was sent (no such
 * account, deleted, or already confirmed).
 */
export async function resendAccountConfirmation(
  db: Kysely<Database>,
  resend: {
    businessId: number;
    email: string;
    code: NewAccountCode;
    allowance: MailAllowance;
    mail: (user: ActiveUserRecord) => NewOutboxMessage;
    now: Date;
  },
): Promise<{ ok: true; mailId: number | null } | MailLimitReached> {
  const { businessId, now } = resend;
  return inTransaction(db, async (trx) => {
    await countMailAllowance(trx, businessId, resend.allowance, now);
    const user = await findUserByEmail(trx, businessId, resend.email);
    if (user === undefined || !userIsActive(user) || user.email_verified_at !== null)
      return { ok: true as const, mailId: null };
    await expireUserAccountCodes(trx, businessId, user.id, 'account', now);
    await insertAccountCode(trx, {
      businessId,
      purpose: 'account',
      codeHash: resend.code.hash,
      userId: user.id,
      expiresAt: resend.code.expiresAt,
      now,
    });
    const mailId = await insertOutboxMessage(trx, businessId, resend.mail(user), now);
    return { ok: true as const, mailId };
  });
}

/**
 * Password reset: uses the reset code once, sets the new password, confirms
 * the e-mail (the code proves the mailbox), ends the account's other reset
 * codes and every session (a stolen token dies with the old password). False
 * for an unknown, used or expired code.
 */
export async function resetPassword(
  db: Kysely<Database>,
  reset: { businessId: number; codeHash: string; passwordHash: string; now: Date },
): Promise<boolean> {
  const { businessId, now } = reset;
  return db.transaction().execute(async (trx) => {
    const used = await consumeAccountCode(trx, businessId, 'password_reset', reset.codeHash, now);
    if (used === undefined) return false;
    await setUserPasswordHash(trx, businessId, used.userId, reset.passwordHash, now);
    await markUserEmailVerified(trx, businessId, used.userId, now);
    await expireUserAccountCodes(trx, businessId, used.userId, 'password_reset', now);
    await revokeUserSessions(trx, businessId, used.userId, now);
    return true;
  });
}
