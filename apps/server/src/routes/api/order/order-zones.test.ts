import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRequest } from '@ordina/contracts';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { LIDO_CENTRE_ZONE } from '@ordina/domain/test/lido-centre-zone';
import {
  expectOrderRefused,
  expectPricesChanged,
  FRITTURA,
  guestOrder,
  laterSlot,
  sendOrder,
  useOrderTestApp,
} from './test/order-test-app.ts';

/*
 * Zones with their own rules through POST /api/order (issue 37, docs/decisions/072): the server geocodes
 * the address, finds the smallest zone holding it and prices the order with that zone's fixed fee,
 * per-product fee, free-delivery threshold and minimum. The demo's zone stays a bare polygon with the
 * demo's figures (2,50 € + 0,50 € a product, free from 35,00 €, minimum 12,00 €); the lido's own
 * address lies in a small zone inside it (1,00 €, nothing per product, free from 50,00 €, minimum 20,00 €).
 */

const LIDO = {
  route: 'Lungomare Augusto Murri',
  street_number: '72',
  postal_code: '47924',
  locality: 'Rimini',
  floor: '1',
  intercom_name: 'Neri',
};
const MARGHERITA_100 = { ...LIDO, route: 'Viale Regina Margherita', street_number: '100' };

describe.each(TEST_DIALECTS)('delivery zones with their own rules on %s', (dialect) => {
  const { app } = useOrderTestApp(dialect, {
    change: (file) => {
      file.delivery_order.deliveryZones = [...file.delivery_order.deliveryZones, LIDO_CENTRE_ZONE];
    },
  });
  let slot: { day: string; time: string };
  beforeAll(async () => {
    slot = await laterSlot(app());
  });

  const homeDelivery = (address: typeof LIDO, fritture: number, prices: OrderRequest['prices']) =>
    guestOrder(app(), slot, {
      delivery: {
        method: 'home_delivery',
        localPlace: null,
        deliveryAddress: address,
        note: '',
        timeLabel: slot.time,
        time: slot.time,
        day: slot.day,
      },
      cart: [{ ...FRITTURA, qty: fritture }],
      prices,
    });
  const stored = async (response: Awaited<ReturnType<typeof sendOrder>>) => {
    expect(response.statusCode).toBe(200);
    const { oid } = response.json<{ data: { push: { params: { oid: number } } } }>().data.push.params;
    return app()
      .database.db.selectFrom('orders')
      .select(['amount', 'amount_delivery', 'amount_final'])
      .where('id', '=', oid)
      .executeTakeFirstOrThrow();
  };

  it('charges the inner zone’s 1,00 € (nothing per product) at the lido, the demo’s 2,50 € + 2 × 0,50 € outside it', async () => {
    const inner = await sendOrder(
      app(),
      await homeDelivery(LIDO, 2, { cart: 2800, shipping: 100, freeShipping: false, coupon: 0, total: 2900 }),
    );
    expect(await stored(inner)).toEqual({ amount: 2800, amount_delivery: 100, amount_final: 2900 });
    const outer = await sendOrder(
      app(),
      await homeDelivery(MARGHERITA_100, 2, {
        cart: 2800,
        shipping: 350,
        freeShipping: false,
        coupon: 0,
        total: 3150,
      }),
    );
    expect(await stored(outer)).toEqual({ amount: 2800, amount_delivery: 350, amount_final: 3150 });
  });

  it('answers the demo’s prices for the inner zone with the zone’s fresh prices (409 PRICES_CHANGED), writing nothing', async () => {
    await expectPricesChanged(
      app(),
      await homeDelivery(LIDO, 2, { cart: 2800, shipping: 350, freeShipping: false, coupon: 0, total: 3150 }),
      { cart: 2800, coupon: 0, freeShipping: false, shipping: 100, tip: 0, total: 2900 },
    );
  });

  it('holds the inner zone’s 20,00 € minimum (one Frittura, 14,00 €, passes the demo’s 12,00 € elsewhere)', async () => {
    await expectOrderRefused(
      app(),
      400,
      ['MIN_ORDER_NOT_REACHED'],
      await homeDelivery(LIDO, 1, { cart: 1400, shipping: 100, freeShipping: false, coupon: 0, total: 1500 }),
    );
    const outer = await sendOrder(
      app(),
      await homeDelivery(MARGHERITA_100, 1, {
        cart: 1400,
        shipping: 300,
        freeShipping: false,
        coupon: 0,
        total: 1700,
      }),
    );
    expect(await stored(outer)).toMatchObject({ amount_delivery: 300 });
  });

  it('delivers free from the inner zone’s 50,00 €, not from the demo’s 35,00 €', async () => {
    // 3 Fritture, 42,00 €: free in the demo's zone, 1,00 € at the lido.
    const inner = await sendOrder(
      app(),
      await homeDelivery(LIDO, 3, { cart: 4200, shipping: 100, freeShipping: false, coupon: 0, total: 4300 }),
    );
    expect(await stored(inner)).toMatchObject({ amount_delivery: 100 });
    const outer = await sendOrder(
      app(),
      await homeDelivery(MARGHERITA_100, 3, {
        cart: 4200,
        shipping: 0,
        freeShipping: true,
        coupon: 0,
        total: 4200,
      }),
    );
    expect(await stored(outer)).toMatchObject({ amount_delivery: 0 });
  });
});
