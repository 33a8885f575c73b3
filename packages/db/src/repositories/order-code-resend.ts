import type { Kysely, Transaction } from 'kysely';
import { secretCreate, secretDigest, secretsEqual } from '../order-secrets.ts';
import type { Database } from '../tables.ts';
import { EmailChangeRefused, moveEmailHolds } from './order-email-change.ts';
import { findOrderForMessages, type OrderForMessages } from './order-messages.ts';
import type { PendingOrderLimits } from './pending-holds.ts';
import { insertOutboxMessage, type NewOutboxMessage } from './outbox.ts';
import { userEmailNormalize } from './users.ts';
import { PENDING_ORDER_STATUS } from './verification-codes.ts';

/** How a pending order's confirmation e-mail may be sent again (issue 34 item 13). */
export interface OrderCodeResendLimits {
  /** Least time between two sends of one pending order's mail. */
  readonly intervalMs: number;
  /** How many times it may be sent again, beyond the first. */
  readonly maxResends: number;
}

/** What a resend did: sent (with the outbox ids), too soon (and from when), the limit reached, nothing pending, or no such pending order. */
export type ResendOrderCodeResult =
  | { status: 'sent'; messageIds: number[] }
  | { status: 'too_soon'; retryAt: string }
  | { status: 'limit' }
  | { status: 'not_pending' }
  | { status: 'not_found' }
  /** The corrected address already has its pending orders, or may not use the order's coupon. */
  | { status: 'too_many_pending' }
  | { status: 'coupon_exhausted' };

class NotPending extends Error {}

/**
 * Sends a guest's confirmation e-mail again, to `email` when given (a mistyped
 * address corrected: the order's e-mail changes first). A new code replaces
 * the old one, whose link stops working: a mail sent to a wrong address must
 * not confirm the order. Only while the order is unverified and its code
 * unexpired, by e-mail (an SMS costs credit), at most `maxResends` times and
 * once per `intervalMs`: one conditional UPDATE, so concurrent calls on any
 * server never send more. The deadline stays: the order's holds last the
 * verification window, not longer (docs/decisions/042).
 */
export async function resendOrderCode(
  db: Kysely<Database>,
  businessId: number,
  input: {
    pendingId: number;
    hash: string;
    email: string | null;
    now: Date;
    limits: OrderCodeResendLimits;
    /** The pending-order limits placing checked: a corrected address is held to them too. */
    pendingLimits: PendingOrderLimits;
    message: (order: OrderForMessages, code: string) => NewOutboxMessage;
  },
): Promise<ResendOrderCodeResult> {
  const { pendingId, now, limits } = input;
  const row = await db
    .selectFrom('verification_codes')
    .select(['id', 'hash', 'order_id', 'channel', 'status', 'used_at', 'expires_at', 'resends', 'sent_at'])
    .where('business_id', '=', businessId)
    .where('purpose', '=', 'order')
    .where('id', '=', pendingId)
    .executeTakeFirst();
  if (row === undefined || row.order_id === null || !secretsEqual(row.hash, input.hash))
    return { status: 'not_found' };
  const orderId = row.order_id;
  const waiting =
    row.status < PENDING_ORDER_STATUS.verified && row.used_at === null && row.expires_at > now.toISOString();
  if (!waiting || row.channel !== 'email') return { status: 'not_pending' };
  if (row.resends >= limits.maxResends) return { status: 'limit' };

  const code = secretCreate();
  const cutoff = new Date(now.getTime() - limits.intervalMs).toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('verification_codes')
        .set((eb) => ({
          code: secretDigest(code),
          resends: eb('resends', '+', 1),
          sent_at: now.toISOString(),
        }))
        .where('id', '=', pendingId)
        .where('status', '<', PENDING_ORDER_STATUS.verified)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .where('resends', '<', limits.maxResends)
        .where((eb) => eb.or([eb('sent_at', 'is', null), eb('sent_at', '<=', cutoff)]))
        .executeTakeFirst();
      if (taken.numUpdatedRows === 0n) return refused(trx, pendingId, limits, now);
      if (input.email !== null)
        await changeOrderEmail(trx, businessId, orderId, input.email, input.pendingLimits, now);
      const order = await findOrderForMessages(trx, businessId, orderId);
      if (order === undefined) throw new NotPending();
      return {
        status: 'sent' as const,
        messageIds: [await insertOutboxMessage(trx, businessId, input.message(order, code), now)],
      };
    });
  } catch (error) {
    if (error instanceof NotPending) return { status: 'not_pending' };
    if (error instanceof EmailChangeRefused) return { status: error.reason };
    throw error;
  }
}

