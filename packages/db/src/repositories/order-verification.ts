import type { Order } from '@ordina/contracts';
import type { Kysely, Transaction } from 'kysely';
import { secretDigest, secretsEqual } from '../order-secrets.ts';
import type { Database } from '../tables.ts';
import { recordOrderEvent } from './order-events.ts';
import { releaseOrderHolds } from './order-holds.ts';
import { endPendingHolds } from './pending-holds.ts';
import { findOrderForMessages, type OrderForMessages } from './order-messages.ts';
import { insertOutboxMessage, type NewOutboxMessage } from './outbox.ts';
import { findOrderById, statusIsVisible } from './orders.ts';
import { selectOrderHeads } from './order-reading.ts';
import {
  consumeOrderCode,
  expireOrderCode,
  findOrderCode,
  findOrderCodeById,
  listDueOrderCodes,
  PENDING_ORDER_STATUS,
  type OrderCodeRecord,
} from './verification-codes.ts';

/*
 * A guest's order held `unverified` until the code sent by e-mail or SMS comes
 * back (docs/decisions/007): verified once into `to_manage`, or `expired` when
 * its time runs out, giving back its slot places and coupon uses. The pending
 * order (`otid` + link hash) tells the customer where things stand.
 */

/** What verifying a code did: verified now (with the ids of the messages queued for it), verified before, too late, or no such code. */
export type VerifyOrderResult =
  | { status: 'verified'; order: Order; messageIds: number[] }
  | { status: 'already_verified'; order: Order | undefined }
  | { status: 'expired' }
  | { status: 'not_found' };

/** A pending order as its page reads it: the status number (≥ 100: not verifiable) and how the code was sent. */
export interface PendingOrder {
  id: number;
  status: number;
  channel: 'email' | 'sms';
  expiresAt: string;
  /**
   * The verified order's page link (id and access hash) once the code was used
   * (status 100) and the order is visible, else null: the waiting page then
   * leads to the order instead of reading "not verifiable" (issue 31 item 8).
   */
  order: { id: number; hash: string } | null;
}

/**
 * Verifies an order with the code from the link (/ordine/convalida/{codice}):
 * the first valid use turns the order `to_manage`; later uses read "already
 * verified"; a code whose time has run out expires its order on the spot
 * (releasing its holds) even if the sweep has not come by yet. `messages`
 * (the confirmation, the new-order e-mail) are queued in the same transaction
 * as the verification, only when it verifies now.
 */
export async function verifyOrder(
  db: Kysely<Database>,
  businessId: number,
  code: string,
  now: Date,
  options: { messages?: (order: OrderForMessages) => readonly NewOutboxMessage[] } = {},
): Promise<VerifyOrderResult> {
  const codeHash = secretDigest(code);
  const outcome = await db
    .transaction()
    .execute(
      async (
        trx,
      ): Promise<{ status: VerifyOrderResult['status']; orderId?: number; messageIds?: number[] }> => {
        const used = await consumeOrderCode(trx, businessId, codeHash, now);
        if (used !== undefined) {
          const verified = await trx
            .updateTable('orders')
            .set({ status_code: 'to_manage', verified_at: now.toISOString(), updated_at: now.toISOString() })
            .where('business_id', '=', businessId)
            .where('id', '=', used.orderId)
            .where('status_code', '=', 'unverified')
            .executeTakeFirst();
          if (verified.numUpdatedRows > 0n) {
            // Verified: its slot places stay, counted as received from now on (docs/decisions/042).
            await endPendingHolds(trx, businessId, used.orderId);
            // Verified: the order reaches the business now, and its board with this commit (docs/decisions/045).
            await recordOrderEvent(trx, { businessId, orderId: used.orderId, kind: 'created', at: now });
            return {
              status: 'verified',
              orderId: used.orderId,
              messageIds: await queueMessages(trx, businessId, used.orderId, now, options.messages),
            };
          }
          // The order left `unverified` some other way: the code's use is undone with the rollback.
          throw new CodeNoLongerValid();
        }
        const known = await findOrderCode(trx, businessId, codeHash);
        if (known === undefined) return { status: 'not_found' };
        if (known.usedAt !== null) return { status: 'already_verified', orderId: known.orderId };
        if (known.status < PENDING_ORDER_STATUS.verified) await expireOrder(trx, businessId, known, now);
        return { status: 'expired' };
      },
    )
    .catch((error: unknown) => {
      if (error instanceof CodeNoLongerValid) return { status: 'expired' as const };
      throw error;
    });

  switch (outcome.status) {
    case 'verified': {
      const order =
        outcome.orderId === undefined ? undefined : await findOrderById(db, businessId, outcome.orderId);
      return order === undefined
        ? { status: 'not_found' }
        : { status: 'verified', order, messageIds: outcome.messageIds ?? [] };
    }
    case 'already_verified':
      return {
        status: 'already_verified',
        order:
          outcome.orderId === undefined ? undefined : await findOrderById(db, businessId, outcome.orderId),
      };
    case 'expired':
      return { status: 'expired' };
    case 'not_found':
      return { status: 'not_found' };
  }
}

