import type { StaffOrder } from '@ordina/contracts';

/** A board card's order: a home delivery of two Margherita without onion for 19:30 on 1 December 2026 (Rome), to collect in cash. */
export function staffOrder(over: Partial<StaffOrder> = {}): StaffOrder {
  return {
    id: 41,
    code: 'K7QX',
    status: 'to_manage',
    locale: 'it',
    createdAt: '2026-12-01T18:00:00.000Z',
    receivedAt: '2026-12-01T18:00:00.000Z',
    slot: { date: '2026-12-01', time: '19:30' },
    promisedAt: null,
    acceptedAt: null,
    readyAt: null,
    deliveredAt: null,
    endedAt: null,
    endReason: null,
    endNote: '',
    deliveryMethodCode: 'home_delivery',
    place: {
      address: 'Via Vespucci',
      streetNumber: '12',
      zipCode: '50123',
      city: 'Firenze',
      floor: '3',
      intercomName: 'Rossi',
      table: null,
    },
    customer: { name: 'Anna', lastname: 'Rossi', phone: '+39 333 123 4567', email: 'anna.rossi@example.com' },
    notes: { customer: 'Ben cotta', delivery: 'Citofono rotto' },
    lines: [
      {
        qty: 2,
        name: 'Margherita',
        categoryName: 'Pizze',
        finalPrice: 1400,
        options: [{ group: 'Impasto', item: 'Integrale', price: 100, operand: '+' }],
        removed: ['Cipolla'],
      },
      { qty: 1, name: 'Acqua', categoryName: 'Bevande', finalPrice: 150, options: [], removed: [] },
    ],
    payment: { methodCode: 'cash_on_delivery', paidOnline: false, refunded: 0 },
    totals: {
      amount: 1550,
      amountDelivery: 250,
      amountDiscount: 0,
      amountManualDiscount: 0,
      amountTip: 0,
      manualDiscount: 0,
      manualDiscountMode: null,
      amountFinal: 1800,
    },
    updatedAt: '2026-12-01T18:00:00.000Z',
    ...over,
  };
}

// The place of an order not delivered home, as the order contract gives it (one helper for every package's tests).
export { placeWithoutAddress } from '@ordina/contracts/test/order-place';

/** The fixture order once the kitchen accepted it: in preparation, promised for 19:40 in Rome. */
export function preparingOrder(over: Partial<StaffOrder> = {}): StaffOrder {
  return staffOrder({ status: 'confirmed', promisedAt: '2026-12-01T18:40:00.000Z', ...over });
}

/** One order in each of the board's columns: AAAA to confirm, BBBB in preparation, CCCC ready, DDDD done. */
export function ordersInEveryColumn(): StaffOrder[] {
  return [
    staffOrder({ id: 1, code: 'AAAA' }),
    preparingOrder({ id: 2, code: 'BBBB' }),
    staffOrder({ id: 3, code: 'CCCC', status: 'ready_delivery', promisedAt: '2026-12-01T18:20:00.000Z' }),
    staffOrder({ id: 4, code: 'DDDD', status: 'delivered', deliveredAt: '2026-12-01T18:05:00.000Z' }),
  ];
}
