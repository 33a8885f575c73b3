import { describe, expect, it } from 'vitest';
import { useTestDatabaseWithBusinesses } from '../test/business-test-database.ts';
import { insertTestOrder } from '../test/orders-fixture.ts';
import { TEST_DIALECTS } from '../test/test-databases.ts';
import {
  PUSH_SUBSCRIPTIONS_PER_ORDER,
  deleteOrderPushSubscriptions,
  deletePushSubscription,
  listPushSubscriptions,
  savePushSubscription,
} from './push-subscriptions.ts';

const subscription = (n: number, auth = `auth-${n}`) => ({
  endpoint: `https://push.example.test/send/${n}`,
  keys: { p256dh: `p256dh-${n}`, auth },
});

describe.each(TEST_DIALECTS)('push subscriptions on %s', (dialect) => {
  const database = useTestDatabaseWithBusinesses(dialect, 'push');
  let codes = 0;
  const order = () => {
    const { db, businessId } = database();
    codes += 1;
    return insertTestOrder(db, { businessId, userId: null, code: `PUSH${codes}` });
  };

  it('keeps one row per endpoint: subscribing again renews its keys', async () => {
    const { db, businessId } = database();
    const orderId = await order();
    await savePushSubscription(db, businessId, orderId, subscription(1), new Date('2030-01-01T10:00:00Z'));
    await savePushSubscription(
      db,
      businessId,
      orderId,
      subscription(1, 'renewed'),
      new Date('2030-01-01T10:01:00Z'),
    );
    expect(await listPushSubscriptions(db, businessId, orderId)).toEqual([
      {
        id: expect.any(Number) as unknown,
        endpoint: subscription(1).endpoint,
        keys: { p256dh: 'p256dh-1', auth: 'renewed' },
      },
    ]);
  });

  it(`keeps the newest ${PUSH_SUBSCRIPTIONS_PER_ORDER} of an order`, async () => {
    const { db, businessId } = database();
    const orderId = await order();
    for (let n = 1; n <= PUSH_SUBSCRIPTIONS_PER_ORDER + 2; n += 1)
      await savePushSubscription(
        db,
        businessId,
        orderId,
        subscription(n),
        new Date(Date.UTC(2030, 0, 1, 10, n)),
      );
    const kept = await listPushSubscriptions(db, businessId, orderId);
    expect(kept.map((row) => row.endpoint)).toEqual([3, 4, 5].map((n) => subscription(n).endpoint));
  });

  it('forgets one subscription, or all of an order, and never another business’s', async () => {
    const { db, businessId, otherBusinessId } = database();
    const orderId = await order();
    const other = await order();
    await savePushSubscription(db, businessId, orderId, subscription(1), new Date());
    await savePushSubscription(db, businessId, orderId, subscription(2), new Date());
    await savePushSubscription(db, businessId, other, subscription(3), new Date());
    const [first] = await listPushSubscriptions(db, businessId, orderId);

    await deletePushSubscription(db, otherBusinessId, first!.id);
    await deleteOrderPushSubscriptions(db, otherBusinessId, orderId);
    expect(await listPushSubscriptions(db, businessId, orderId)).toHaveLength(2);
    expect(await listPushSubscriptions(db, otherBusinessId, orderId)).toEqual([]);

    await deletePushSubscription(db, businessId, first!.id);
    expect((await listPushSubscriptions(db, businessId, orderId)).map((row) => row.endpoint)).toEqual([
      subscription(2).endpoint,
    ]);
    await deleteOrderPushSubscriptions(db, businessId, orderId);
    expect(await listPushSubscriptions(db, businessId, orderId)).toEqual([]);
    expect(await listPushSubscriptions(db, businessId, other)).toHaveLength(1);
  });

  it('goes with its order', async () => {
    const { db, businessId } = database();
    const orderId = await order();
    await savePushSubscription(db, businessId, orderId, subscription(1), new Date());
    await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
    await db.deleteFrom('orders').where('id', '=', orderId).execute();
    expect(await listPushSubscriptions(db, businessId, orderId)).toEqual([]);
  });
});
