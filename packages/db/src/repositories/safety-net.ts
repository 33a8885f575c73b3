import { sql, type Kysely } from 'kysely';
import type { Database } from '../tables.ts';
import { takeSmsCredit } from './business-messaging.ts';
import type { NewOutboxMessage } from './outbox.ts';
import { insertOutboxMessage } from './outbox.ts';
import { startNoBoardPause } from './operations.ts';

/*
 * The safety net for missed orders (docs/decisions/046). An order counts from
 * the moment it reached the business — its first 'created' order event
 * (placed directly, verified by its code, paid online) — not from when the
 * customer started it. Every step is claimed by one statement, so several
 * servers (or a job runner restarted mid-run) never send an alert twice.
 */

/** The safety net's and board health's minutes of a business (business file `board`). */
export interface BoardSafetySettings {
  alertAfterMinutes: number;
  rejectAfterMinutes: number;
  absentPauseMinutes: number;
}

/** The business's board minutes; undefined for an unknown business. */
export async function findBoardSafetySettings(
  db: Kysely<Database>,
  businessId: number,
): Promise<BoardSafetySettings | undefined> {
  const row = await db
    .selectFrom('businesses')
    .select(['board_alert_after_minutes', 'board_reject_after_minutes', 'board_absent_pause_minutes'])
    .where('id', '=', businessId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        alertAfterMinutes: row.board_alert_after_minutes,
        rejectAfterMinutes: row.board_reject_after_minutes,
        absentPauseMinutes: row.board_absent_pause_minutes,
      };
}

/** An order still waiting to be accepted, with when it reached the business. */
export interface UnacceptedOrder {
  orderId: number;
  code: string;
  reachedAt: string;
}

/**
 * The business's orders still `to_manage` that reached it at or before
 * `reachedBefore`, oldest first; `notAlerted` keeps only those whose owner was
 * not told yet.
 */
export async function listUnacceptedOrders(
  db: Kysely<Database>,
  input: { businessId: number; reachedBefore: Date; notAlerted?: boolean; limit?: number },
): Promise<UnacceptedOrder[]> {
  const reached = sql<string>`coalesce((select min(e.created_at) from order_events e where e.order_id = orders.id and e.kind = 'created'), orders.created_at)`;
  let query = db
    .selectFrom('orders')
    .select(['orders.id as orderId', 'orders.code', reached.as('reachedAt')])
    .where('orders.business_id', '=', input.businessId)
    .where('orders.status_code', '=', 'to_manage')
    .where(reached, '<=', input.reachedBefore.toISOString());
  if (input.notAlerted === true)
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_owner_alerts')
            .select('order_owner_alerts.order_id')
            .whereRef('order_owner_alerts.order_id', '=', 'orders.id'),
        ),
      ),
    );
  return query
    .orderBy('reachedAt')
    .orderBy('orders.id')
    .limit(input.limit ?? 100)
    .execute();
}

/**
 * Claims the owner's alert of an order and queues its messages in one
 * transaction: the claim is the alert row's primary key, so only the first
 * caller queues them. An SMS goes only while the business has credit (it takes
 * one), else it is left out. The ids of the queued messages; none when the
 * alert was already claimed.
 */
export async function claimOwnerAlert(
  db: Kysely<Database>,
  input: { businessId: number; orderId: number; at: Date; messages: readonly NewOutboxMessage[] },
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('order_owner_alerts')
      .values({ order_id: input.orderId, business_id: input.businessId, alerted_at: input.at.toISOString() })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('order_id')
      .executeTakeFirst();
    if (claimed === undefined) return [];
    return queueMessages(trx, input.businessId, input.messages, input.at);
  });
}

/**
 * Pauses ordering because no board is connected, and queues the owner's
 * messages in the same transaction — only for the caller that started the
 * pause (`startNoBoardPause` is conditional). Null when a pause was already on.
 */
export async function pauseForMissingBoard(
  db: Kysely<Database>,
  input: { businessId: number; at: Date; messages: readonly NewOutboxMessage[] },
): Promise<number[] | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await startNoBoardPause(trx, input.businessId, input.at))) return null;
    return queueMessages(trx, input.businessId, input.messages, input.at);
  });
}

async function queueMessages(
  db: Kysely<Database>,
  businessId: number,
  messages: readonly NewOutboxMessage[],
  at: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const message of messages) {
    if (message.channel === 'sms' && !(await takeSmsCredit(db, businessId, at))) continue;
    ids.push(await insertOutboxMessage(db, businessId, message, at));
  }
  return ids;
}
