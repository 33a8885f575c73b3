import type { Order } from '@ordina/contracts';
import type { KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeWithoutAddress } from '@ordina/contracts/test/order-place';
import { insertTestBusiness, insertTestCustomer } from '../test/customer-fixture.ts';
import { forgetOrderLanguageNames } from '../test/new-order-fixture.ts';
import { insertTestOrder, NO_DELIVERY_ADDRESS } from '../test/orders-fixture.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { findUserOrder, listUserOrders } from './orders.ts';

/** Counts the statements a Kysely instance sends. */
function queryCounter(): { plugin: KyselyPlugin; count: () => number } {
  let count = 0;
  return {
    plugin: {
      transformQuery(args) {
        count++;
        return args.node;
      },
      transformResult(args) {
        return Promise.resolve(args.result);
      },
    },
    count: () => count,
  };
}

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 2, day, hour)).toISOString();

describe.each(TEST_DIALECTS)('customer orders on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  let businessId: number;
  let otherBusinessId: number;
  let customer: number;
  let otherCustomer: number;
  let detailedOrderId: number;

  beforeAll(async () => {
    const { db } = database();
    businessId = await insertTestBusiness(db, 'orders');
    otherBusinessId = await insertTestBusiness(db, 'orders-other');
    customer = await insertTestCustomer(db, businessId, { email: 'anna@example.com' });
    otherCustomer = await insertTestCustomer(db, businessId, { email: 'bruno@example.com' });
    // Twelve plain orders on 1..12 March, each with one line.
    for (let day = 1; day <= 12; day++) {
      await insertTestOrder(db, {
        businessId,
        userId: customer,
        code: `P${day}`,
        created_at: at(day),
        lines: [
          {
            productId: 1,
            name: 'Margherita',
            categoryName: 'Pizze',
            qty: 1,
            unitPrice: 700,
            finalPrice: 700,
          },
        ],
      });
    }
    // Someone else's order, a guest order and another business's order, all newer.
    await insertTestOrder(db, { businessId, userId: otherCustomer, code: 'OTHER', created_at: at(20) });
    await insertTestOrder(db, { businessId, userId: null, code: 'GUEST', created_at: at(21) });
    const foreignCustomer = await insertTestCustomer(db, otherBusinessId, { email: 'anna@example.com' });
    await insertTestOrder(db, {
      businessId: otherBusinessId,
      userId: foreignCustomer,
      code: 'FOREIGN',
      created_at: at(22),
    });
    // A table order with a coupon, a manual discount, options, removed ingredients, notes and a payment.
    detailedOrderId = await insertTestOrder(db, {
      businessId,
      userId: customer,
      code: 'DETAIL',
      created_at: '2026-03-15T18:42:10.123Z',
      status_code: 'waiting_payment',
      customer_name: 'Anna',
      customer_lastname: 'Rossi',
      customer_note: 'Senza fretta',
      delivery_method_code: 'table_delivery',
      delivery_local_place: '12',
      ...NO_DELIVERY_ADDRESS,
      delivery_note: ' Tavolo in veranda ',
      delivery_date: '2026-03-15',
      delivery_time: '20:00',
      payment_method_code: 'paypal',
      amount: 2300,
      amount_delivery: 0,
      amount_discount: 230,
      amount_manual_discount: 100,
      manual_discount: 100,
      manual_discount_mode: 'euro',
      amount_final: 1970,
      coupon_code: 'BENVENUTO10',
      coupon_discount_mode: '%',
      coupon_discount_value: 10,
      coupon_free_shipping: 0,
      lines: [
        {
          productId: 5,
          name: 'Capricciosa',
          categoryName: 'Pizze',
          qty: 2,
          unitPrice: 800,
          finalPrice: 1800,
          options: [
            { optionId: 3, optionName: 'Impasto', itemId: 31, itemName: 'Integrale', price: 50 },
            { optionId: 4, optionName: 'Aggiunte', itemId: 41, itemName: 'Bufala', price: 100 },
            { optionId: 4, optionName: 'Aggiunte', itemId: 42, itemName: 'Origano', price: 0 },
          ],
          removed: [
            { id: 7, name: 'Carciofi' },
            { id: 8, name: 'Olive' },
          ],
        },
        { productId: 9, name: 'Birra', categoryName: 'Bevande', qty: 1, unitPrice: 500, finalPrice: 500 },
      ],
      transactions: [
        { status: 'failed', amount: 1970, resourceUrlPay: 'https://pay.example/1' },
        { status: 'pending', amount: 1970, resourceUrlPay: 'https://pay.example/2' },
      ],
    });
  });

  it('answers an order with every field of spec §3 "Order", options grouped by name and removed items as a comma list', async () => {
    const expected: Order = {
      id: detailedOrderId,
      code: 'DETAIL',
      date: { date: '2026-03-15T18:42:10.123Z' },
      statusCode: 'waiting_payment',
      customer: { name: 'Anna', lastname: 'Rossi' },
      deliveryMethodCode: 'table_delivery',
      deliveryTime: '2026-03-15 20:00',
      delivery: placeWithoutAddress('12'),
      paymentTypeCode: 'paypal',
      amount: 2300,
      amountDelivery: 0,
      amountDiscount: 230,
      amountManualDiscount: 100,
      amountTip: 0,
      manualDiscount: 100,
      manualDiscountMode: 'euro',
      amountFinal: 1970,
      coupons: [{ code: 'BENVENUTO10', discountMode: '%', discountValue: 10, freeShipping: false }],
      annotations: 'Senza fretta\nTavolo in veranda',
      products: [
        {
          id: 5,
          name: 'Capricciosa',
          category_name: 'Pizze',
          qty: 2,
          final_price: 1800,
          productOptions: [
            { id: 3, name: 'Impasto', options: [{ id: 31, name: 'Integrale', price: 50, operand: '+' }] },
            {
              id: 4,
              name: 'Aggiunte',
              options: [
                { id: 41, name: 'Bufala', price: 100, operand: '+' },
                { id: 42, name: 'Origano', price: 0, operand: '+' },
              ],
            },
          ],
          removedItems: 'Carciofi, Olive',
          removedIds: [7, 8],
        },
        {
          id: 9,
          name: 'Birra',
          category_name: 'Bevande',
          qty: 1,
          final_price: 500,
          productOptions: [],
          removedItems: '',
          removedIds: [],
        },
      ],
      // While it waits for its payment, every attempt links to the retry link, which reopens the checkout (a stored provider page may have expired).
      transactions: [
        { resourceUrlPay: `/api/payments/retry/${detailedOrderId}/hash-DETAIL`, status: 'failed' },
        { resourceUrlPay: `/api/payments/retry/${detailedOrderId}/hash-DETAIL`, status: 'pending' },
      ],
      cancelReason: null,
      promisedAt: null,
      // Read without the server's time to pay: no deadline to announce.
      payUntil: null,
    };
    expect(await findUserOrder(database().db, businessId, customer, detailedOrderId)).toEqual(expected);
    const [newest] = await listUserOrders(database().db, businessId, customer, { limit: 1, offset: 0 });
    expect(newest).toEqual(expected);
  });

  it("gives an order waiting for its payment the sweep's deadline, its placement plus the time to pay, and no other order one (issue 34 item 12)", async () => {
    const reading = { paymentTtlMinutes: 30 };
    const waiting = await findUserOrder(database().db, businessId, customer, detailedOrderId, reading);
    expect(waiting?.payUntil).toBe('2026-03-15T19:12:10.123Z');
    const orders = await listUserOrders(
      database().db,
      businessId,
      customer,
      { limit: 50, offset: 0 },
      reading,
    );
    expect(orders.filter((order) => order.payUntil !== null).map((order) => order.id)).toEqual([
      detailedOrderId,
    ]);
  });

  it('answers a home-delivery order with its address and no coupon', async () => {
    const [march12] = await listUserOrders(database().db, businessId, customer, { limit: 1, offset: 1 });
    expect(march12).toMatchObject({
      code: 'P12',
      statusCode: 'to_manage',
      deliveryMethodCode: 'home_delivery',
      delivery: {
        address: 'Via Roma',
        streetNumber: '3',
        zipCode: '47921',
        city: 'Rimini',
        floor: '2',
        intercomName: 'Rossi',
        table: null,
      },
      amount: 1700,
      amountDelivery: 250,
      amountFinal: 1950,
      coupons: [],
      annotations: '',
      transactions: [],
    });
  });

  it('lists only the customer’s own orders of this business, newest first, page by page', async () => {
    const { db } = database();
    const codes = async (limit: number, offset: number) =>
      (await listUserOrders(db, businessId, customer, { limit, offset })).map((order) => order.code);
    expect(await codes(5, 0)).toEqual(['DETAIL', 'P12', 'P11', 'P10', 'P9']);
    expect(await codes(5, 5)).toEqual(['P8', 'P7', 'P6', 'P5', 'P4']);
    expect(await codes(5, 10)).toEqual(['P3', 'P2', 'P1']);
    expect(await codes(5, 15)).toEqual([]);
    expect(await codes(50, 0)).toHaveLength(13);
  });

  it('breaks ties of the same instant by id, so pages never repeat or skip an order', async () => {
    const { db } = database();
    const userId = await insertTestCustomer(db, businessId, { email: 'same-second@example.com' });
    for (const code of ['T1', 'T2', 'T3', 'T4'])
      await insertTestOrder(db, { businessId, userId, code, created_at: at(5) });
    const pages = [];
    for (let offset = 0; offset < 4; offset += 2)
      pages.push(
        ...(await listUserOrders(db, businessId, userId, { limit: 2, offset })).map((order) => order.code),
      );
    expect(pages).toEqual(['T4', 'T3', 'T2', 'T1']);
  });

  it('does not find someone else’s order, a guest order, another business’s order or an unknown id', async () => {
    const { db } = database();
    const others = await db
      .selectFrom('orders')
      .select(['id', 'code'])
      .where('code', 'in', ['OTHER', 'GUEST', 'FOREIGN'])
      .execute();
    expect(others).toHaveLength(3);
    for (const other of others)
      expect(await findUserOrder(db, businessId, customer, other.id), other.code).toBeUndefined();
    expect(await findUserOrder(db, otherBusinessId, customer, detailedOrderId)).toBeUndefined();
    expect(await findUserOrder(db, businessId, otherCustomer, detailedOrderId)).toBeUndefined();
    expect(await findUserOrder(db, businessId, customer, 987_654)).toBeUndefined();
  });

  it('reads a page with a constant number of queries, whatever its size (no N+1)', async () => {
    const counted = async (limit: number) => {
      const counter = queryCounter();
      const orders = await listUserOrders(database().db.withPlugin(counter.plugin), businessId, customer, {
        limit,
        offset: 0,
      });
      return { orders: orders.length, queries: counter.count() };
    };
    expect(await counted(1)).toEqual({ orders: 1, queries: 5 });
    expect(await counted(13)).toEqual({ orders: 13, queries: 5 });
    const empty = queryCounter();
    expect(
      await listUserOrders(database().db.withPlugin(empty.plugin), businessId, customer, {
        limit: 10,
        offset: 100,
      }),
    ).toEqual([]);
    expect(empty.count()).toBe(1);
  });

  // Issue 31 item 6: the cart said "Sautéed mussels and clams", "Dough: Classic"; so must the order pages.
  it("names an order's lines in the order's language, and in the name it kept on orders from before", async () => {
    const { db } = database();
    const english = await insertTestCustomer(db, businessId, { email: 'emma@example.com' });
    const orderId = await insertTestOrder(db, {
      businessId,
      userId: english,
      code: 'EN1',
      locale: 'en',
      lines: [
        {
          productId: 5,
          name: 'Sauté di cozze e vongole',
          nameInOrderLocale: 'Sautéed mussels and clams',
          categoryName: 'Antipasti',
          qty: 1,
          unitPrice: 1200,
          finalPrice: 1200,
          options: [
            {
              optionId: 3,
              optionName: 'Impasto',
              optionNameInOrderLocale: 'Dough',
              itemId: 31,
              itemName: 'Classico',
              itemNameInOrderLocale: 'Classic',
              price: 0,
            },
          ],
          removed: [{ id: 4, name: 'Prezzemolo', nameInOrderLocale: 'Parsley' }],
        },
      ],
    });
    const product = (order: Order | undefined) => {
      const [line] = order?.products ?? [];
      return [
        line?.name,
        line?.productOptions.map((o) => `${o.name}: ${o.options.map((item) => item.name).join(', ')}`),
        line?.removedItems,
      ];
    };
    expect(product(await findUserOrder(db, businessId, english, orderId))).toEqual([
      'Sautéed mussels and clams',
      ['Dough: Classic'],
      'Parsley',
    ]);
    await forgetOrderLanguageNames(db, orderId);
    expect(product(await findUserOrder(db, businessId, english, orderId))).toEqual([
      'Sauté di cozze e vongole',
      ['Impasto: Classico'],
      'Prezzemolo',
    ]);
  });
});
