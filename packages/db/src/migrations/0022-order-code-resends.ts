import type { Kysely } from 'kysely';

/*
 * Resending an order's confirmation e-mail (issue 34 item 13): `resends` counts
 * the mails sent again for a pending order and `sent_at` is when the last one
 * went, so the resend limit (once a minute, three times) is one conditional
 * UPDATE that every server on the database shares (docs/decisions/008).
 * Codes written before this have `sent_at` null: they may be resent at once.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('verification_codes')
    .addColumn('resends', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('verification_codes').addColumn('sent_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verification_codes').dropColumn('sent_at').execute();
  await db.schema.alterTable('verification_codes').dropColumn('resends').execute();
}
