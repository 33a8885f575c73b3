import { describe, expect, it } from 'vitest';
import { pricesWithTip, tipBase, tipChoiceIsNone, tipOf, tipPercentAmount } from './tips.ts';

const tips = { enabled: true, presets: [5, 10, 15], max_amount: 2000 };

describe('tips (docs/decisions/067)', () => {
  it('takes a percentage of the cart after its discount, never of shipping', () => {
    expect(tipBase({ cart: 2050, coupon: -103 })).toBe(1947);
    expect(tipBase({ cart: 500, coupon: -800 })).toBe(0);
  });

  it('rounds a percentage half up to the cent: 10 % of 19,47 = 1,947 → 1,95; 5 % of 19,50 = 0,975 → 0,98; 15 % of 3,33 = 0,4995 → 0,50', () => {
    expect(tipPercentAmount(1947, 10, 2000)).toBe(195);
    expect(tipPercentAmount(1950, 5, 2000)).toBe(98);
    expect(tipPercentAmount(333, 15, 2000)).toBe(50);
    expect(tipPercentAmount(1944, 10, 2000)).toBe(194);
  });

  it('caps a percentage at the business’s largest tip: 15 % of 200,00 = 30,00 → 20,00', () => {
    expect(tipOf({ percent: 15 }, 20_000, tips)).toEqual({ ok: true, tip: 2000 });
  });

  it('takes a typed amount as it is, from 1 cent up to the cap', () => {
    expect(tipOf({ amount: 1 }, 1000, tips)).toEqual({ ok: true, tip: 1 });
    expect(tipOf({ amount: 2000 }, 1000, tips)).toEqual({ ok: true, tip: 2000 });
  });

  it('always accepts no tip, even where tips are off', () => {
    for (const choice of [null, undefined, {}, { percent: null, amount: null }, { amount: 0 }]) {
      expect(tipChoiceIsNone(choice)).toBe(true);
      expect(tipOf(choice, 1000, undefined)).toEqual({ ok: true, tip: 0 });
      expect(tipOf(choice, 1000, { ...tips, enabled: false })).toEqual({ ok: true, tip: 0 });
    }
  });

  it.each([
    ['tips are off', { percent: 10 }, { ...tips, enabled: false }],
    ['the business has no tip settings', { amount: 100 }, undefined],
    ['a percentage that is not a preset', { percent: 12 }, tips],
    ['an amount above the cap', { amount: 2001 }, tips],
    ['a negative amount', { amount: -5 }, tips],
    ['an amount that is not whole cents', { amount: 1.5 }, tips],
    ['a percentage and an amount together', { percent: 10, amount: 100 }, tips],
  ])('refuses %s with WRONG_TIP', (_, choice, settings) => {
    expect(tipOf(choice, 1000, settings)).toEqual({ ok: false, error: 'WRONG_TIP' });
  });

  it('adds the tip as its own line and to the total', () => {
    const prices = { cart: 2050, coupon: -103, shipping: 400, freeShipping: false, total: 2347 };
    expect(pricesWithTip(prices, 195)).toEqual({ ...prices, tip: 195, total: 2542 });
  });
});
