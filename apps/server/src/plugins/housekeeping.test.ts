import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_TTL_HOURS, importBusinessFile } from '@ordina/db';
import { fixtureBusinessFile } from '@ordina/db/test/fixture-business';
import { openMigratedTestDatabase } from '@ordina/db/test/test-databases';
import housekeeping from './housekeeping.ts';

const NOW = new Date('2026-12-01T18:00:00.000Z');

async function appWith(
  database: Awaited<ReturnType<typeof openMigratedTestDatabase>>,
  backgroundJobs: boolean,
) {
  const app = Fastify({ logger: false });
  await app.register(
    fp((scope, _options, done) => (scope.decorate('database', database), done()), { name: 'db' }),
  );
  await app.register(housekeeping, { backgroundJobs, intervalMs: 20, now: () => NOW });
  await app.ready();
  return app;
}

describe('the housekeeping plugin', () => {
  it('removes an idempotency key past its window while the server runs, only in the process with the background jobs', async () => {
    const database = await openMigratedTestDatabase('sqlite');
    try {
      const { businessId } = await importBusinessFile(database.db, fixtureBusinessFile());
      const stale = new Date(NOW.getTime() - (IDEMPOTENCY_KEY_TTL_HOURS + 1) * 3_600_000).toISOString();
      await database.db
        .insertInto('idempotency_keys')
        .values({
          business_id: businessId,
          key: 'stale-key-0000000001',
          request_hash: 'h',
          order_id: null,
          response_json: null,
          created_at: stale,
        })
        .execute();
      const keys = async () =>
        (await database.db.selectFrom('idempotency_keys').select('key').execute()).length;

      // A worker without the background jobs leaves it (a sweep there would run every 20 ms).
      const idle = await appWith(database, false);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await idle.close();
      expect(await keys()).toBe(1);

      const sweeping = await appWith(database, true);
      await vi.waitFor(async () => expect(await keys()).toBe(0), { timeout: 30_000, interval: 50 });
      await sweeping.close();
    } finally {
      await database.close();
    }
  });
});
