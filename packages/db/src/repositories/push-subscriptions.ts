import type { Generated, Kysely } from 'kysely';
import type { Database } from '../tables.ts';

/** A row of `push_subscriptions` (migration 0028). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  business_id: number;
  order_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** A browser's Web Push subscription as stored for an order. */
export interface StoredPushSubscription {
  id: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How many subscriptions one order keeps (a phone, a laptop, a second browser): a new one past this drops the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_ORDER = 3;

type WithPush = Kysely<Database & { push_subscriptions: PushSubscriptionsTable }>;

function withPush(db: Kysely<Database>): WithPush {
  // The table's type lives here, beside its only users, rather than in the shared tables.ts.
  return db.withTables<{ push_subscriptions: PushSubscriptionsTable }>();
}

/**
 * Keeps `subscription` for the order (the caller has checked the order's hash): the same endpoint
 * again only gets its keys renewed; past PUSH_SUBSCRIPTIONS_PER_ORDER the oldest go.
 */
export async function savePushSubscription(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  now: Date,
): Promise<void> {
  await withPush(db)
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('push_subscriptions')
        .values({
          business_id: businessId,
          order_id: orderId,
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          created_at: now.toISOString(),
        })
        .onConflict((oc) =>
          oc.columns(['order_id', 'endpoint']).doUpdateSet({
            p256dh: subscription.keys.p256dh,
            auth: subscription.keys.auth,
            created_at: now.toISOString(),
          }),
        )
        .execute();
      const kept = await trx
        .selectFrom('push_subscriptions')
        .select('id')
        .where('business_id', '=', businessId)
        .where('order_id', '=', orderId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(PUSH_SUBSCRIPTIONS_PER_ORDER)
        .execute();
      await trx
        .deleteFrom('push_subscriptions')
        .where('business_id', '=', businessId)
        .where('order_id', '=', orderId)
        .where(
          'id',
          'not in',
          kept.map((row) => row.id),
        )
        .execute();
    });
}

/** The order's subscriptions, oldest first. */
export async function listPushSubscriptions(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
): Promise<StoredPushSubscription[]> {
  const rows = await withPush(db)
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('business_id', '=', businessId)
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
  }));
}

/** Forgets one subscription (its push service said it is gone: 404 or 410). */
export async function deletePushSubscription(
  db: Kysely<Database>,
  businessId: number,
  id: number,
): Promise<void> {
  await withPush(db)
    .deleteFrom('push_subscriptions')
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}

/** Forgets every subscription of an order that has ended: nothing more will be announced. */
export async function deleteOrderPushSubscriptions(
  db: Kysely<Database>,
  businessId: number,
  orderId: number,
): Promise<void> {
  await withPush(db)
    .deleteFrom('push_subscriptions')
    .where('business_id', '=', businessId)
    .where('order_id', '=', orderId)
    .execute();
}

/** Forgets every subscription of a customer's orders (their account is deleted: spec §6), in the caller's transaction. */
export async function deleteUserPushSubscriptions(
  db: Kysely<Database>,
  businessId: number,
  userId: number,
): Promise<void> {
  await withPush(db)
    .deleteFrom('push_subscriptions')
    .where('business_id', '=', businessId)
    .where('order_id', 'in', (eb) =>
      eb
        .selectFrom('orders')
        .select('id')
        .where('business_id', '=', businessId)
        .where('user_id', '=', userId),
    )
    .execute();
}
