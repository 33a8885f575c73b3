import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { reusableQuery } from '../reusable-query.ts';
import { deleteExpiredRows } from './expired-rows.ts';

const INSERT_SPENT = reusableQuery(
  (db, p: { businessId: number; solutionHash: string; expiresAt: string; owner: string | null }) =>
    db
      .insertInto('spent_captcha_solutions')
      .values({
        business_id: p.businessId,
        solution_hash: p.solutionHash,
        expires_at: p.expiresAt,
        owner: p.owner,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('solution_hash'),
);

const SPENT_OWNER = reusableQuery((db, p: { businessId: number; solutionHash: string }) =>
  db
    .selectFrom('spent_captcha_solutions')
    .select('owner')
    .where('business_id', '=', p.businessId)
    .where('solution_hash', '=', p.solutionHash),
);

/**
 * Marks a bot-protection solution (by its SHA-256 `solutionHash`) as used:
 * true the first time, false on any replay, also when the replay reaches
 * another server on the same database at the same moment (the primary key
 * lets exactly one insert through). A solution spent with an `owner` (an
 * order submit: its idempotency key and body) is also true again for that
 * same owner, so the submit's retries may carry it; never for anyone else.
 * Also removes a bounded batch of this business's expired solutions.
 */
export async function spendCaptchaSolution(
  db: Kysely<Database>,
  businessId: number,
  solutionHash: string,
  expiresAt: Date,
  now: Date,
  owner?: string,
): Promise<boolean> {
  const inserted = await INSERT_SPENT.first(db, {
    businessId,
    solutionHash,
    expiresAt: expiresAt.toISOString(),
    owner: owner ?? null,
  });
  await deleteExpiredRows(db, 'spent_captcha_solutions', businessId, now);
  if (inserted !== undefined) return true;
  if (owner === undefined) return false;
  const spent = await SPENT_OWNER.first(db, { businessId, solutionHash });
  return spent?.owner === owner;
}
