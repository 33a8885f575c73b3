import type { FastifyReply } from 'fastify';
import { countRateLimitHit, undoRateLimitHit, userEmailNormalize } from '@ordina/db';
import type { MailAllowance, OpenDatabase } from '@ordina/db';
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
   * The hourly share of account e-mails to `recipient`: the account
   * repository counts it in the transaction that queues the e-mail and
   * refuses with nothing written (`registerAccount`, `requestPasswordReset`).
   */
  accountMail(recipient: string): MailAllowance;
  /** Past a limit: 429 TOO_MANY_REQUESTS, with Retry-After until `resetAt`. */
  refuse(reply: FastifyReply, resetAt: Date): never;
}

export function accountLimits(
  db: Db,
  businessId: number,
  limits: { loginFailuresPerHour: number; mailsPerHour: number },
): AccountLimits {
  return {
    async loginAttempt(reply, username) {
      const key = `login-failures|${userEmailNormalize(username)}`;
      const now = new Date();
      const hit = await countRateLimitHit(db, businessId, key, HOUR_MS, now);
      if (hit.count > limits.loginFailuresPerHour) refuse(reply, hit.resetAt, now);
      return () => undoRateLimitHit(db, businessId, key, new Date());
    },
    accountMail(recipient) {
      return {
        key: `account-mails|${userEmailNormalize(recipient)}`,
        windowMs: HOUR_MS,
        max: limits.mailsPerHour,
      };
    },
    refuse(reply, resetAt) {
      refuse(reply, resetAt, new Date());
    },
  };
}

/** 429 with Retry-After, like the per-address limit of @fastify/rate-limit. */
function refuse(reply: FastifyReply, resetAt: Date, now: Date): never {
  void reply.header('retry-after', Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)));
  throw new ApiError(429, 'TOO_MANY_REQUESTS');
}
