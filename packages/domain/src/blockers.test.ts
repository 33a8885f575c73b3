import { describe, expect, it } from 'vitest';
import { orderBlockers, orderLoginRequired } from './blockers.ts';

const ok = {
  cartSubtotal: 1500,
  cartQuantity: 2,
  deliveryMinOrder: 1000,
  accepting: true,
  customerAuthType: 'guest_or_login' as const,
  authenticated: false,
};

describe('orderBlockers', () => {
  it('lets a fine order proceed', () => {
    expect(orderBlockers(ok)).toEqual([]);
    expect(orderBlockers({ ...ok, cartSubtotal: 1000 })).toEqual([]);
  });

  it('blocks below the minimum order with {euro} as cents or formatted, and says how much is missing', () => {
    expect(orderBlockers({ ...ok, cartSubtotal: 650 })).toEqual([
      {
        reason: 'min_order_amount',
        message: { key: 'order.min_order_amount', params: { euro: 1000 } },
        detail: { key: 'order.missing_to_minimum', params: { euro: 350 } },
      },
    ]);
    expect(orderBlockers({ ...ok, cartSubtotal: 999, formatMoney: () => '10,00' })[0]?.message).toEqual({
      key: 'order.min_order_amount',
      params: { euro: '10,00' },
    });
  });

  it('blocks when orders are not accepted now', () => {
    expect(orderBlockers({ ...ok, accepting: false })).toEqual([
      { reason: 'not_accepting', message: { key: 'order.not_accepting' } },
    ]);
  });

  it("blocks a guest when login is compulsory (solo_login), with the 'Click here' link", () => {
    expect(orderBlockers({ ...ok, customerAuthType: 'solo_login' })).toEqual([
      {
        reason: 'login_required',
        message: { key: 'order.login_required' },
        action: { key: 'order.click_here' },
      },
    ]);
    expect(orderBlockers({ ...ok, customerAuthType: 'solo_login', authenticated: true })).toEqual([]);
    expect(orderLoginRequired('solo_guest', false)).toBe(false);
  });

  it('blocks an empty cart and lists every reason at once', () => {
    expect(
      orderBlockers({
        ...ok,
        cartSubtotal: 0,
        cartQuantity: 0,
        accepting: false,
        customerAuthType: 'solo_login',
      }).map((b) => b.reason),
    ).toEqual(['cart_empty', 'min_order_amount', 'not_accepting', 'login_required']);
    expect(orderBlockers({ ...ok, cartSubtotal: 0, cartQuantity: 0, deliveryMinOrder: 0 })).toEqual([
      { reason: 'cart_empty', message: { key: 'errors.CART_EMPTY' } },
    ]);
  });
});
