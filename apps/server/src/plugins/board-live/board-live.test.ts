import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, recordOrderEvent, type OrderEvent } from '@ordina/db';
import { newTestOrder } from '@ordina/db/test/new-order-fixture';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { acquireTestServer } from '@ordina/db/test/test-server';
import { readTrattoria, startTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * The board's feed across processes (docs/decisions/045): two servers on one
 * database — two cluster workers on one SQLite file, two servers on one
 * PostgreSQL — and an event written through one reaches a board subscribed
 * to the other, once, and only the boards of its own business.
 */

describe.each(TEST_DIALECTS)('the board feed across two servers on %s', (dialect) => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const businessJson = JSON.stringify(await readTrattoria());
    const env = { BOARD_EVENTS_POLL_MS: '50' };
    first = await startTestApp({
      tempPrefix: 'ordina-board-feed-',
      businessJson,
      env,
      build: { pages: false },
      ...(dialect === 'postgres'
        ? { databaseUrl: async () => (await acquireTestServer()).createDatabase() }
        : {}),
    });
    await first.app.ready();
    second = await startTestApp({
      tempPrefix: 'ordina-board-feed-',
      businessJson,
      env,
      build: { pages: false },
      databaseUrl: () => Promise.resolve(first.config.databaseUrl),
    });
    await second.app.ready();
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** Places an order through `app`'s database; its event is written in the same transaction. */
  async function placeThrough(app: TestApp['app']): Promise<number> {
    const placed = await placeOrder(
      app.database.db,
      newTestOrder(app.businessId, { now: new Date('2026-12-01T17:00:00.000Z') }),
    );
    if (!placed.ok) throw new Error(placed.reason);
    return placed.order.id;
  }

  it('brings an order placed through one server to a board on the other, once', async () => {
    const heard: OrderEvent[] = [];
    let resyncs = 0;
    const unsubscribe = await first.app.boardLive.feed.subscribe(first.app.businessId, {
      event: (e) => heard.push(e),
      resync: () => (resyncs += 1),
    });
    const otherBusiness: OrderEvent[] = [];
    const unsubscribeOther = await first.app.boardLive.feed.subscribe(first.app.businessId + 1000, {
      event: (e) => otherBusiness.push(e),
      resync: () => undefined,
    });
    try {
      const orderId = await placeThrough(second.app);
      await expect
        .poll(() => heard.map((e) => [e.orderId, e.kind]), { timeout: 10_000 })
        .toEqual([[orderId, 'created']]);
      const later = await second.app.database.db.transaction().execute((trx) =>
        recordOrderEvent(trx, {
          businessId: second.app.businessId,
          orderId,
          kind: 'status',
          at: new Date(),
        }),
      );
      await expect.poll(() => heard.map((e) => e.id), { timeout: 10_000 }).toContain(later);
      expect(heard.map((e) => e.id)).toEqual([heard[0]!.id, later]);
      expect(otherBusiness).toEqual([]);
      expect(resyncs).toBe(0);
    } finally {
      unsubscribe();
      unsubscribeOther();
    }
  });

  it('stops reading when the last board leaves, and starts again for the next', async () => {
    const feed = first.app.boardLive.feed;
    await expect.poll(() => feed.connected).toBe(0);
    const heard: OrderEvent[] = [];
    const unsubscribe = await feed.subscribe(first.app.businessId, {
      event: (e) => heard.push(e),
      resync: () => undefined,
    });
    try {
      const orderId = await placeThrough(second.app);
      await expect.poll(() => heard.map((e) => e.orderId), { timeout: 10_000 }).toEqual([orderId]);
    } finally {
      unsubscribe();
    }
    expect(feed.connected).toBe(0);
  });
});
