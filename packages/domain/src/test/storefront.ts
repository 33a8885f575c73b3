import type { Storefront } from '@ordina/contracts';
import { publicCoupon } from '@ordina/contracts/test/test-business';
import { storefrontCategory } from '@ordina/contracts/test/test-menu';
import { testStorefront } from '@ordina/contracts/test/test-storefront';
import { calzone, cola, groups, hidden, margherita } from './fixtures.ts';

/*
 * A whole storefront for the order quote: the test pizzeria of @ordina/contracts' test-storefront.ts
 * (its timetables, delivery, payment and coupons) with the menu of ./fixtures.ts.
 */

/** PIZZA10 as the server finds it by code: 10 %, from 15,00 €, 18:00–22:00 on Tuesdays and Wednesdays of 2026. */
export const pizza10 = {
  ...publicCoupon({
    id: 1,
    value: 10,
    min_order_amount: 1500,
    validity_from: '2026-01-01',
    validity_to: '2026-12-31',
    validity_hour_from: '18:00',
    validity_hour_to: '22:00',
    validity_week_days: ['tue', 'wed'],
  }),
  code: 'PIZZA10',
  public: true,
};

/** A fresh storefront; `over` replaces configuration fields, `delivery` delivery_order fields. */
export function storefront(
  over: Partial<Storefront['configuration']> = {},
  delivery: Partial<Storefront['configuration']['delivery_order']> = {},
): Storefront {
  return testStorefront(over, delivery, {
    categories: [
      storefrontCategory({
        id: 10,
        slug: 'pizze',
        position: 1,
        name: 'Pizze',
        options_id: 50,
        products: { deliveryNumber: 2, menuNumber: 2 },
      }),
      storefrontCategory({
        id: 20,
        slug: 'bevande',
        position: 2,
        name: 'Bevande',
        products: { deliveryNumber: 1, menuNumber: 2 },
      }),
    ],
    products: [margherita, calzone, cola, hidden],
    category_options: groups,
  });
}
