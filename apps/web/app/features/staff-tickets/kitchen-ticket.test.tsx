import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffOrder } from '@ordina/contracts';
import { demoStorefront } from '../../test/demo-storefront.ts';
import { boardTranslator } from '../../lib/board-translator.ts';
import { KitchenTicket } from './kitchen-ticket.tsx';

afterEach(cleanup);

/** A home-delivery order of two pizzas, one without onion, to collect in cash. */
function staffOrder(over: Partial<StaffOrder> = {}): StaffOrder {
  return {
    id: 7,
    code: 'A1B2',
    status: 'confirmed',
    locale: 'it',
    createdAt: '2026-03-07T18:40:00.000Z',
    receivedAt: '2026-03-07T18:40:00.000Z',
    slot: { date: '2026-03-07', time: '20:30' },
    promisedAt: '2026-03-07T19:30:00.000Z',
    acceptedAt: '2026-03-07T18:42:00.000Z',
    readyAt: null,
    deliveredAt: null,
    endedAt: null,
    endReason: null,
    endNote: '',
    deliveryMethodCode: 'home_delivery',
    place: {
      address: 'Via Roma',
      streetNumber: '3',
      zipCode: '47921',
      city: 'Rimini',
      floor: '2',
      intercomName: 'Rossi',
      table: null,
    },
    customer: { name: 'Anna', lastname: 'Rossi', phone: '+39 333 123 4567', email: 'anna@example.com' },
    notes: { customer: 'Ben cotta', delivery: '' },
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
      manualDiscount: 0,
      manualDiscountMode: null,
      amountFinal: 1800,
    },
    updatedAt: '2026-03-07T18:42:00.000Z',
    ...over,
  };
}

describe('KitchenTicket', () => {
  it('puts the place, the slot, the promised time, the lines with the removed ingredients stressed, the notes and the total on the ticket', () => {
    render(<KitchenTicket order={staffOrder()} storefront={demoStorefront()} t={boardTranslator('it')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ordine A1B2' })).toBeTruthy();
    const where = screen.getByRole('region', { name: 'Dove' });
    expect(within(where).getByText('Via Roma 3')).toBeTruthy();
    expect(within(where).getByText('Piano: 2')).toBeTruthy();
    expect(within(where).getByText('Citofono: Rossi')).toBeTruthy();
    // 20:30 and 19:30 UTC+1 = 20:30 in Rimini in March.
    expect(within(where).getByText('Richiesto per 07/03/2026 alle 20:30')).toBeTruthy();
    expect(within(where).getByText('Pronto alle 20:30')).toBeTruthy();
    const lines = screen.getByRole('region', { name: 'Prodotti' });
    expect(within(lines).getByText('2 × Margherita')).toBeTruthy();
    expect(within(lines).getByText('+ Integrale')).toBeTruthy();
    const without = within(lines).getByText('SENZA Cipolla');
    expect(without.className).toContain('font-black');
    expect(screen.getByText('Ben cotta')).toBeTruthy();
    expect(screen.getByText('Da incassare · contanti')).toBeTruthy();
    expect(screen.getByText('Telefono: +39 333 123 4567')).toBeTruthy();
    expect(screen.getByText(/^Totale\s18,00\s€$/)).toBeTruthy();
  });

  it('shows the table, umbrella or car plate in place of an address, and says when it is paid online', () => {
    const order = staffOrder({
      deliveryMethodCode: 'beach_umbrella_delivery',
      place: {
        address: null,
        streetNumber: null,
        zipCode: null,
        city: null,
        floor: null,
        intercomName: null,
        table: '42',
      },
      payment: { methodCode: 'paypal', paidOnline: true, refunded: 0 },
    });
    render(<KitchenTicket order={order} storefront={demoStorefront()} t={boardTranslator('en')} />);
    expect(within(screen.getByRole('region', { name: 'Where' })).getByText('Umbrella: 42')).toBeTruthy();
    expect(screen.getByText('NO Cipolla')).toBeTruthy();
    expect(screen.getByText('Paid online')).toBeTruthy();
  });
});
