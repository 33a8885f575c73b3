import type { Kysely } from 'kysely';
import { reusableQuery } from '../reusable-query.ts';
import type { Database, NewRow } from '../tables.ts';

/** What an account e-mail code is for. */
export type AccountCodePurpose = 'account' | 'password_reset';

/**
 * Stores an e-mailed account code. Only its hash is kept (`code` column): a
 * copy of the database cannot be used to confirm accounts or reset passwords.
 */
export async function insertAccountCode(
  db: Kysely<Database>,
  code: {
    businessId: number;
    purpose: AccountCodePurpose;
    codeHash: string;
    userId: number;
    expiresAt: Date;
    now: Date;
  },
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
  await countFailedAttempt(db, businessId, purpose, codeHash);
  return undefined;
}

/** Ends every still-usable code of this purpose for the user (a new password makes older reset links useless). */
export async function expireUserAccountCodes(
  db: Kysely<Database>,
  businessId: number,
  userId: number,
  purpose: AccountCodePurpose,
  now: Date,
): Promise<number> {
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
): Promise<
  | { purpose: string; userId: number | null; attempts: number; usedAt: string | null; expiresAt: string }
  | undefined
> {
  const row = await db
    .selectFrom('verification_codes')
    .select(['purpose', 'user_id', 'attempts', 'used_at', 'expires_at'])
    .where('business_id', '=', businessId)
    .where('code', '=', codeHash)
    .executeTakeFirst();
  return (
    row && {
      purpose: row.purpose,
      userId: row.user_id,
      attempts: row.attempts,
      usedAt: row.used_at,
      expiresAt: row.expires_at,
    }
  );
}

/*
 * Order codes (purpose 'order', docs/decisions/007): the code a guest gets by
 * e-mail or SMS to confirm an order, stored as its SHA-256 in `code`; `hash`
 * is the link secret of the pending-order page and `status` its number
 * (below 100: still verifiable).
 */

/** Pending-order statuses (docs/decisions/007); kept in step with `@ordina/domain`'s PENDING_ORDER_STATUS. */
export const PENDING_ORDER_STATUS = { waiting: 0, verified: 100, expired: 101 } as const;

const ORDER_CODE_COLUMNS = ['id', 'order_id', 'hash', 'channel', 'status', 'used_at', 'expires_at'] as const;

function orderCodeRecord(row: {
  id: number;
  order_id: number | null;
  hash: string;
  channel: 'email' | 'sms';
  status: number;
  used_at: string | null;
  expires_at: string;
}): OrderCodeRecord {
  // Order codes are always written with their order (insertOrderCode); the column is nullable for account codes.
  if (row.order_id === null) throw new Error(`Order code ${row.id} has no order.`);
  return {
    id: row.id,
    orderId: row.order_id,
    hash: row.hash,
    channel: row.channel,
    status: row.status,
    usedAt: row.used_at,
    expiresAt: row.expires_at,
  };
}

/** A pending order's code, as stored. */
export interface OrderCodeRecord {
  id: number;
  orderId: number;
  hash: string;
  channel: 'email' | 'sms';
  status: number;
  usedAt: string | null;
  expiresAt: string;
}

/** Stores the code of an order waiting for verification; returns its id (the pending order's `otid`). */
export async function insertOrderCode(
  db: Kysely<Database>,
  code: {
    businessId: number;
    orderId: number;
    codeHash: string;
    linkHash: string;
    channel: 'email' | 'sms';
    expiresAt: Date;
    now: Date;
  },
): Promise<number> {
  const row = await INSERT_CODE.firstOrThrow(db, {
    row: {
      business_id: code.businessId,
      purpose: 'order',
      code: code.codeHash,
      hash: code.linkHash,
      channel: code.channel,
      order_id: code.orderId,
      status: PENDING_ORDER_STATUS.waiting,
      created_at: code.now.toISOString(),
      sent_at: code.now.toISOString(),
      expires_at: code.expiresAt.toISOString(),
    },
  });
  return row.id;
}

