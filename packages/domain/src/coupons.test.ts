import type { Coupon } from '@ordina/contracts';
import { describe, expect, it } from 'vitest';
import {
  couponBestAutomatic,
  couponCodeCheckable,
  couponDiscount,
  couponEffective,
  couponInWindow,
  couponIsActive,
  couponLookupMessage,
  couponMeetsMinimum,
  couponQualifies,
  couponsAutomaticFor,
  couponValue,
} from './coupons.ts';
import { publicCoupon } from '@ordina/contracts/test/test-business';

/** A full coupon (with its code) for these rules. */
function coupon(over: Partial<Coupon> & Pick<Coupon, 'id'>): Coupon {
  return { ...publicCoupon(over), code: `CODE${over.id}`, public: true, ...over };
}

const rome = 'Europe/Rome';
// Wednesday 10 June 2026, Rome is UTC+2 (CEST).
const wed1300 = new Date('2026-06-10T11:00:00Z');

describe('couponCodeCheckable', () => {
  it('checks only codes longer than 3 characters', () => {
    expect(couponCodeCheckable('ABC')).toBe(false);
    expect(couponCodeCheckable('  ABC  ')).toBe(false);
    expect(couponCodeCheckable('ABCD')).toBe(true);
  });
});

describe('couponInWindow', () => {
  it('reads validity dates inclusively on the business clock, not UTC', () => {
    // 28 March 2026 23:30 UTC is already Sunday 29 March 00:30 in Rome.
    const lateUtc = new Date('2026-03-28T23:30:00Z');
    expect(couponInWindow(coupon({ id: 1, validity_to: '2026-03-28' }), lateUtc, rome)).toBe(false);
    expect(couponInWindow(coupon({ id: 1, validity_to: '2026-03-28' }), lateUtc, 'UTC')).toBe(true);
    expect(
      couponInWindow(
        coupon({ id: 1, validity_from: '2026-03-29', validity_to: '2026-03-29' }),
        lateUtc,
        rome,
      ),
    ).toBe(true);
    expect(couponInWindow(coupon({ id: 1, validity_from: '2026-06-11' }), wed1300, rome)).toBe(false);
  });

  it('keeps to the hour window, both ends included to the minute', () => {
    const lunch = coupon({ id: 1, validity_hour_from: '11:00', validity_hour_to: '15:00' });
    expect(couponInWindow(lunch, new Date('2026-06-10T08:59:00Z'), rome)).toBe(false);
    expect(couponInWindow(lunch, new Date('2026-06-10T09:00:00Z'), rome)).toBe(true);
    expect(couponInWindow(lunch, new Date('2026-06-10T13:00:59Z'), rome)).toBe(true);
    expect(couponInWindow(lunch, new Date('2026-06-10T13:01:00Z'), rome)).toBe(false);
  });

  it('handles an hour window over midnight and an end of 00:00', () => {
    const night = coupon({ id: 1, validity_hour_from: '22:00', validity_hour_to: '02:00' });
    expect(couponInWindow(night, new Date('2026-06-10T23:30:00Z'), rome)).toBe(true); // 01:30
    expect(couponInWindow(night, new Date('2026-06-10T10:00:00Z'), rome)).toBe(false); // 12:00
    const evening = coupon({ id: 1, validity_hour_from: '19:00', validity_hour_to: '00:00' });
    expect(couponInWindow(evening, new Date('2026-06-10T21:59:00Z'), rome)).toBe(true); // 23:59
    expect(couponInWindow(evening, new Date('2026-06-10T16:59:00Z'), rome)).toBe(false); // 18:59
  });

  it('keeps to the weekdays; an empty list means every day', () => {
    expect(couponInWindow(coupon({ id: 1, validity_week_days: ['sat', 'sun'] }), wed1300, rome)).toBe(false);
    expect(couponInWindow(coupon({ id: 1, validity_week_days: ['wed'] }), wed1300, rome)).toBe(true);
    expect(couponInWindow(coupon({ id: 1 }), wed1300, rome)).toBe(true);
  });
});

