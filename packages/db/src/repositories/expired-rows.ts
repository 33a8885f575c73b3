import type { Kysely } from 'kysely';
import { dialectOf } from '../database.ts';
import { reusableQuery } from '../reusable-query.ts';
import type { Database } from '../tables.ts';

/** Expired rows removed per call: keeps each call cheap while still outpacing the one new row a call may add. */
const EXPIRED_ROWS_PER_CLEANUP = 100;

/** The tables of short-lived rows, each with the column that keys a row within its business. */
const KEY_COLUMNS = { spent_captcha_solutions: 'solution_hash', rate_limit_counters: 'key_hash' } as const;

/** A table of rows that expire (`expires_at`) and are cleaned up in passing. */
export type ExpiringTable = keyof typeof KEY_COLUMNS;

/**
 * Removes a bounded batch of this business's expired rows of `table`, as the
 * calls that add rows to it go. On PostgreSQL, servers cleaning up at the
 * same moment skip each other's rows instead of queueing behind them.
 * Returns how many it removed (at most one batch).
 */
export async function deleteExpiredRows(
  db: Kysely<Database>,
  table: ExpiringTable,
  businessId: number,
  now: Date,
): Promise<number> {
  return Number(await DELETE_EXPIRED[table].affected(db, { businessId, now: now.toISOString() }));
}

function deleteExpired(table: ExpiringTable) {
  const key = KEY_COLUMNS[table];
  return reusableQuery((db, p: { businessId: number; now: string }) =>
    db
      .deleteFrom(table)
      .where('business_id', '=', p.businessId)
      .where(key, 'in', (eb) =>
        eb
          .selectFrom(table)
          .select(key)
          .where('business_id', '=', p.businessId)
          .where('expires_at', '<=', p.now)
          .limit(EXPIRED_ROWS_PER_CLEANUP)
          .$if(dialectOf(db) === 'postgres', (qb) => qb.forUpdate().skipLocked()),
      ),
  );
}

const DELETE_EXPIRED = {
  spent_captcha_solutions: deleteExpired('spent_captcha_solutions'),
  rate_limit_counters: deleteExpired('rate_limit_counters'),
};
