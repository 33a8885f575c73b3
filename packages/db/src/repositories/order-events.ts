import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../database.ts';
import { reusableQuery } from '../reusable-query.ts';
import type { Database, NewRow, OrderEventKind } from '../tables.ts';

/*
 * The board's live feed (docs/decisions/045). `recordOrderEvent` is called
 * INSIDE the transaction that changed the order, so the event commits with
 * the change or not at all. On PostgreSQL it also sends NOTIFY on
 * ORDER_EVENTS_CHANNEL in that transaction: PostgreSQL delivers a
 * notification only at commit, so a listening server never hears of a change
 * that rolled back, and always hears after the row is readable. On SQLite the
 * servers are the cluster's workers sharing one file; they read the table.
 */

/**
 * The PostgreSQL NOTIFY channel of order events. The payload is the whole
 * event as JSON (an OrderEvent), so a listening server forwards it without a
 * query; PostgreSQL identity ids may commit out of order, and the payload
 * arrives at each commit whatever its id.
 */
export const ORDER_EVENTS_CHANNEL = 'ordina_order_events';

/** One event as the board reads it. */
export interface OrderEvent {
  id: number;
  businessId: number;
  orderId: number;
  kind: OrderEventKind;
  at: string;
}

/** Records that `orderId` changed in the way `kind` says; returns the event id. Call it in the changing transaction. */
export async function recordOrderEvent(
  trx: Kysely<Database>,
  event: { businessId: number; orderId: number; kind: OrderEventKind; at: Date },
): Promise<number> {
  const at = event.at.toISOString();
  const { id } = await INSERT_EVENT.firstOrThrow(trx, {
    row: { business_id: event.businessId, order_id: event.orderId, kind: event.kind, created_at: at },
  });
  if (dialectOf(trx) === 'postgres') {
    const payload: OrderEvent = {
      id: Number(id),
      businessId: event.businessId,
      orderId: event.orderId,
      kind: event.kind,
      at,
    };
    await sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(payload)})`.execute(trx);
  }
  return Number(id);
}

/** The business's events after `afterId` (exclusive), oldest first, at most `limit`. */
export async function orderEventsAfter(
  db: Kysely<Database>,
  businessId: number,
  afterId: number,
  limit: number,
): Promise<OrderEvent[]> {
  const rows = await db
    .selectFrom('order_events')
    .select(['id', 'business_id', 'order_id', 'kind', 'created_at'])
    .where('business_id', '=', businessId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toEvent);
}

/**
 * Every business's events after `afterId`, oldest first, at most `limit`: the
 * one query a server polls (SQLite) or runs when woken (PostgreSQL) to feed
 * all its connected boards at once, whatever their business.
 */
export async function allOrderEventsAfter(
  db: Kysely<Database>,
  afterId: number,
  limit: number,
): Promise<OrderEvent[]> {
  const rows = await db
    .selectFrom('order_events')
    .select(['id', 'business_id', 'order_id', 'kind', 'created_at'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toEvent);
}

/** The newest event id of the business (0 when none): where a board's snapshot leaves the feed. */
export async function latestOrderEventId(db: Kysely<Database>, businessId?: number): Promise<number> {
  let query = db.selectFrom('order_events').select((eb) => eb.fn.max('id').as('id'));
  if (businessId !== undefined) query = query.where('business_id', '=', businessId);
  const row = await query.executeTakeFirst();
  return row?.id === null || row?.id === undefined ? 0 : Number(row.id);
}

const INSERT_EVENT = reusableQuery((db, p: { row: NewRow<'order_events'> }) =>
  db.insertInto('order_events').values(p.row).returning('id'),
);

/** Reads a NOTIFY payload back into an event; undefined for anything else on the channel. */
export function parseOrderEventNotification(payload: string | undefined): OrderEvent | undefined {
  if (payload === undefined) return undefined;
  try {
    const value = JSON.parse(payload) as Partial<OrderEvent>;
    if (
      typeof value.id !== 'number' ||
      typeof value.businessId !== 'number' ||
      typeof value.orderId !== 'number'
    )
      return undefined;
    if (typeof value.kind !== 'string' || typeof value.at !== 'string') return undefined;
    return value as OrderEvent;
  } catch {
    return undefined;
  }
}

function toEvent(row: {
  id: number;
  business_id: number;
  order_id: number;
  kind: OrderEventKind;
  created_at: string;
}): OrderEvent {
  return {
    id: Number(row.id),
    businessId: row.business_id,
    orderId: row.order_id,
    kind: row.kind,
    at: row.created_at,
  };
}
