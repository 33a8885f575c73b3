import type { PublicCoupon } from '@ordina/contracts';
import { describe, expect, it } from 'vitest';
import { cartEntryBuild } from './cart.ts';
import { orderPricing, orderTotals } from './order-prices.ts';
import { cola, margherita } from './test/fixtures.ts';
import { publicCoupon } from '@ordina/contracts/test/test-business';

// 2,50 € fixed + 0,50 € per product, free from 50,00 €.
const pricing = {
  deliveryPrice: 250,
  deliveryPricePerProduct: 50,
  deliveryThresholdFree: 5000,
  deliveryMinOrder: 1000,
};
const base = { cartSubtotal: 4000, quantity: 3, pricing };

describe('orderTotals', () => {
  it('adds shipping for home delivery: 40,00 + 4,00 = 44,00', () => {
    expect(orderTotals({ ...base, method: 'home_delivery', coupon: null })).toEqual({
      cart: 4000,
      coupon: 0,
      shipping: 400,
      freeShipping: false,
      total: 4400,
    });
  });

  it('counts shipping while no method is chosen yet', () => {
    expect(orderTotals({ ...base, method: null, coupon: null }).total).toBe(4400);
  });

  it('charges no shipping for other methods', () => {
    expect(orderTotals({ ...base, method: 'table_delivery', coupon: null })).toEqual({
      cart: 4000,
      coupon: 0,
      shipping: 0,
      freeShipping: false,
      total: 4000,
    });
  });

  it('subtracts a percent coupon as a negative line: 40,00 − 4,00 + 4,00 = 40,00', () => {
    expect(
      orderTotals({
        ...base,
        method: 'home_delivery',
        coupon: { value: 10, value_mode: '%', free_shipping: false },
      }),
    ).toEqual({
      cart: 4000,
      coupon: -400,
      shipping: 400,
      freeShipping: false,
      total: 4000,
    });
  });

  it('waives shipping with a free-shipping coupon: 40,00 − 3,00 = 37,00', () => {
    expect(
      orderTotals({
        ...base,
        method: 'home_delivery',
        coupon: { value: 300, value_mode: 'euro', free_shipping: true },
      }),
    ).toEqual({
      cart: 4000,
      coupon: -300,
      shipping: 0,
      freeShipping: true,
      total: 3700,
    });
  });

  it('ships free from the threshold: 50,00 − 5,00 (10 %) = 45,00', () => {
    expect(
      orderTotals({
        ...base,
        cartSubtotal: 5000,
        method: 'home_delivery',
        coupon: { value: 10, value_mode: '%', free_shipping: false },
      }),
    ).toEqual({ cart: 5000, coupon: -500, shipping: 0, freeShipping: true, total: 4500 });
  });
});

describe('orderPricing', () => {
  const cart = [
    cartEntryBuild({ product: margherita, options: [], selection: {}, qty: 2 }), // 2 × 8,00
    cartEntryBuild({ product: cola, options: [], selection: {}, qty: 2 }), // 2 × 2,50
  ];
  const now = new Date('2026-06-10T11:00:00Z');
  /** The storefront coupon, automatic unless a test says otherwise. */
  const automaticCoupon = (over: Partial<PublicCoupon> & Pick<PublicCoupon, 'id'>): PublicCoupon =>
    publicCoupon({ automatic_order_binding: 1, ...over });

  it('prices the cart with the best automatic coupon: 21,00 − 2,10 + 4,50 = 23,40', () => {
    const firstOrder = automaticCoupon({ id: 1, at_first_order: true });
    const result = orderPricing({
      cart,
      method: 'home_delivery',
      pricing,
      now,
      configuredCoupons: [firstOrder],
    });
    expect(result.automaticCoupon?.id).toBe(1);
    expect(result.appliedCoupon?.id).toBe(1);
    expect(result.prices).toEqual({
      cart: 2100,
      coupon: -210,
      shipping: 450,
      freeShipping: false,
      total: 2340,
    });
  });

  it('applies an active manual coupon instead of the automatic one', () => {
    const firstOrder = automaticCoupon({ id: 1, at_first_order: true });
    // A looked-up manual coupon carries its code; configured ones never do.
    const manual = {
      ...automaticCoupon({ id: 2, value: 500, value_mode: 'euro', automatic_order_binding: 0 }),
      code: 'SCONTO5',
    };
    const result = orderPricing({
      cart,
      method: 'pick_up',
      pricing,
      now,
      configuredCoupons: [firstOrder],
      manualCoupon: manual,
    });
    expect(result.automaticCoupon?.id).toBe(1);
    expect(result.appliedCoupon?.id).toBe(2);
    expect(result.prices).toEqual({
      cart: 2100,
      coupon: -500,
      shipping: 0,
      freeShipping: false,
      total: 1600,
    });
  });

  it('applies nothing when no coupon is active', () => {
    const result = orderPricing({
      cart,
      method: 'pick_up',
      pricing,
      now,
      serverCoupons: [automaticCoupon({ id: 3, min_order_amount: 3000 })],
    });
    expect(result.appliedCoupon).toBeNull();
    expect(result.prices.total).toBe(2100);
  });
});
