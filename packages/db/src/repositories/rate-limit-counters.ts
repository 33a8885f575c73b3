import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { deleteExpiredRows } from './expired-rows.ts';

/** One hit counted: the hits of the key in its current window (this one included) and when that window ends. */
export interface RateLimitHit {
  count: number;
  resetAt: Date;
}

/** What is stored for a key: its SHA-256 (hex), so no e-mail or IP address is kept at rest. */
export function rateLimitKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Counts one hit of `key` in a fixed window of `windowMs` that starts with
 * the key's first hit. One atomic upsert, so servers sharing the database
 * never lose a count, even at the same moment: a live window goes up by one,
 * an ended one starts again at 1. Works inside a transaction (the hit is
 * undone with it). Also removes a bounded batch of this business's ended
 * windows.
 */
export async function countRateLimitHit(
  db: Kysely<Database>,
  businessId: number,
  key: string,
  windowMs: number,
  now: Date,
): Promise<RateLimitHit> {
  const nowIso = now.toISOString();
  const row = await db
    .insertInto('rate_limit_counters')
    .values({
      business_id: businessId,
      key_hash: rateLimitKeyHash(key),
      count: 1,
      expires_at: new Date(now.getTime() + windowMs).toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['business_id', 'key_hash']).doUpdateSet((eb) => {
        // Both sides of each SET read the row as it was, on both engines.
        const live = eb('rate_limit_counters.expires_at', '>', nowIso);
        return {
          count: eb
            .case()
            .when(live)
            .then(eb('rate_limit_counters.count', '+', 1))
            .else(eb.lit(1))
            .end(),
          expires_at: eb
            .case()
            .when(live)
            .then(eb.ref('rate_limit_counters.expires_at'))
            .else(eb.ref('excluded.expires_at'))
            .end(),
        };
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow();
  await deleteExpiredRows(db, 'rate_limit_counters', businessId, now);
  return { count: Number(row.count), resetAt: new Date(row.expires_at) };
}

/** Takes back one hit of `key` in its live window (a login that turned out right); nothing when the window has ended. */
export async function undoRateLimitHit(
  db: Kysely<Database>,
  businessId: number,
  key: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('business_id', '=', businessId)
    .where('key_hash', '=', rateLimitKeyHash(key))
    .where('expires_at', '>', now.toISOString())
    .where('count', '>', 0)
    .execute();
}