describe('couponIsActive', () => {
  it('also needs the cart to reach min_order_amount', () => {
    const c = coupon({ id: 1, min_order_amount: 1500 });
    expect(couponMeetsMinimum(c, 1499)).toBe(false);
    expect(couponIsActive(c, { now: wed1300, timeZone: rome, cartSubtotal: 1499 })).toBe(false);
    expect(couponIsActive(c, { now: wed1300, timeZone: rome, cartSubtotal: 1500 })).toBe(true);
  });
});

describe('couponDiscount', () => {
  it('takes the percent of the cart rounded half-up to the cent', () => {
    expect(couponDiscount({ value: 10, value_mode: '%' }, 2345)).toBe(235); // 234,5
    expect(couponDiscount({ value: 10, value_mode: '%' }, 2344)).toBe(234); // 234,4
    expect(couponDiscount({ value: 15, value_mode: '%' }, 1999)).toBe(300); // 299,85
  });

  it('subtracts a fixed value, never more than the cart', () => {
    expect(couponDiscount({ value: 500, value_mode: 'euro' }, 2000)).toBe(500);
    expect(couponDiscount({ value: 500, value_mode: 'euro' }, 300)).toBe(300);
    expect(couponDiscount({ value: 150, value_mode: '%' }, 1000)).toBe(1000);
  });
});

describe('couponValue', () => {
  it('adds the shipping saved by a free-shipping coupon only where shipping is charged', () => {
    const c = coupon({ id: 1, value: 300, value_mode: 'euro', free_shipping: true });
    expect(couponValue(c, { cartSubtotal: 4000, shipping: 400, method: 'home_delivery' })).toBe(700);
    expect(couponValue(c, { cartSubtotal: 4000, shipping: 400, method: 'pick_up' })).toBe(300);
    expect(
      couponValue(
        { ...c, free_shipping: false },
        { cartSubtotal: 4000, shipping: 400, method: 'home_delivery' },
      ),
    ).toBe(300);
  });
});

describe('couponBestAutomatic', () => {
  const tenPercentFirstOrder = coupon({ id: 1, at_first_order: true, automatic_order_binding: 1, value: 10 });
  const notFirstOrder = coupon({ id: 2, automatic_order_binding: 1, value: 2000, value_mode: 'euro' });
  const freeShipping = coupon({
    id: 3,
    automatic_order_binding: 1,
    value: 300,
    value_mode: 'euro',
    free_shipping: true,
  });
  const notBound = coupon({ id: 4, automatic_order_binding: 0, value: 2000, value_mode: 'euro' });
  const aboveMinimum = coupon({
    id: 5,
    automatic_order_binding: 1,
    value: 900,
    value_mode: 'euro',
    min_order_amount: 5000,
  });
  const context = { now: wed1300, timeZone: rome, cartSubtotal: 4000 };
  const input = {
    configured: [tenPercentFirstOrder, notFirstOrder],
    fromServer: [freeShipping, notBound, aboveMinimum],
    context,
    shipping: 400,
  };

  it('picks the largest value: 3,00 € + 4,00 € shipping beats 10 % of 40,00 € on home delivery', () => {
    expect(couponBestAutomatic({ ...input, method: 'home_delivery' })?.id).toBe(3);
  });

  it('picks 10 % (4,00 €) over 3,00 € when nothing ships', () => {
    expect(couponBestAutomatic({ ...input, method: 'take_away' })?.id).toBe(1);
  });

  it('ignores configured coupons not flagged at_first_order, unbound, inactive or below their minimum', () => {
    expect(
      couponBestAutomatic({ ...input, fromServer: [notBound, aboveMinimum], method: 'pick_up' })?.id,
    ).toBe(1);
    expect(
      couponBestAutomatic({
        ...input,
        configured: [notFirstOrder],
        fromServer: [notBound],
        method: 'pick_up',
      }),
    ).toBeNull();
    const expired = { ...freeShipping, validity_to: '2026-06-09' };
    expect(
      couponBestAutomatic({ ...input, configured: [], fromServer: [expired], method: 'home_delivery' }),
    ).toBeNull();
  });

  it('keeps the first of equally valuable coupons', () => {
    const twin = { ...tenPercentFirstOrder, id: 9 };
    expect(
      couponBestAutomatic({
        ...input,
        configured: [],
        fromServer: [twin, tenPercentFirstOrder],
        method: 'pick_up',
      })?.id,
    ).toBe(9);
  });
});

