import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it, vi } from 'vitest';
import { importBusinessFile, placeOrder } from '@ordina/db';
import { fixtureBusinessFile } from '@ordina/db/test/fixture-business';
import { newTestOrder } from '@ordina/db/test/new-order-fixture';
import { openMigratedTestDatabase, TEST_DIALECTS } from '@ordina/db/test/test-databases';
import orderVerification from './order-verification.ts';

// The expiry sweep (docs/decisions/007, 015): started with the server, stopped when it closes.
describe.each(TEST_DIALECTS)('the order-verification plugin on %s', (dialect) => {
  it('tells the verification deadline and expires due orders while the server runs, giving back their slot; nothing after close', async () => {
    const database = await openMigratedTestDatabase(dialect);
    const app = Fastify({ logger: false });
    try {
      const { businessId } = await importBusinessFile(database.db, fixtureBusinessFile());
      const placed = await placeOrder(database.db, {
        ...newTestOrder(businessId),
        status: 'unverified',
        verification: { method: 'verify_with_email', expiresAt: new Date('2026-12-01T17:30:00.000Z') },
      });
      if (!placed.ok) throw new Error(placed.reason);

      let sweeps = 0;
      await app.register(
        fp((scope, _options, done) => (scope.decorate('database', database), done()), { name: 'db' }),
      );
      await app.register(orderVerification, {
        ttlMinutes: 45,
        intervalMs: 20,
        // The sweep's clock: after the order's deadline.
        now: () => ((sweeps += 1), new Date('2026-12-01T18:00:00.000Z')),
      });
      await app.ready();
      expect(app.orderVerification.ttlMinutes).toBe(45);
      expect(app.orderVerification.expiresAt(new Date('2026-12-01T17:00:00.000Z'))).toEqual(
        new Date('2026-12-01T17:45:00.000Z'),
      );

      const order = () =>
        database.db
          .selectFrom('orders')
          .select(['status_code', 'delivery_slot_units'])
          .where('id', '=', placed.order.id)
          .executeTakeFirstOrThrow();
      await vi.waitFor(
        async () => expect(await order()).toEqual({ status_code: 'expired', delivery_slot_units: 0 }),
        { timeout: 30_000, interval: 50 },
      );
      const slot = await database.db
        .selectFrom('delivery_slots')
        .select('accepted')
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow();
      expect(slot.accepted).toBe(0);

      await app.close();
      const afterClose = sweeps;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sweeps).toBe(afterClose);
    } finally {
      await app.close();
      await database.close();
    }
  }, 90_000);
});