const INSERT_CODE = reusableQuery((db, p: { row: NewRow<'verification_codes'> }) =>
  db.insertInto('verification_codes').values(p.row).returning('id'),
);

/**
 * Uses an order code once: marks it verified when it is waiting and unexpired
 * at `now`, and returns it. Atomic, so of two requests with the same code one
 * verifies and the other finds it used. Every attempt on a known code counts.
 */
export async function consumeOrderCode(
  db: Kysely<Database>,
  businessId: number,
  codeHash: string,
  now: Date,
): Promise<OrderCodeRecord | undefined> {
  const used = await db
    .updateTable('verification_codes')
    .set((eb) => ({
      used_at: now.toISOString(),
      status: PENDING_ORDER_STATUS.verified,
      attempts: eb('attempts', '+', 1),
    }))
    .where('business_id', '=', businessId)
    .where('purpose', '=', 'order')
    .where('code', '=', codeHash)
    .where('used_at', 'is', null)
    .where('status', '<', PENDING_ORDER_STATUS.verified)
    .where('expires_at', '>', now.toISOString())
    .returning(ORDER_CODE_COLUMNS)
    .executeTakeFirst();
  if (used !== undefined) return orderCodeRecord(used);
  await countFailedAttempt(db, businessId, 'order', codeHash);
  return undefined;
}

/** Counts an attempt that did not use the code (used, expired or already verified): every attempt on a known code counts. */
async function countFailedAttempt(
  db: Kysely<Database>,
  businessId: number,
  purpose: AccountCodePurpose | 'order',
  codeHash: string,
): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('business_id', '=', businessId)
    .where('purpose', '=', purpose)
    .where('code', '=', codeHash)
    .execute();
}

/** The business's order codes with the columns an OrderCodeRecord is read from. */
function selectOrderCodes(db: Kysely<Database>, businessId: number) {
  return db
    .selectFrom('verification_codes')
    .select(ORDER_CODE_COLUMNS)
    .where('business_id', '=', businessId)
    .where('purpose', '=', 'order');
}

/** An order code by its code (hashed); undefined if unknown. */
export async function findOrderCode(
  db: Kysely<Database>,
  businessId: number,
  codeHash: string,
): Promise<OrderCodeRecord | undefined> {
  const row = await selectOrderCodes(db, businessId).where('code', '=', codeHash).executeTakeFirst();
  return row && orderCodeRecord(row);
}

/** An order code by its id (the pending order's `otid`); undefined if unknown. */
export async function findOrderCodeById(
  db: Kysely<Database>,
  businessId: number,
  id: number,
): Promise<OrderCodeRecord | undefined> {
  const row = await selectOrderCodes(db, businessId).where('id', '=', id).executeTakeFirst();
  return row && orderCodeRecord(row);
}

/** Marks a still-waiting order code expired; false when it was verified or expired meanwhile (someone else got there first). */
export async function expireOrderCode(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ status: PENDING_ORDER_STATUS.expired })
    .where('id', '=', id)
    .where('purpose', '=', 'order')
    .where('status', '<', PENDING_ORDER_STATUS.verified)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Waiting order codes whose time ran out by `now`, oldest first, at most `limit` (every business). */
export async function listDueOrderCodes(
  db: Kysely<Database>,
  now: Date,
  limit: number,
): Promise<(OrderCodeRecord & { businessId: number })[]> {
  const rows = await db
    .selectFrom('verification_codes')
    .select([...ORDER_CODE_COLUMNS, 'business_id'])
    .where('purpose', '=', 'order')
    .where('status', '<', PENDING_ORDER_STATUS.verified)
    .where('expires_at', '<=', now.toISOString())
    .orderBy('expires_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...orderCodeRecord(row), businessId: row.business_id }));
}