describe('coupons for a customer (first orders)', () => {
  it('lets a first-order coupon serve only a customer without orders', () => {
    expect(couponQualifies({ id: 1, at_first_order: true }, { firstOrder: true })).toBe(true);
    expect(couponQualifies({ id: 1, at_first_order: true }, { firstOrder: false })).toBe(false);
    expect(couponQualifies({ id: 1, at_first_order: false }, { firstOrder: false })).toBe(true);
  });

  it('never lets a customer use a coupon whose counters are at their limit for them, first order or not', () => {
    const usedUp = { firstOrder: true, couponsUsedUp: new Set([1]) };
    expect(couponQualifies({ id: 1, at_first_order: true }, usedUp)).toBe(false);
    expect(couponQualifies({ id: 1, at_first_order: false }, usedUp)).toBe(false);
    expect(couponQualifies({ id: 2, at_first_order: true }, usedUp)).toBe(true);
  });

  it('lists the automatically bound coupons the customer qualifies for', () => {
    const coupons = [
      coupon({ id: 1, automatic_order_binding: 1 }),
      coupon({ id: 2, automatic_order_binding: 1, at_first_order: true }),
      coupon({ id: 3, automatic_order_binding: 0 }),
      coupon({ id: 4, automatic_order_binding: 0, at_first_order: true }),
    ];
    expect(couponsAutomaticFor(coupons, { firstOrder: true }).map((c) => c.id)).toEqual([1, 2]);
    expect(couponsAutomaticFor(coupons, { firstOrder: false }).map((c) => c.id)).toEqual([1]);
    expect(
      couponsAutomaticFor(coupons, { firstOrder: true, couponsUsedUp: new Set([2]) }).map((c) => c.id),
    ).toEqual([1]);
  });
});

describe('couponEffective', () => {
  const context = { now: wed1300, timeZone: rome, cartSubtotal: 2000 };
  const manual = coupon({ id: 1, value: 5 });
  const automatic = coupon({ id: 2, value: 20, automatic_order_binding: 1 });

  it('lets an active manual coupon take precedence over the automatic one', () => {
    expect(couponEffective(manual, automatic, context)?.id).toBe(1);
    expect(couponEffective(null, automatic, context)?.id).toBe(2);
  });

  it('applies no inactive coupon', () => {
    const tooBig = { ...manual, min_order_amount: 5000 };
    expect(couponEffective(tooBig, automatic, context)?.id).toBe(2);
    expect(couponEffective(tooBig, { ...automatic, min_order_amount: 5000 }, context)).toBeNull();
  });
});

describe('couponLookupMessage', () => {
  const context = { now: wed1300, timeZone: rome, cartSubtotal: 1000 };

  it('classifies a lookup: not existing, not valid now, below minimum, valid', () => {
    expect(couponLookupMessage(null, context)).toEqual({ key: 'coupon.not_existing' });
    expect(couponLookupMessage(coupon({ id: 1, validity_week_days: ['sun'] }), context)).toEqual({
      key: 'coupon.not_valid_temporarily',
    });
    expect(couponLookupMessage(coupon({ id: 1, min_order_amount: 1500 }), context)).toEqual({
      key: 'coupon.min_order',
      params: { importo: 1500 },
    });
    expect(couponLookupMessage(coupon({ id: 1 }), context)).toEqual({ key: 'coupon.valid' });
  });

  it('formats {importo} with the given money formatter', () => {
    const format = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    expect(couponLookupMessage(coupon({ id: 1, min_order_amount: 1500 }), context, format)).toEqual({
      key: 'coupon.min_order',
      params: { importo: '15,00' },
    });
  });
});
