import { describe, expect, it } from 'vitest';
import { orderDetailResponseSchema, orderListParamsSchema, orderListResponseSchema } from './orders.ts';

/** A home-delivery order with one coupon, one option and one removed ingredient (spec §3 "Order"). */
const order = {
  id: 12,
  code: 'A7K2',
  date: { date: '2026-03-01T18:42:00.000Z' },
  statusCode: 'confirmed',
  customer: { name: 'Anna', lastname: 'Rossi' },
  deliveryMethodCode: 'home_delivery',
  deliveryTime: '2026-03-01 20:30',
  delivery: {
    address: 'Via Roma',
    streetNumber: '3',
    zipCode: '47921',
    city: 'Rimini',
    floor: '2',
    intercomName: 'Rossi',
    table: null,
  },
  paymentTypeCode: 'cash_on_delivery',
  amount: 1700,
  amountDelivery: 250,
  amountDiscount: 170,
  amountManualDiscount: 0,
  amountTip: 0,
  manualDiscount: 0,
  manualDiscountMode: null,
  amountFinal: 1780,
  coupons: [{ code: 'WELCOME10', discountMode: '%', discountValue: 10, freeShipping: false }],
  annotations: 'Citofonare due volte',
  products: [
    {
      id: 5,
      name: 'Margherita',
      category_name: 'Pizze',
      qty: 2,
      final_price: 1700,
      productOptions: [
        { id: 3, name: 'Impasto', options: [{ id: 31, name: 'Integrale', price: 100, operand: '+' }] },
      ],
      removedItems: 'Basilico',
      removedIds: [2],
    },
  ],
  transactions: [],
  cancelReason: null,
  promisedAt: null,
  payUntil: null,
};

describe('order contracts', () => {
  it('reads a complete order in the detail and list answers', () => {
    expect(orderDetailResponseSchema.parse({ data: order }).data.amountFinal).toBe(1780);
    expect(orderListResponseSchema.parse({ data: { orders: [order], offset: 10 } }).data.offset).toBe(10);
  });

  it('refuses euro amounts with decimals (money is integer cents)', () => {
    expect(orderDetailResponseSchema.safeParse({ data: { ...order, amountFinal: 17.8 } }).success).toBe(
      false,
    );
  });

  it('refuses an unknown status code', () => {
    expect(orderDetailResponseSchema.safeParse({ data: { ...order, statusCode: 'lost' } }).success).toBe(
      false,
    );
  });

  it('takes a limit of 1 to 50 and an offset from 0 from the path', () => {
    expect(orderListParamsSchema.parse({ limit: '1', offset: '0' })).toEqual({ limit: 1, offset: 0 });
    expect(orderListParamsSchema.parse({ limit: '50', offset: '120' })).toEqual({ limit: 50, offset: 120 });
  });

  it.each([
    ['0', '0'],
    ['51', '0'],
    ['-1', '0'],
    ['ten', '0'],
    ['10', '-10'],
    ['10', '1.5'],
    ['', '0'],
  ])('refuses limit %s with offset %s without naming a spec code (GENERIC_ERROR)', (limit, offset) => {
    const result = orderListParamsSchema.safeParse({ limit, offset });
    expect(result.success).toBe(false);
    expect(result.error?.issues.every((issue) => !/^[A-Z_]+$/.test(issue.message))).toBe(true);
  });
});
