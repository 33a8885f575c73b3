import type { Kysely } from 'kysely';
import type { Database } from '../tables.ts';

/** What an account e-mail code is for. */
export type AccountCodePurpose = 'account' | 'password_reset';

/**
 * Stores an e-mailed account code. Only its hash is kept (`code` column): a
 * copy of the database cannot be used to confirm accounts or reset passwords.
 */
export async function insertAccountCode(
  db: Kysely<Database>,
  code: { businessId: number; purpose: AccountCodePurpose; codeHash: string; userId: number; expiresAt: Date; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('verification_codes')
    .values({
      business_id: code.businessId,
      purpose: code.purpose,
      code: code.codeHash,
      // The link secret is for order codes (/ordine/in-attesa-di-convalida/{otid}/{hash}); account links carry only the code.
      hash: '',
      channel: 'email',
      user_id: code.userId,
      created_at: code.now.toISOString(),
      expires_at: code.expiresAt.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Uses a code once: marks it used and returns its user when it exists for
 * this purpose, is unused and unexpired at `now`. Atomic, so two requests
 * with the same code cannot both succeed. Every attempt on a known code is
 * counted, successful or not.
 */
export async function consumeAccountCode(
  db: Kysely<Database>,
  businessId: number,
  purpose: AccountCodePurpose,
  codeHash: string,
  now: Date,
): Promise<{ userId: number } | undefined> {
  const used = await db
    .updateTable('verification_codes')
    .set((eb) => ({ used_at: now.toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('business_id', '=', businessId)
    .where('purpose', '=', purpose)
    .where('code', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('user_id')
    .executeTakeFirst();
  if (used?.user_id !== undefined && used.user_id !== null) return { userId: used.user_id };
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('business_id', '=', businessId)
    .where('purpose', '=', purpose)
    .where('code', '=', codeHash)
    .execute();
  return undefined;
}

/** Ends every still-usable code of this purpose for the user (a new password makes older reset links useless). */
export async function expireUserAccountCodes(db: Kysely<Database>, businessId: number, userId: number, purpose: AccountCodePurpose, now: Date): Promise<number> {
  const result = await db
    .updateTable('verification_codes')
    .set({ expires_at: now.toISOString() })
    .where('business_id', '=', businessId)
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A code's bookkeeping (tests and support): attempts, use and expiry; undefined if unknown. */
export async function findAccountCode(
  db: Kysely<Database>,
  businessId: number,
  codeHash: string,
): Promise<{ purpose: string; userId: number | null; attempts: number; usedAt: string | null; expiresAt: string } | undefined> {
  const row = await db
    .selectFrom('verification_codes')
    .select(['purpose', 'user_id', 'attempts', 'used_at', 'expires_at'])
    .where('business_id', '=', businessId)
    .where('code', '=', codeHash)
    .executeTakeFirst();
  return row && { purpose: row.purpose, userId: row.user_id, attempts: row.attempts, usedAt: row.used_at, expiresAt: row.expires_at };
}
