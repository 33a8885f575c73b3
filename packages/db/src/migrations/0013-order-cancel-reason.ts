import type { Kysely } from 'kysely';

/*
 * Why an order was cancelled, when the customer must be told (issue 31 item 7):
 * `orders.cancel_reason` is 'payment_expired' when the unpaid-order sweep
 * cancelled it because its time to pay ran out (repositories/unpaid-orders.ts),
 * null otherwise. A payment that arrives afterwards is refunded; the payment
 * page and the customer's e-mail then say the order was cancelled for that
 * reason instead of a bare "Payment unsuccessful". The status alone cannot say
 * it: `canceled` is also the business cancelling an order (decision 007).
 * Orders cancelled before this migration keep null (no reason shown).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('cancel_reason').execute();
}
