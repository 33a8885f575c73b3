import type { Kysely } from 'kysely';
import { autoId, businessId, timestamp } from './schema-helpers.ts';

/*
 * Web Push subscriptions of an order's status page (issue 37, docs/decisions/069): the browser's
 * push service URL (`endpoint`) and the keys that encrypt a message for it (`p256dh`, the browser's
 * P-256 public key, and `auth`, its 16-byte secret, both base64url as PushSubscription.toJSON()
 * gives them). One row per order and endpoint; a few per order at most (the repository drops the
 * oldest). Rows go with their order, and are deleted when the order ends or the push service
 * answers that the subscription is gone (404/410).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .$call(autoId(db))
    .$call(businessId)
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .$call(timestamp(db, 'created_at'))
    .addUniqueConstraint('push_subscriptions_order_endpoint', ['order_id', 'endpoint'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
