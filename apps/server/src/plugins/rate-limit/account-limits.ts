import type { FastifyReply } from 'fastify';
import { countRateLimitHit, undoRateLimitHit, userEmailNormalize } from '@ordina/db';
import type { OpenDatabase } from '@ordina/db';
import { ApiError } from '../../errors.ts';

type Db = OpenDatabase['db'];

const HOUR_MS = 3_600_000;

/** Limits keyed by the account, not by the caller's address: they hold against many addresses (a botnet, one proxy). */
export interface AccountLimits {
  /**
   * Takes one of the account's hourly failed-login slots before its password
   * is checked, whatever the caller's address (password spraying); none left:
   * 429 TOO_MANY_REQUESTS. Counted before the check so parallel guesses cannot
   * overtake the count; call the returned function when the password was
   * right, which gives the slot back. Unknown e-mails count the same way, so
   * the answer says nothing about which accounts exist.
   */
  loginAttempt(reply: FastifyReply, username: string): Promise<() => Promise<void>>;
  /**
   * Counts one account e-mail to `recipient` inside the transaction that
   * queues it; past the hourly share: 429 TOO_MANY_REQUESTS, thrown so the
   * transaction rolls back (no code, no e-mail, no count).
   */
  accountMail(tx: Db, reply: FastifyReply, recipient: string): Promise<void>;
}

export function accountLimits(db: Db, businessId: number, limits: { loginFailuresPerHour: number; mailsPerHour: number }): AccountLimits {
  return {
    async loginAttempt(reply, username) {
      const key = `login-failures|${userEmailNormalize(username)}`;
      const now = new Date();
      const hit = await countRateLimitHit(db, businessId, key, HOUR_MS, now);
      if (hit.count > limits.loginFailuresPerHour) refuse(reply, hit.resetAt, now);
      return () => undoRateLimitHit(db, businessId, key, new Date());
    },
    async accountMail(tx, reply, recipient) {
      const now = new Date();
      const hit = await countRateLimitHit(tx, businessId, `account-mails|${userEmailNormalize(recipient)}`, HOUR_MS, now);
      if (hit.count > limits.mailsPerHour) refuse(reply, hit.resetAt, now);
    },
  };
}

/** 429 with Retry-After, like the per-address limit of @fastify/rate-limit. */
function refuse(reply: FastifyReply, resetAt: Date, now: Date): never {
  void reply.header('retry-after', Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)));
  throw new ApiError(429, 'TOO_MANY_REQUESTS');
}
