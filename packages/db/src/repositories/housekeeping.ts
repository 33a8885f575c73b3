import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { deleteExpiredRows, type ExpiringTable } from './expired-rows.ts';

/*
 * Rows that only matter for a while (issue 36 "Limits and headers"): an order's idempotency key answers a
 * retried submit, and after a day no client retries (Stripe keeps its keys 24 hours for the same reason);
 * spent captcha solutions and rate-limit counters carry their own expiry and are also cleaned in passing,
 * but only while their business takes new ones. One worker sweeps them (the background jobs).
 */

/** How long a submit's idempotency key keeps answering it again. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** Rows removed per table and statement: each statement stays short, the sweep repeats until done. */
const PRUNE_BATCH = 500;

/** How many rows a sweep removed, by table. */
export interface PrunedRows {
  idempotencyKeys: number;
  expired: Record<ExpiringTable, number>;
}

/** Removes idempotency keys past their window and every business's expired short-lived rows. */
export async function pruneStaleRows(db: Kysely<Database>, now: Date): Promise<PrunedRows> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000).toISOString();
  let idempotencyKeys = 0;
  for (;;) {
    const result = await db
      .deleteFrom('idempotency_keys')
      .where('id', 'in', (eb) =>
        eb.selectFrom('idempotency_keys').select('id').where('created_at', '<', cutoff).limit(PRUNE_BATCH),
      )
      .executeTakeFirst();
    const removed = Number(result.numDeletedRows);
    idempotencyKeys += removed;
    if (removed < PRUNE_BATCH) break;
  }
  const expired: Record<ExpiringTable, number> = { spent_captcha_solutions: 0, rate_limit_counters: 0 };
  const businesses = await db.selectFrom('businesses').select('id').execute();
  for (const table of Object.keys(expired) as ExpiringTable[]) {
    for (const { id } of businesses) {
      for (;;) {
        const removed = await deleteExpiredRows(db, table, id, now);
        expired[table] += removed;
        if (removed === 0) break;
      }
    }
  }
  return { idempotencyKeys, expired };
}
