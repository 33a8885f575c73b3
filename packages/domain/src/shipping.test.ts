import { describe, expect, it } from 'vitest';
import {
  shippingApplies,
  shippingCost,
  shippingFreeByThreshold,
  shippingMinimumOrderReached,
  shippingQuote,
} from './shipping.ts';

// 2,50 € fixed + 0,50 € per product, free from 30,00 €, minimum order 10,00 €.
const pricing = {
  deliveryPrice: 250,
  deliveryPricePerProduct: 50,
  deliveryThresholdFree: 3000,
  deliveryMinOrder: 1000,
};

describe('shippingApplies', () => {
  it('charges home delivery and orders with no method chosen yet, nothing else', () => {
    expect(shippingApplies('home_delivery')).toBe(true);
    expect(shippingApplies(null)).toBe(true);
    expect(shippingApplies(undefined)).toBe(true);
    for (const m of [
      'pick_up',
      'take_away',
      'table_delivery',
      'beach_umbrella_delivery',
      'car_delivery',
    ] as const)
      expect(shippingApplies(m)).toBe(false);
  });
});

describe('shippingCost and shippingQuote', () => {
  it('is deliveryPrice + quantity × deliveryPricePerProduct: 2,50 + 3 × 0,50 = 4,00', () => {
    expect(shippingCost(3, pricing)).toBe(400);
    expect(shippingQuote({ cartSubtotal: 2000, quantity: 3, method: 'home_delivery', pricing })).toEqual({
      shipping: 400,
      freeShipping: false,
    });
  });

  it('is free once the cart reaches the threshold (30,00 €), not one cent before', () => {
    expect(shippingFreeByThreshold(2999, pricing)).toBe(false);
    expect(shippingFreeByThreshold(3000, pricing)).toBe(true);
    expect(shippingQuote({ cartSubtotal: 3000, quantity: 3, method: null, pricing })).toEqual({
      shipping: 0,
      freeShipping: true,
    });
  });

  it('never frees shipping when the threshold is 0', () => {
    const noThreshold = { ...pricing, deliveryThresholdFree: 0 };
    expect(
      shippingQuote({ cartSubtotal: 100000, quantity: 2, method: 'home_delivery', pricing: noThreshold }),
    ).toEqual({
      shipping: 350,
      freeShipping: false,
    });
  });

  it('charges nothing (and shows no free-shipping label) for other methods', () => {
    expect(shippingQuote({ cartSubtotal: 2000, quantity: 3, method: 'pick_up', pricing })).toEqual({
      shipping: 0,
      freeShipping: false,
    });
  });
});

describe('shippingMinimumOrderReached', () => {
  it('needs the products subtotal to reach deliveryMinOrder (10,00 €)', () => {
    expect(shippingMinimumOrderReached(999, pricing)).toBe(false);
    expect(shippingMinimumOrderReached(1000, pricing)).toBe(true);
  });
});
