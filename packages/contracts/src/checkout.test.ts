import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  addressInputSchema,
  ADDRESS_TEXT_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  STREET_NUMBER_MAX_LENGTH,
} from './address.ts';
import {
  COUPON_CODE_MAX_LENGTH,
  couponLookupRequestSchema,
  DELIVERY_PLACE_MAX_LENGTH,
  ORDER_NOTE_MAX_LENGTH,
  orderHeadersSchema,
  orderLinkPaths,
  orderRequestSchema,
  timetableParamsSchema,
} from './checkout.ts';
import { PERSON_NAME_MAX_LENGTH } from './person-text.ts';
import type { EndpointBody, EndpointData, EndpointHeaders } from './endpoints/types.ts';

/** The spec codes a failed parse names (what the server's error handler answers). */
function codes(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

const order = {
  identity: { name: 'Anna', lastname: 'Neri', email: 'anna@example.it', phone: '+39 333 1234567', note: '' },
  delivery: {
    method: 'pick_up',
    localPlace: null,
    deliveryAddress: null,
    note: '',
    timeLabel: '19:30',
    time: '19:30',
    day: '2026-11-24',
  },
  payment: { method: 'cash_on_delivery' },
  other: { privacyPolicy: true, newsletterSubscription: false, recaptchaToken: 'token' },
  prices: { cart: 1600, shipping: 0, freeShipping: false, coupon: 0, total: 1600 },
  coupon: { manual: null, automatic: null },
  selectedAddress: null,
  cart: [{ productId: 1, itemIds: [], removedIds: [], qty: 2 }],
  locale: 'it',
  currentPage: '/concludi-ordine',
};

describe('the text limits the forms take their maxlength from', () => {
  const text = (length: number) => 'a'.repeat(length);
  const withIdentity = (identity: Record<string, unknown>) => ({
    ...order,
    identity: { ...order.identity, ...identity },
  });
  const withDelivery = (delivery: Record<string, unknown>) => ({
    ...order,
    delivery: { ...order.delivery, ...delivery },
  });

  it.each([
    ['a first name', (n: number) => withIdentity({ name: text(n) }), PERSON_NAME_MAX_LENGTH, 'WRONG_NAME'],
    [
      'a last name',
      (n: number) => withIdentity({ lastname: text(n) }),
      PERSON_NAME_MAX_LENGTH,
      'WRONG_LASTNAME',
    ],
    ['the notes', (n: number) => withIdentity({ note: text(n) }), ORDER_NOTE_MAX_LENGTH, 'GENERIC_ERROR'],
    [
      'the table, umbrella or car place',
      (n: number) => withDelivery({ localPlace: text(n) }),
      DELIVERY_PLACE_MAX_LENGTH,
      'WRONG_DELIVERY_PLACE',
    ],
    [
      'a coupon code',
      (n: number) => ({ ...order, coupon: { manual: text(n), automatic: null } }),
      COUPON_CODE_MAX_LENGTH,
      'GENERIC_ERROR',
    ],
  ])('an order takes %s up to its limit, and refuses one character more', (_label, build, limit, code) => {
    expect(codes(orderRequestSchema.safeParse(build(limit)))).toEqual([]);
    expect(codes(orderRequestSchema.safeParse(build(limit + 1)))).toEqual([code]);
  });

  it('the coupon lookup and the address parts stop at the same limits', () => {
    const lookup = (code: string) =>
      couponLookupRequestSchema.safeParse({
        email: 'anna@example.it',
        phone: null,
        recaptchaToken: 'token',
        code,
      });
    expect(lookup(text(COUPON_CODE_MAX_LENGTH)).success).toBe(true);
    expect(lookup(text(COUPON_CODE_MAX_LENGTH + 1)).success).toBe(false);
    for (const [field, limit] of [
      ['route', ADDRESS_TEXT_MAX_LENGTH],
      ['street_number', STREET_NUMBER_MAX_LENGTH],
      ['postal_code', POSTAL_CODE_MAX_LENGTH],
    ] as const) {
      expect(addressInputSchema.safeParse({ [field]: text(limit) }).success, field).toBe(true);
      expect(addressInputSchema.safeParse({ [field]: text(limit + 1) }).success, field).toBe(false);
    }
  });
});

describe('the submitted order payload (spec §3)', () => {
  it('reads a whole order draft', () => {
    expect(orderRequestSchema.safeParse(order).success).toBe(true);
  });

  it.each([
    ['identity', 'NO_IDENTITY_ARRAY'],
    ['delivery', 'NO_DELIVERY_ARRAY'],
    ['payment', 'NO_PAYMENT_ARRAY'],
    ['other', 'NO_OTHER_ARRAY'],
    ['prices', 'NO_PRICES_ARRAY'],
  ])('a missing %s group answers %s', (group, code) => {
    const { [group as keyof typeof order]: _missing, ...rest } = order;
    expect(codes(orderRequestSchema.safeParse(rest))).toEqual([code]);
  });

  it('leaves empty fields to the order quote (nulls are read), but refuses malformed ones with their code', () => {
    const empty = {
      ...order,
      identity: { name: null, lastname: null, email: null, phone: null },
      payment: { method: null },
    };
    expect(orderRequestSchema.safeParse(empty).success).toBe(true);
    const badTime = { ...order, delivery: { ...order.delivery, time: '7pm', day: '24/11/2026' } };
    expect(codes(orderRequestSchema.safeParse(badTime))).toEqual([
      'WRONG_DELIVERY_TIME',
      'WRONG_DELIVERY_DAY',
    ]);
    expect(
      codes(orderRequestSchema.safeParse({ ...order, cart: [{ productId: 'pizza', qty: 1.5 }] })),
    ).toEqual(['WRONG_PRODUCT', 'WRONG_QUANTITY']);
    expect(codes(orderRequestSchema.safeParse({ ...order, cart: undefined }))).toEqual(['CART_EMPTY']);
  });
});

describe('the Idempotency-Key header', () => {
  it('is required and keeps the other headers', () => {
    expect(codes(orderHeadersSchema.safeParse({ authorization: 'Bearer x' }))).toEqual([
      'NO_IDEMPOTENCY_KEY',
    ]);
    expect(codes(orderHeadersSchema.safeParse({ 'idempotency-key': '' }))).toEqual(['NO_IDEMPOTENCY_KEY']);
    expect(codes(orderHeadersSchema.safeParse({ 'idempotency-key': 'short' }))).toEqual([
      'WRONG_IDEMPOTENCY_KEY',
    ]);
    const key = '0f8e3f0a-4d5c-4c8e-9a55-6d2b1a7c9e11';
    expect(orderHeadersSchema.parse({ 'idempotency-key': key, authorization: 'Bearer x' })).toEqual({
      'idempotency-key': key,
      authorization: 'Bearer x',
    });
  });
});

describe('the checkout endpoints', () => {
  it('types the order calls from their entries', () => {
    expectTypeOf<EndpointHeaders<'POST /api/order'>['idempotency-key']>().toEqualTypeOf<string>();
    expectTypeOf<EndpointBody<'POST /api/order'>['cart'][number]['qty']>().toEqualTypeOf<number>();
    expectTypeOf<NonNullable<EndpointData<'POST /api/order'>['push']>['name']>().toEqualTypeOf<
      'OrderSended' | 'OrderToVerify'
    >();
    expectTypeOf<
      EndpointData<'GET /api/order-to-verify/detail/:otid/:hash/:captcha'>['status']
    >().toEqualTypeOf<number>();
  });

  it('takes a delivery method of the spec in the timetable path', () => {
    expect(codes(timetableParamsSchema.safeParse({ method: 'drone' }))).toEqual(['WRONG_DELIVERY_METHOD']);
    expect(timetableParamsSchema.parse({ method: 'pick_up' })).toEqual({ method: 'pick_up' });
  });

  it('writes the order pages’ links with their secrets encoded', () => {
    expect(orderLinkPaths.orderSent(12, 'a_b-c')).toBe('/ordine/inviato/12/a_b-c');
    expect(orderLinkPaths.orderVerify('x/y')).toBe('/ordine/convalida/x%2Fy');
    expect(orderLinkPaths.orderToVerify(3, 'h', 'sms')).toBe('/ordine/in-attesa-di-convalida/3/h/sms');
    expect(orderLinkPaths.paymentLanding('errore', 7, 'a/b')).toBe('/esito-pagamento/errore/7/a%2Fb');
    expect(orderLinkPaths.paymentRetry(7, 'a/b')).toBe('/api/payments/retry/7/a%2Fb');
  });
});