/**
 * Expires the unverified orders whose code ran out by `now` (every business),
 * at most `limit` per call: each in its own transaction, giving back its slot
 * places and coupon uses. Safe to run on several servers at once: a code is
 * expired by whoever flips it first. Returns how many orders expired.
 */
export async function expireUnverifiedOrders(db: Kysely<Database>, now: Date, limit = 100): Promise<number> {
  const due = await listDueOrderCodes(db, now, limit);
  let expired = 0;
  for (const code of due) {
    if (await db.transaction().execute((trx) => expireOrder(trx, code.businessId, code, now))) expired += 1;
  }
  return expired;
}

/**
 * The pending order of /ordine/in-attesa-di-convalida/{otid}/{hash}: undefined
 * when unknown or the hash is wrong (compared in constant time, so both read
 * alike). A code whose time has run out reads expired (≥ 100) before the sweep.
 */
export async function findPendingOrder(
  db: Kysely<Database>,
  businessId: number,
  pendingId: number,
  hash: string,
  now: Date,
): Promise<PendingOrder | undefined> {
  const code = await findOrderCodeById(db, businessId, pendingId);
  if (code === undefined || !secretsEqual(code.hash, hash)) return undefined;
  const late = code.status < PENDING_ORDER_STATUS.verified && code.expiresAt <= now.toISOString();
  const status = late ? PENDING_ORDER_STATUS.expired : code.status;
  return {
    id: code.id,
    status,
    channel: code.channel,
    expiresAt: code.expiresAt,
    order:
      status === PENDING_ORDER_STATUS.verified ? await verifiedOrderLink(db, businessId, code.orderId) : null,
  };
}

/** The link of a verified order, when customers may see it (spec §4 statuses; a verified order is never unverified or expired again). */
async function verifiedOrderLink(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
): Promise<{ id: number; hash: string } | null> {
  const order = await selectOrderHeads(db, businessId, ['id', 'hash', 'status_code'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  return order !== undefined && statusIsVisible(order.status_code)
    ? { id: order.id, hash: order.hash }
    : null;
}

/** Queues the messages of a just-verified order; returns their ids. */
async function queueMessages(
  trx: Transaction<Database>,
  businessId: number,
  orderId: number,
  now: Date,
  build: ((order: OrderForMessages) => readonly NewOutboxMessage[]) | undefined,
): Promise<number[]> {
  if (build === undefined) return [];
  const order = await findOrderForMessages(trx, businessId, orderId);
  if (order === undefined) return [];
  const ids: number[] = [];
  for (const message of build(order)) ids.push(await insertOutboxMessage(trx, businessId, message, now));
  return ids;
}

/** Flips one waiting code to expired and its order to `expired`, giving back the order's holds; false when someone else already settled it. */
async function expireOrder(
  trx: Transaction<Database>,
  businessId: number,
  code: OrderCodeRecord,
  now: Date,
): Promise<boolean> {
  if (!(await expireOrderCode(trx, code.id))) return false;
  const ended = await trx
    .updateTable('orders')
    .set({ status_code: 'expired', updated_at: now.toISOString() })
    .where('business_id', '=', businessId)
    .where('id', '=', code.orderId)
    .where('status_code', '=', 'unverified')
    .executeTakeFirst();
  if (ended.numUpdatedRows > 0n) await releaseOrderHolds(trx, businessId, code.orderId);
  return true;
}

class CodeNoLongerValid extends Error {}
