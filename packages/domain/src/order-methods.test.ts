import { describe, expect, it } from 'vitest';
import {
  DELIVERY_METHODS,
  deliveryMethodAtStructure,
  deliveryMethodIsKnown,
  deliveryMethodNeedsAddress,
  deliveryMethodPlaceKind,
  deliveryMethodPreselected,
  deliveryMethodsAvailable,
  PAYMENT_METHOD_CODES,
  paymentMethodAfterDeliveryChange,
  paymentMethodIsOnline,
  paymentMethodsFor,
} from './order-methods.ts';

const payments = [
  { code: 'cash_on_delivery', online: false },
  { code: 'cc_on_delivery', online: false },
  { code: 'paypal', online: true },
];
const home = {
  code: 'home_delivery' as const,
  paymentTypes: [{ code: 'cash_on_delivery' }, { code: 'paypal' }],
};
const pickUp = { code: 'pick_up' as const, paymentTypes: [{ code: 'cc_on_delivery' }] };
const table = { code: 'table_delivery' as const, paymentTypes: [] };

describe('codes', () => {
  it('lists the six delivery methods and the known payment methods', () => {
    expect(DELIVERY_METHODS).toEqual([
      'home_delivery',
      'pick_up',
      'take_away',
      'table_delivery',
      'beach_umbrella_delivery',
      'car_delivery',
    ]);
    expect(PAYMENT_METHOD_CODES).toEqual(['cash_on_delivery', 'cc_on_delivery', 'paypal', 'other']);
    expect(deliveryMethodIsKnown('car_delivery')).toBe(true);
    expect(deliveryMethodIsKnown('drone')).toBe(false);
  });

  it('knows what each delivery method asks for', () => {
    expect(deliveryMethodPlaceKind('table_delivery')).toBe('table');
    expect(deliveryMethodPlaceKind('beach_umbrella_delivery')).toBe('umbrella');
    expect(deliveryMethodPlaceKind('car_delivery')).toBe('car');
    expect(deliveryMethodPlaceKind('home_delivery')).toBeNull();
    expect(deliveryMethodNeedsAddress('home_delivery')).toBe(true);
    expect(deliveryMethodNeedsAddress('pick_up')).toBe(false);
    expect(deliveryMethodAtStructure('pick_up')).toBe(true);
    expect(deliveryMethodAtStructure('take_away')).toBe(true);
    expect(deliveryMethodAtStructure('car_delivery')).toBe(false);
  });
});

describe('choosing methods', () => {
  it('offers only delivery methods with at least one payment type and preselects a single one', () => {
    expect(deliveryMethodsAvailable([home, table, pickUp]).map((m) => m.code)).toEqual([
      'home_delivery',
      'pick_up',
    ]);
    expect(deliveryMethodPreselected([home, table, pickUp])).toBeNull();
    expect(deliveryMethodPreselected([table, pickUp])).toBe('pick_up');
  });

  it("lists a delivery method's payment methods in configuration order", () => {
    expect(paymentMethodsFor(home, payments).map((p) => p.code)).toEqual(['cash_on_delivery', 'paypal']);
    expect(paymentMethodsFor(null, payments)).toEqual([]);
  });

  it('keeps, preselects or clears the payment method when the delivery method changes', () => {
    const homePayments = paymentMethodsFor(home, payments);
    const pickUpPayments = paymentMethodsFor(pickUp, payments);
    expect(paymentMethodAfterDeliveryChange('paypal', homePayments)).toBe('paypal');
    expect(paymentMethodAfterDeliveryChange('paypal', pickUpPayments)).toBe('cc_on_delivery');
    expect(paymentMethodAfterDeliveryChange(null, homePayments)).toBeNull();
    expect(paymentMethodAfterDeliveryChange('cc_on_delivery', homePayments)).toBeNull();
  });

  it('knows online payments', () => {
    expect(paymentMethodIsOnline(payments[2])).toBe(true);
    expect(paymentMethodIsOnline(payments[0])).toBe(false);
    expect(paymentMethodIsOnline(null)).toBe(false);
  });
});
