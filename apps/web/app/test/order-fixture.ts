import type { Order } from '@ordina/contracts';

/** A past order as the server answers it (tests): a home delivery paid cash, placed 23/11/2026 19:30 in Rome. */
export function order(overrides: Partial<Order> & Pick<Order, 'id'>): Order {
  return {
    code: `ORD${overrides.id}`,
    date: { date: '2026-11-23T18:30:00.000Z' },
    statusCode: 'confirmed',
    customer: { name: 'Anna', lastname: 'Bianchi' },
    deliveryMethodCode: 'home_delivery',
    deliveryTime: '2026-11-23 20:15',
    delivery: {
      address: 'Via Roma',
      streetNumber: '1',
      zipCode: '40100',
      city: 'Bologna',
      floor: '2',
      intercomName: 'Bianchi',
      table: null,
    },
    paymentTypeCode: 'cash_on_delivery',
    amount: 1600,
    amountDelivery: 250,
    amountDiscount: 0,
    amountManualDiscount: 0,
    amountTip: 0,
    manualDiscount: 0,
    manualDiscountMode: null,
    amountFinal: 1850,
    coupons: [],
    annotations: '',
    products: [],
    transactions: [],
    cancelReason: null,
    promisedAt: null,
    payUntil: null,
    ...overrides,
  };
}
