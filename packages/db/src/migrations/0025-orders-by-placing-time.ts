import type { Kysely } from 'kysely';

/*
 * The owner's reports (repositories/reports.ts, docs/decisions/054) sum a business's orders placed
 * between two instants. No index led there: orders are indexed by user, e-mail and phone, so every
 * report read every order of every business. (business_id, created_at) seeks the range: a day's
 * report reads that day's orders, not the season's.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_business_created_idx')
    .on('orders')
    .columns(['business_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_business_created_idx').execute();
}
