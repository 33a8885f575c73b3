import { describe, expect, it } from 'vitest';
import { menuDeliveryRedirect, menuDeliveryTakesOrders } from './menu-delivery-mode.ts';

describe('menuDeliveryRedirect (spec §2 Redirects)', () => {
  it('sends the menu page of a delivery-only business home', () => {
    expect(menuDeliveryRedirect('solo_delivery', true)).toBe('home');
  });

  it('sends every other page of a menu-only business to the menu', () => {
    expect(menuDeliveryRedirect('solo_menu', false)).toBe('menu');
  });

  it('keeps the page otherwise', () => {
    expect(menuDeliveryRedirect('solo_menu', true)).toBeNull();
    expect(menuDeliveryRedirect('solo_delivery', false)).toBeNull();
    expect(menuDeliveryRedirect('delivery_and_menu', true)).toBeNull();
    expect(menuDeliveryRedirect('delivery_and_menu', false)).toBeNull();
  });
});

describe('menuDeliveryTakesOrders (issue 31 item 3)', () => {
  it('takes no orders for a menu-only business, and takes them otherwise', () => {
    expect(menuDeliveryTakesOrders('solo_menu')).toBe(false);
    expect(menuDeliveryTakesOrders('solo_delivery')).toBe(true);
    expect(menuDeliveryTakesOrders('delivery_and_menu')).toBe(true);
  });
});
