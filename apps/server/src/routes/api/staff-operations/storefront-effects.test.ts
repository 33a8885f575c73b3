import { describe, expect, it } from 'vitest';
import { clearBusy, clearPause, clearSoldOut, writeBusy, writeSoldOut, writeStaffPause } from '@ordina/db';
import type { OrderRequest } from '@ordina/contracts';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import {
  FRITTURA,
  guestOrder,
  laterSlot,
  orderRows,
  sendOrder,
  useOrderTestApp,
} from '../order/test/order-test-app.ts';

// The board's switches as the customer meets them (docs/decisions/046): a pause and a sold-out mark
// refuse an order at once (read fresh by the order call), the live state and the storefront carry
// them (after the switches' short cache), busy mode moves the earliest slot offered.

type Live = {
  data: {
    acceptance: { accepting: boolean; warning: unknown };
    configuration_version: string;
    storefront?: { operations?: unknown };
  };
};
const minutes = (n: number) => n * 60_000;

describe.each(TEST_DIALECTS)('the board’s switches on the storefront, on %s', (dialect) => {
  const { app } = useOrderTestApp(dialect);

  const live = async (version?: string) =>
    (
      await app().inject({
        method: 'GET',
        url: '/api/storefront/live',
        query: version === undefined ? {} : { version },
      })
    ).json<Live>().data;
  const order = async (over: Partial<OrderRequest> = {}) =>
    sendOrder(app(), await guestOrder(app(), await laterSlot(app()), over));

  it('while paused: the order is refused with ORDERS_NOT_ACCEPTED and nothing written; the live state says not accepting; undone, both take orders again', async () => {
    const { db } = app().database;
    const now = new Date();
    const before = await live();
    await writeStaffPause(db, app().businessId, now, new Date(now.getTime() + minutes(30)));
    const rows = await orderRows(app());
    const refused = await order();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ data: { errors: ['ORDERS_NOT_ACCEPTED'] } });
    expect(await orderRows(app())).toEqual(rows);

    // What the board's routes do after a change; another server sees it after the switches' short cache.
    app().storefronts.invalidateOperations();
    const paused = await live(before.configuration_version);
    expect(paused.acceptance).toMatchObject({ accepting: false, warning: null });
    expect(paused.configuration_version).not.toBe(before.configuration_version);
    expect(paused.storefront?.operations).toMatchObject({ pause: { reason: 'staff' } });

    await clearPause(db, app().businessId, new Date());
    app().storefronts.invalidateOperations();
    expect((await live()).acceptance.accepting).toBe(true);
    expect((await order()).statusCode).toBe(200);
  });

  it('refuses an order holding a sold-out product or option item with PRODUCT_SOLD_OUT; undone, it is taken', async () => {
    const { db } = app().database;
    const now = new Date();
    await writeSoldOut(
      db,
      app().businessId,
      'product',
      FRITTURA.productId,
      new Date(now.getTime() + minutes(60)),
      now,
    );
    const refused = await order();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ data: { errors: ['PRODUCT_SOLD_OUT'] } });
    app().storefronts.invalidateOperations();
    expect((await live('stale')).storefront?.operations).toMatchObject({
      soldOut: [{ kind: 'product', id: FRITTURA.productId }],
    });
    await clearSoldOut(db, app().businessId, 'product', FRITTURA.productId, new Date());
    expect((await order()).statusCode).toBe(200);
  });

  it('in busy mode offers no slot within its extra minutes, and refuses an order for one', async () => {
    const { db } = app().database;
    const firstSlot = async () =>
      (await app().inject({ method: 'GET', url: '/api/timetable/pick_up' })).json<{
        data: { list: { day: string; time: string; startsAt: string }[] };
      }>().data.list[0]!;
    const calm = await firstSlot();
    const now = new Date();
    await writeBusy(db, app().businessId, 30, now, new Date(now.getTime() + minutes(60)));
    app().storefronts.invalidateOperations();
    const busy = await firstSlot();
    expect(Date.parse(busy.startsAt)).toBeGreaterThanOrEqual(now.getTime() + minutes(30) - 1000);
    expect(Date.parse(busy.startsAt)).toBeGreaterThan(Date.parse(calm.startsAt));
    // The slot the calm timetable offered first is refused while busy (the order call reads the switches fresh).
    if (Date.parse(calm.startsAt) < now.getTime() + minutes(30) - 1000) {
      const refused = await sendOrder(app(), await guestOrder(app(), calm));
      expect(refused.statusCode).toBe(400);
      // Late in the evening busy mode moves the first slot to the next day: the calm slot's day then has
      // no slot left at all, which the order call names as the day (the test runs on the real clock).
      expect(refused.json<{ data: { errors: string[] } }>().data.errors).toContain(
        busy.day === calm.day ? 'WRONG_DELIVERY_TIME' : 'WRONG_DELIVERY_DAY',
      );
    }
    await clearBusy(db, app().businessId, new Date());
  });
});
