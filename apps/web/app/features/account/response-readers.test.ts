import { describe, expect, it } from 'vitest';
import { orderListResponseSchema, orderSchema, savedAddressSchema } from '@ordina/contracts';
import { readOrder, readOrderPage, readSavedAddress } from './response-readers.ts';
import { order } from './test/order.ts';
import { savedAddress } from './test/saved-address.ts';

// The hand-written readers must accept exactly what the contracts' zod schemas accept (tests may use zod).

const full = order({
  id: 42,
  statusCode: 'waiting_payment',
  products: [
    {
      id: 3,
      name: 'Margherita',
      category_name: 'Pizze',
      qty: 2,
      final_price: 1400,
      productOptions: [{ id: 1, name: 'Impasto', options: [{ id: 5, name: 'Integrale', price: 100, operand: '+' }] }],
      removedItems: 'Basilico',
    },
  ],
  coupons: [{ code: 'BENVENUTO', discountMode: '%', discountValue: 10, freeShipping: true }],
  transactions: [{ resourceUrlPay: 'https://pay.example/42', status: 'pending' }],
  manualDiscountMode: 'euro',
});

const orderVariants: [string, unknown][] = [
  ['a full order', full],
  ['an order with null delivery fields', { ...full, delivery: { address: null, streetNumber: null, zipCode: null, city: null, floor: null, intercomName: null, table: '4' } }],
  ['extra fields (dropped)', { ...full, secret: 'x', customer: { ...full.customer, email: 'a@b.c' } }],
  ['an unknown status', { ...full, statusCode: 'lost' }],
  ['an unknown delivery method', { ...full, deliveryMethodCode: 'drone' }],
  ['money in euros', { ...full, amountFinal: 18.5 }],
  ['negative money', { ...full, amount: -1 }],
  ['a missing date', { ...full, date: {} }],
  ['a zero quantity', { ...full, products: [{ ...full.products[0], qty: 0 }] }],
  ['an option item without price', { ...full, products: [{ ...full.products[0], productOptions: [{ id: 1, name: 'x', options: [{ id: 2, name: 'y', operand: '+' }] }] }] }],
  ['a coupon with a text value', { ...full, coupons: [{ ...full.coupons[0], discountValue: '10' }] }],
  ['an unknown transaction status', { ...full, transactions: [{ resourceUrlPay: null, status: 'lost' }] }],
  ['a list instead of an order', [full]],
  ['null', null],
];

describe('readOrder agrees with the contracts orderSchema', () => {
  it.each(orderVariants)('%s', (_case, value) => {
    const parsed = orderSchema.safeParse(value);
    expect(readOrder(value)).toEqual(parsed.success ? parsed.data : null);
  });

  it('accepts the full order (the check above is not vacuous)', () => {
    expect(readOrder(full)).toEqual(full);
  });
});

describe('readOrderPage agrees with the contracts orderListResponseSchema', () => {
  it.each<[string, unknown]>([
    ['a page', { orders: [full, order({ id: 41 })], offset: 12 }],
    ['an empty page', { orders: [], offset: 0 }],
    ['a negative offset', { orders: [], offset: -1 }],
    ['one bad order', { orders: [full, { ...full, id: 0 }], offset: 2 }],
    ['no offset', { orders: [] }],
  ])('%s', (_case, data) => {
    const parsed = orderListResponseSchema.safeParse({ data });
    expect(readOrderPage(data)).toEqual(parsed.success ? parsed.data.data : null);
  });
});

describe('readSavedAddress agrees with the contracts savedAddressSchema', () => {
  const address = savedAddress({ id: 3, default: 1, google_place_id: 'abc' });
  it.each<[string, unknown]>([
    ['an address', address],
    ['no place id', { ...address, google_place_id: null }],
    ['default as true', { ...address, default: true }],
    ['a text latitude', { ...address, lat: '44.4' }],
    ['a missing city', { ...address, city: undefined }],
  ])('%s', (_case, value) => {
    const parsed = savedAddressSchema.safeParse(value);
    expect(readSavedAddress(value)).toEqual(parsed.success ? parsed.data : null);
  });
});
