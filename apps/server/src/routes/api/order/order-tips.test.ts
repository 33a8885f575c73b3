import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRequest } from '@ordina/contracts';
import { findPaymentCheckout } from '@ordina/db';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { captchaToken } from '../../../plugins/auth/test/account-test-app.ts';
import {
  expectOrderRefused,
  expectPricesChanged,
  guestOrder,
  laterSlot,
  orderRows,
  sendOrder,
  useOrderTestApp,
} from './test/order-test-app.ts';

/*
 * The tip through the order API (issue 37, docs/decisions/067): the server prices it again from the
 * business's settings, stores it on the order (part of amount_final, so of what an online payment
 * charges), answers it in the order, and refuses a tip the business does not offer — writing nothing.
 * The demo's pick-up order is one Frittura, 14,00 €; 10 % is 1,40 €.
 */

describe.each(TEST_DIALECTS)('tips through POST /api/order on %s', (dialect) => {
  const { app } = useOrderTestApp(dialect, {
    change: (file) => {
      file.configuration.tips = { enabled: true, presets: [5, 10, 15], max_amount: 2000 };
    },
  });
  let slot: { day: string; time: string };
  beforeAll(async () => {
    slot = await laterSlot(app());
  });

  const tipped = async (tip: OrderRequest['tip'], tipCents: number, over: Partial<OrderRequest> = {}) =>
    guestOrder(app(), slot, {
      tip,
      prices: {
        cart: 1400,
        shipping: 0,
        freeShipping: false,
        coupon: 0,
        tip: tipCents,
        total: 1400 + tipCents,
      },
      ...over,
    });

  it('stores 10 % of 14,00 = 1,40 as the order’s tip, in its total, and answers it on the order page', async () => {
    const response = await sendOrder(app(), await tipped({ percent: 10 }, 140));
    expect(response.statusCode).toBe(200);
    const { oid, hash } = response.json<{ data: { push: { params: { oid: number; hash: string } } } }>().data
      .push.params;
    const stored = await app()
      .database.db.selectFrom('orders')
      .select(['amount', 'amount_tip', 'amount_final'])
      .where('id', '=', oid)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ amount: 1400, amount_tip: 140, amount_final: 1540 });
    const detail = await app().inject({
      method: 'GET',
      url: `/api/order/detail/${oid}/${hash}/${encodeURIComponent(await captchaToken(app()))}`,
    });
    expect(detail.json()).toMatchObject({ data: { amount: 1400, amountTip: 140, amountFinal: 1540 } });
  });

  it('stores an amount typed, and no tip (0) when none is chosen', async () => {
    const typed = await sendOrder(app(), await tipped({ amount: 250 }, 250));
    const none = await sendOrder(app(), await tipped(null, 0));
    const ids = [typed, none].map(
      (r) => r.json<{ data: { push: { params: { oid: number } } } }>().data.push.params.oid,
    );
    const rows = await app()
      .database.db.selectFrom('orders')
      .select(['id', 'amount_tip', 'amount_final'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.amount_tip, r.amount_final])).toEqual([
      [250, 1650],
      [0, 1400],
    ]);
  });

  it('refuses a tip the business does not offer with WRONG_TIP in data.errors, writing nothing', async () => {
    const before = await orderRows(app());
    for (const [tip, cents] of [
      [{ percent: 12 }, 168],
      [{ amount: 2001 }, 2001],
      [{ percent: 10, amount: 100 }, 240],
      [{ amount: -100 }, -100],
    ] as const) {
      const response = await sendOrder(app(), await tipped(tip, cents));
      expect([response.statusCode, response.json()]).toEqual([400, { data: { errors: ['WRONG_TIP'] } }]);
    }
    const malformed = await sendOrder(app(), { ...(await tipped(null, 0)), tip: { percent: 'ten' } });
    expect(malformed.json()).toMatchObject({ data: { errors: ['WRONG_TIP'] } });
    expect(malformed.statusCode).toBe(400);
    expect(await orderRows(app())).toEqual(before);
  });

  it('answers PRICES_CHANGED with the tipped prices when the browser’s total leaves the tip out, writing nothing', async () => {
    await expectPricesChanged(app(), await tipped({ percent: 10 }, 0), {
      cart: 1400,
      shipping: 0,
      freeShipping: false,
      coupon: 0,
      tip: 140,
      total: 1540,
    });
  });

  it('charges the tip with an online payment: the checkout is for the tipped total', async () => {
    const response = await sendOrder(
      app(),
      await tipped({ percent: 15 }, 210, {
        payment: { method: 'paypal' },
        identity: {
          name: 'Anna',
          lastname: 'Neri',
          email: 'anna.online@example.it',
          phone: '+39 333 765 9999',
          note: '',
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    const { redirectTo } = response.json<{ data: { redirectTo: string } }>().data;
    const reference = new URL(redirectTo).pathname.split('/').at(-1) ?? '';
    const checkout = await findPaymentCheckout(app().database.db, 'sandbox', reference);
    expect(checkout?.amount).toBe(1610);
  });
});

describe.each(TEST_DIALECTS)('POST /api/order where the business offers no tip, on %s', (dialect) => {
  const { app } = useOrderTestApp(dialect);

  it('refuses any tip with WRONG_TIP, writing nothing', async () => {
    const payload = await guestOrder(app(), await laterSlot(app()), {
      tip: { amount: 100 },
      prices: { cart: 1400, shipping: 0, freeShipping: false, coupon: 0, tip: 100, total: 1500 },
    });
    await expectOrderRefused(app(), 400, ['WRONG_TIP'], payload);
  });
});
