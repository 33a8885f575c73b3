import { sql, type Kysely } from 'kysely';

/*
 * The restaurant's actions on an order (docs/decisions/044, issue 33).
 *
 * - `orders.promised_at`: the ready time the business promised when it accepted the order, moved
 *   later by each delay (ISO-8601 UTC); null until accepted. `accepted_at`, `ready_at`,
 *   `delivered_at`, `ended_at` (rejected, auto-rejected or cancelled): when each step happened, so
 *   the board can show "done today" and the customer's page the time of each.
 * - `orders.cancel_reason` (migration 0013, free text) now also holds a reject's reason
 *   (`sold_out`, `closing`, `too_busy`, `address_not_served`, `other`), `auto_rejected` and
 *   `canceled`; `orders.end_note` the short text of an 'other' reject ('' otherwise).
 * - `payment_transactions.refund_part`: a payment may now be refunded in parts — a manual discount
 *   on an order paid online refunds the difference (parts 1, 2, …), and cancelling it afterwards
 *   refunds what is left (part 0, the whole-payment refund of decision 018). The unique index on
 *   `refund_of` becomes unique on (`refund_of`, `refund_part`): each part still opens once,
 *   whoever asks and however often.
 *
 * Orders accepted before this migration do not exist (nothing could accept one).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['promised_at', 'accepted_at', 'ready_at', 'delivered_at', 'ended_at'])
    await db.schema.alterTable('orders').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('end_note', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  await db.schema
    .alterTable('payment_transactions')
    .addColumn('refund_part', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`refund_part >= 0`),
    )
    .execute();
  await db.schema.dropIndex('payment_transactions_refund_of_unique').execute();
  await db.schema
    .createIndex('payment_transactions_refund_part_unique')
    .on('payment_transactions')
    .columns(['refund_of', 'refund_part'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from payment_transactions where kind = 'refund' and refund_part > 0`.execute(db);
  await db.schema.dropIndex('payment_transactions_refund_part_unique').execute();
  await db.schema
    .createIndex('payment_transactions_refund_of_unique')
    .on('payment_transactions')
    .column('refund_of')
    .unique()
    .execute();
  await db.schema.alterTable('payment_transactions').dropColumn('refund_part').execute();
  for (const column of ['end_note', 'ended_at', 'delivered_at', 'ready_at', 'accepted_at', 'promised_at'])
    await db.schema.alterTable('orders').dropColumn(column).execute();
}
