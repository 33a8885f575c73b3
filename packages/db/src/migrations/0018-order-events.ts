import type { Kysely } from 'kysely';
import { autoId, businessId, oneOf } from './schema-helpers.ts';

/*
 * The board's live feed (issue 33, docs/decisions/045). Every change the
 * business must see on its order board — an order reaching it, a status
 * change, an edit, a payment failing, a cancellation — is one row, written in
 * the transaction that made the change, so an event exists exactly when the
 * change committed. The row's id is the Server-Sent Events id: a board that
 * reconnects with `Last-Event-ID` reads every row after it, and the cluster's
 * workers (one SQLite file) or several servers (one PostgreSQL) learn of a
 * change by reading this table — on PostgreSQL woken by NOTIFY.
 *
 * `(business_id, id)` is the one index the reader needs: "this business's
 * events after id N, in order". Rows carry no order data: the board reads the
 * order itself, scoped by business, so nothing here can leak or go stale.
 */

export const ORDER_EVENT_KINDS = ['created', 'status', 'changed', 'payment_failed', 'canceled'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_events')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(oneOf('kind', ORDER_EVENT_KINDS)))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_events_business_id_idx')
    .on('order_events')
    .columns(['business_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_events').execute();
}
