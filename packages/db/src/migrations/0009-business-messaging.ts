import { sql, type Kysely } from 'kysely';

/*
 * What a business's order messages need (docs/decisions/017):
 *
 * - `sms_credit`: SMS the business may still send. Queuing an SMS takes one
 *   with `UPDATE … SET sms_credit = sms_credit - 1 WHERE sms_credit > 0`, in
 *   the transaction that queues it, so concurrent orders on several servers
 *   never send more than were bought. It lives on `businesses` (kept across
 *   re-imports, unlike the catalogue rows); the business file sets it only when
 *   it says so.
 * - `new_order_email`: where the new-order e-mail goes (business file
 *   `messaging.new_order_email`); null sends none.
 * - `spent_captcha_solutions.owner` (docs/decisions/016): an order submit's
 *   retries carry the same bot-protection token; the solution is spent once
 *   for that submit (its idempotency key and body) and stays valid for it, so
 *   retries arriving together all reach the idempotent placement.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('businesses')
    .addColumn('sms_credit', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`sms_credit >= 0`),
    )
    .execute();
  await db.schema.alterTable('businesses').addColumn('new_order_email', 'text').execute();
  await db.schema.alterTable('spent_captcha_solutions').addColumn('owner', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('spent_captcha_solutions').dropColumn('owner').execute();
  await db.schema.alterTable('businesses').dropColumn('new_order_email').execute();
  await db.schema.alterTable('businesses').dropColumn('sms_credit').execute();
}
