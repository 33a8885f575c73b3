import { describe, expect, it } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { storefront } from '../../../test/storefront-fixture.ts';
import {
  couponDiscount,
  orderDeliveryTime,
  orderPaymentMethod,
  orderPaymentUrl,
  orderPlacedAt,
  orderStanding,
  orderStatusView,
} from './order-display.ts';
import { order } from '../../../test/order-fixture.ts';

const en = createTranslator('en');
const it_ = createTranslator('it');

describe('order status (spec §4 table)', () => {
  it.each([
    ['to_manage', 'Awaiting confirmation', 'warning'],
    ['confirmed', 'Confirmed', 'success'],
    ['ready_delivery', 'Confirmed', 'success'],
    ['delivered', 'Confirmed', 'success'],
    ['canceled', 'Cancelled', 'error'],
    ['waiting_payment', 'Awaiting payment', 'info'],
  ])('%s reads "%s" in %s', (code, label, color) => {
    expect(orderStatusView(code, en)).toEqual({ label, color });
  });

  it('shows an unknown code as itself, without a colour', () => {
    expect(orderStatusView('on_hold', en)).toEqual({ label: 'on_hold', color: null });
  });
});

describe('orderStanding (issue 31 items 7, 9: a banner that agrees with the badge)', () => {
  const paid = [{ resourceUrlPay: null, status: 'paid' as const }];
  it.each([
    [order({ id: 1, statusCode: 'to_manage' }), 'received'],
    [order({ id: 1, statusCode: 'delivered' }), 'received'],
    [order({ id: 1, statusCode: 'waiting_payment' }), 'awaiting_payment'],
    [order({ id: 1, statusCode: 'canceled' }), 'cancelled'],
    [order({ id: 1, statusCode: 'canceled', transactions: paid }), 'cancelled'],
    [order({ id: 1, statusCode: 'canceled', cancelReason: 'payment_expired' }), 'payment_expired'],
    [
      order({ id: 1, statusCode: 'canceled', cancelReason: 'payment_expired', transactions: paid }),
      'payment_expired_refunded',
    ],
  ])('%#: %s', (given, standing) => {
    expect(orderStanding(given)).toBe(standing);
  });
});

describe('orderPaymentUrl', () => {
  const pay = (url: string | null, status: 'pending' | 'failed' = 'pending') => ({
    resourceUrlPay: url,
    status,
  });

  it('offers the latest payment page of an order awaiting payment', () => {
    expect(
      orderPaymentUrl({
        statusCode: 'waiting_payment',
        transactions: [pay('https://pay/1', 'failed'), pay('https://pay/2'), pay(null)],
      }),
    ).toBe('https://pay/2');
  });

  it('offers nothing without a payment page or once the order no longer awaits payment', () => {
    expect(orderPaymentUrl({ statusCode: 'waiting_payment', transactions: [] })).toBeNull();
    expect(orderPaymentUrl({ statusCode: 'waiting_payment', transactions: [pay(null)] })).toBeNull();
    expect(orderPaymentUrl({ statusCode: 'confirmed', transactions: [pay('https://pay/2')] })).toBeNull();
  });
});

describe('order times', () => {
  it('shows when the order was placed on the business clock (Europe/Rome, UTC+1 in November)', () => {
    expect(orderPlacedAt(order({ id: 1 }), it_, 'Europe/Rome')).toBe('23/11/2026, 19:30');
    // Summer time: UTC+2.
    expect(orderPlacedAt(order({ id: 1, date: { date: '2026-07-01T08:05:00Z' } }), it_, 'Europe/Rome')).toBe(
      '01/07/2026, 10:05',
    );
  });

  it('shows the requested delivery time as the wall clock it already is', () => {
    expect(orderDeliveryTime('2026-11-23 20:15', it_)).toBe('23/11/2026, 20:15');
    expect(orderDeliveryTime('soon', it_)).toBe('soon');
  });
});

describe('orderPaymentMethod', () => {
  it("labels the method as the checkout does (one source) and gives the business's description in the page language", () => {
    const shop = storefront();
    shop.configuration.payment_methods = [
      {
        code: 'cash_on_delivery',
        name: 'Contanti',
        label: 'Contanti',
        description: 'Paghi alla consegna.',
        online: false,
        languages: { en: { label: 'Cash', description: 'Pay on delivery.' } },
      },
      {
        code: 'other',
        name: 'Altro',
        label: 'Buono pasto',
        description: '',
        online: false,
        languages: { en: { label: 'Meal voucher' } },
      },
    ];
    expect(orderPaymentMethod('cash_on_delivery', shop, en)).toEqual({
      label: 'Cash on delivery',
      description: 'Pay on delivery.',
    });
    expect(orderPaymentMethod('cash_on_delivery', shop, it_)).toEqual({
      label: 'Contanti alla consegna',
      description: 'Paghi alla consegna.',
    });
    expect(orderPaymentMethod('other', shop, en)).toEqual({ label: 'Meal voucher', description: '' });
    expect(orderPaymentMethod('other', shop, it_)).toEqual({ label: 'Buono pasto', description: '' });
    expect(orderPaymentMethod('crypto', shop, en)).toEqual({ label: 'crypto', description: '' });
  });
});

describe('couponDiscount', () => {
  it('shows percent coupons as a percentage and fixed ones as money', () => {
    expect(
      couponDiscount({ code: 'TEN', discountMode: '%', discountValue: 10, freeShipping: false }, en),
    ).toBe('10%');
    expect(
      couponDiscount({ code: 'FIVE', discountMode: 'euro', discountValue: 500, freeShipping: false }, it_),
    ).toBe('5,00\u00a0€');
  });
});
