import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRequest } from '@ordina/contracts';
import { findStaffOrder } from '@ordina/db';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { guestOrder, laterSlot, sendOrder, useOrderTestApp } from './test/order-test-app.ts';

/*
 * What a placed line contains (issue 37, docs/decisions/070): the server works it out from the menu when the
 * order is placed (the browser sends only ids) and stores it on the line, for the board and the ticket. The
 * demo's Margherita (301) has milk and traces of soy of its own; its dough (option 11) brings gluten, the
 * gluten-free one only traces; Burrata (1206) milk. The Bruschette (104) have gluten, their anchovies (1041,
 * removable) fish. A Cola (803) has none.
 */

describe.each(TEST_DIALECTS)('allergens of the lines placed through POST /api/order on %s', (dialect) => {
  let slot: { day: string; time: string };

  const { app } = useOrderTestApp(dialect);
  beforeAll(async () => {
    slot = await laterSlot(app());
  });

  /** Places the cart at the server's own prices (asked first with a wrong total). */
  async function place(cart: OrderRequest['cart']): Promise<number> {
    const asked = await sendOrder(app(), await guestOrder(app(), slot, { cart }));
    const prices = asked.json<{ data: { prices: OrderRequest['prices'] } }>().data.prices;
    const placed = await sendOrder(app(), await guestOrder(app(), slot, { cart, prices }));
    expect(placed.statusCode).toBe(200);
    return placed.json<{ data: { push: { params: { oid: number } } } }>().data.push.params.oid;
  }

  it('stores each line’s allergens: its own, less a removed ingredient’s, plus its chosen items’', async () => {
    const orderId = await place([
      { productId: 301, itemIds: [1103, 1206], removedIds: [], qty: 1 },
      { productId: 104, itemIds: [], removedIds: [1041], qty: 2 },
      { productId: 104, itemIds: [], removedIds: [], qty: 1 },
      { productId: 803, itemIds: [], removedIds: [], qty: 1 },
    ]);
    const rows = await app()
      .database.db.selectFrom('order_lines')
      .select(['product_id', 'allergens_json'])
      .where('order_id', '=', orderId)
      .orderBy('position')
      .execute();
    expect(
      rows.map((r) => [
        r.product_id,
        r.allergens_json === null ? null : (JSON.parse(r.allergens_json) as unknown),
      ]),
    ).toEqual([
      [301, { gluten: 'traces', soybeans: 'traces', milk: 'contains' }],
      [104, { gluten: 'contains' }],
      [104, { gluten: 'contains', fish: 'contains' }],
      [803, null],
    ]);
    // The board's and the ticket's view of the order carries them as stored.
    const staff = await findStaffOrder(app().database.db, app().businessId, orderId);
    expect(staff?.lines.map((l) => l.allergens)).toEqual([
      { gluten: 'traces', soybeans: 'traces', milk: 'contains' },
      { gluten: 'contains' },
      { gluten: 'contains', fish: 'contains' },
      undefined,
    ]);
  });
});