/** Why the conditional UPDATE took nothing (another call got there first, or the interval has not passed). */
async function refused(
  trx: Transaction<Database>,
  pendingId: number,
  limits: OrderCodeResendLimits,
  now: Date,
): Promise<ResendOrderCodeResult> {
  const current = await trx
    .selectFrom('verification_codes')
    .select(['resends', 'sent_at', 'status', 'used_at'])
    .where('id', '=', pendingId)
    .executeTakeFirstOrThrow();
  if (current.status >= PENDING_ORDER_STATUS.verified || current.used_at !== null)
    return { status: 'not_pending' };
  if (current.resends >= limits.maxResends) return { status: 'limit' };
  return { status: 'too_soon', retryAt: nextSendAt(current.sent_at, limits) ?? now.toISOString() };
}

/** When a code last sent at `sentAt` may be sent again; null when it may now (never sent, or before migration 0022). */
export function nextSendAt(sentAt: string | null, limits: OrderCodeResendLimits): string | null {
  return sentAt === null ? null : new Date(Date.parse(sentAt) + limits.intervalMs).toISOString();
}

/**
 * The order's e-mail, corrected while it is still unverified, with what was decided on the old address
 * (its pending count, its coupon uses: moveEmailHolds); a verified or expired order is left as it is.
 */
async function changeOrderEmail(
  trx: Transaction<Database>,
  businessId: number,
  orderId: number,
  email: string,
  pendingLimits: PendingOrderLimits,
  now: Date,
): Promise<void> {
  const before = await trx
    .selectFrom('orders')
    .select('customer_email')
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (before === undefined) throw new NotPending();
  await moveEmailHolds(trx, businessId, orderId, { from: before.customer_email, to: email, pendingLimits });
  const changed = await trx
    .updateTable('orders')
    .set({ customer_email: userEmailNormalize(email), updated_at: now.toISOString() })
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .where('status_code', '=', 'unverified')
    .executeTakeFirst();
  if (changed.numUpdatedRows === 0n) throw new NotPending();
}

/**
 * What the waiting page shows of a pending order's e-mail: the address it went
 * to, how many resends are left and from when the next may go (null: now).
 * Undefined for an SMS code or an unknown one.
 */
export async function findResendState(
  db: Kysely<Database>,
  businessId: number,
  pendingId: number,
  limits: OrderCodeResendLimits,
): Promise<{ email: string; resendsLeft: number; resendAt: string | null } | undefined> {
  const row = await db
    .selectFrom('verification_codes')
    .innerJoin('orders', (join) =>
      join
        .onRef('orders.id', '=', 'verification_codes.order_id')
        .onRef('orders.business_id', '=', 'verification_codes.business_id'),
    )
    .select(['orders.customer_email', 'verification_codes.resends', 'verification_codes.sent_at'])
    .where('verification_codes.business_id', '=', businessId)
    .where('verification_codes.purpose', '=', 'order')
    .where('verification_codes.id', '=', pendingId)
    .where('verification_codes.channel', '=', 'email')
    .executeTakeFirst();
  return (
    row && {
      email: row.customer_email,
      resendsLeft: Math.max(0, limits.maxResends - row.resends),
      resendAt: nextSendAt(row.sent_at, limits),
    }
  );
}
