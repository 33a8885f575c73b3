import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@ordina/contracts';
import { placeWithoutAddress } from '@ordina/contracts/test/order-place';
import { insertTestOrder, NO_DELIVERY_ADDRESS } from '@ordina/db/test/orders-fixture';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import {
  bearer,
  useAccountTestApp,
  login,
  seedAccount,
} from '../../../../plugins/auth/test/account-test-app.ts';
import { expectSecuredGuards } from './test/secured-guards.ts';

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 12)).toISOString();

describe.each(TEST_DIALECTS)('order history routes on %s', (dialect) => {
  const server = useAccountTestApp(dialect);
  let customerId: number;
  let token: string;
  let pickUpOrderId: number;
  let othersOrderId: number;
  let guestOrderId: number;

  beforeAll(async () => {
    const businessId = server.app.businessId;
    const db = server.app.database.db;
    customerId = await seedAccount(server.app, { email: 'history@example.com' });
    const otherId = await seedAccount(server.app, { email: 'someone-else@example.com' });
    // Eleven orders on 1..11 March; the newest (11 March) is a paid pick-up with a free-shipping coupon.
    for (let day = 1; day <= 10; day++)
      await insertTestOrder(db, { businessId, userId: customerId, code: `H${day}`, created_at: at(day) });
    pickUpOrderId = await insertTestOrder(db, {
      businessId,
      userId: customerId,
      code: 'PICKUP',
      created_at: '2026-03-11T17:05:00.000Z',
      status_code: 'confirmed',
      delivery_method_code: 'pick_up',
      ...NO_DELIVERY_ADDRESS,
      delivery_date: '2026-03-11',
      delivery_time: '19:40',
      payment_method_code: 'paypal',
      amount: 1300,
      amount_delivery: 0,
      amount_discount: 300,
      amount_final: 1000,
      coupon_code: 'ESTATE',
      coupon_discount_mode: 'fixed',
      coupon_discount_value: 300,
      coupon_free_shipping: 1,
      customer_note: 'Per le 19:40',
      lines: [
        {
          productId: 21,
          name: 'Diavola',
          categoryName: 'Pizze',
          qty: 1,
          unitPrice: 800,
          finalPrice: 800,
          options: [
            {
              optionId: 2,
              optionName: 'Mozzarella',
              itemId: 22,
              itemName: 'Senza lattosio',
              price: 100,
              operand: '-',
            },
          ],
          removed: [{ id: 3, name: 'Salame piccante' }],
        },
        { productId: 30, name: 'Tiramisù', categoryName: 'Dolci', qty: 1, unitPrice: 500, finalPrice: 500 },
      ],
      transactions: [
        {
          provider: 'sandbox',
          status: 'paid',
          amount: 1000,
          resourceUrlPay: 'https://trattoria.example/pay/abc',
        },
      ],
    });
    othersOrderId = await insertTestOrder(db, {
      businessId,
      userId: otherId,
      code: 'NOT-YOURS',
      created_at: at(20),
    });
    guestOrderId = await insertTestOrder(db, { businessId, userId: null, code: 'GUEST', created_at: at(21) });
    token = (await login(server.app, 'history@example.com')).token;
  });

  const get = (path: string) => server.app.inject({ method: 'GET', url: path, headers: bearer(token) });
  const page = async (limit: number | string, offset: number | string) => {
    const response = await get(`/api/secured/user/${customerId}/orders/${limit}/${offset}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { orders: Order[]; offset: number } }>();
    return { codes: data.orders.map((order) => order.code), offset: data.offset };
  };

  it('lists the customer’s own orders newest first, a page at a time, answering where the next page starts', async () => {
    expect(await page(10, 0)).toEqual({
      codes: ['PICKUP', 'H10', 'H9', 'H8', 'H7', 'H6', 'H5', 'H4', 'H3', 'H2'],
      offset: 10,
    });
    // The last page is shorter than the limit: the storefront stops there (spec §4 "Order list").
    expect(await page(10, 10)).toEqual({ codes: ['H1'], offset: 11 });
    expect(await page(10, 11)).toEqual({ codes: [], offset: 11 });
    expect(await page(1, 0)).toEqual({ codes: ['PICKUP'], offset: 1 });
    expect((await page(50, 0)).codes).toHaveLength(11);
  });

  it('answers each order in the shape of spec §3 "Order", money in cents', async () => {
    const expected: Order = {
      id: pickUpOrderId,
      code: 'PICKUP',
      date: { date: '2026-03-11T17:05:00.000Z' },
      statusCode: 'confirmed',
      customer: { name: 'Anna', lastname: 'Rossi' },
      deliveryMethodCode: 'pick_up',
      deliveryTime: '2026-03-11 19:40',
      delivery: placeWithoutAddress(null),
      paymentTypeCode: 'paypal',
      amount: 1300,
      amountDelivery: 0,
      amountDiscount: 300,
      amountManualDiscount: 0,
      amountTip: 0,
      manualDiscount: 0,
      manualDiscountMode: null,
      amountFinal: 1000,
      coupons: [{ code: 'ESTATE', discountMode: 'fixed', discountValue: 300, freeShipping: true }],
      annotations: 'Per le 19:40',
      products: [
        {
          id: 21,
          name: 'Diavola',
          category_name: 'Pizze',
          qty: 1,
          final_price: 800,
          productOptions: [
            {
              id: 2,
              name: 'Mozzarella',
              options: [{ id: 22, name: 'Senza lattosio', price: 100, operand: '-' }],
            },
          ],
          removedItems: 'Salame piccante',
          removedIds: [3],
        },
        {
          id: 30,
          name: 'Tiramisù',
          category_name: 'Dolci',
          qty: 1,
          final_price: 500,
          productOptions: [],
          removedItems: '',
          removedIds: [],
        },
      ],
      // Paid: the go-to-payment link is gone (it exists only while the order waits for its payment).
      transactions: [{ resourceUrlPay: null, status: 'paid' }],
      cancelReason: null,
      promisedAt: null,
      payUntil: null,
    };
    const detail = await get(`/api/secured/user/${customerId}/order/${pickUpOrderId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({ data: expected });
    const list = await get(`/api/secured/user/${customerId}/orders/1/0`);
    expect(list.json()).toEqual({ data: { orders: [expected], offset: 1 } });
  });

  it.each([
    ['a limit of 0', '0', '0'],
    ['a limit over 50', '51', '0'],
    ['a limit that is not a number', 'ten', '0'],
    ['a negative offset', '10', '-1'],
    ['a fractional offset', '10', '1.5'],
    ['an offset that is not a number', '10', 'next'],
  ])('refuses %s with 400 GENERIC_ERROR', async (_label, limit, offset) => {
    const response = await get(`/api/secured/user/${customerId}/orders/${limit}/${offset}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ data: { errors: ['GENERIC_ERROR'] } });
  });

  it('answers 404 NOT_FOUND for someone else’s order, a guest order, an unknown or a non-numeric id', async () => {
    for (const orderId of [othersOrderId, guestOrderId, 987654, 'abc', '0', '1e3']) {
      const response = await get(`/api/secured/user/${customerId}/order/${orderId}`);
      expect(response.statusCode, String(orderId)).toBe(404);
      expect(response.json()).toEqual({ data: { errors: ['NOT_FOUND'] } });
    }
  });

  it.each([
    ['the list', (id: number) => `/api/secured/user/${id}/orders/10/0`],
    ['the detail', (id: number) => `/api/secured/user/${id}/order/1`],
  ])(
    'guards %s: 401 without a token, 403 for another user’s id or before the privacy policy is accepted',
    async (_label, path) => {
      await expectSecuredGuards(server.app, { method: 'GET', path });
    },
  );

  it('does not let a customer read another customer’s orders through the other’s id', async () => {
    const response = await get(`/api/secured/user/${customerId + 1}/orders/10/0`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ data: { errors: ['NO_TOKEN_USER_MISMATCH'] } });
  });
});
