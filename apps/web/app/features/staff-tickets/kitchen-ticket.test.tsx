import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffOrder } from '@ordina/contracts';
import { demoStorefront } from '../../test/demo-storefront.ts';
import { boardTranslator } from '../../lib/board-translator.ts';
import { KitchenTicket } from './kitchen-ticket.tsx';
import { placeWithoutAddress, preparingOrder } from '../../test/staff-order-fixture.ts';

afterEach(cleanup);

/** The board's fixture order, accepted: ready at 19:40 in Rome for its 19:30 slot. */
const ticketOrder = (over: Partial<StaffOrder> = {}): StaffOrder =>
  preparingOrder({ acceptedAt: '2026-12-01T18:05:00.000Z', ...over });

describe('KitchenTicket', () => {
  it('puts the place, the slot, the promised time, the lines with the removed ingredients stressed, the notes and the total on the ticket', () => {
    render(<KitchenTicket order={ticketOrder()} storefront={demoStorefront()} t={boardTranslator('it')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ordine K7QX' })).toBeTruthy();
    const where = screen.getByRole('region', { name: 'Dove' });
    expect(within(where).getByText('Via Vespucci 12')).toBeTruthy();
    expect(within(where).getByText('Piano: 3')).toBeTruthy();
    expect(within(where).getByText('Citofono: Rossi')).toBeTruthy();
    // The 19:30 slot, and 18:40 UTC = 19:40 in Rome in December.
    expect(within(where).getByText('Richiesto per 01/12/2026 alle 19:30')).toBeTruthy();
    expect(within(where).getByText('Pronto alle 19:40')).toBeTruthy();
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

  it('prints the tip under the total (docs/decisions/067)', () => {
    const base = ticketOrder();
    const order = ticketOrder({ totals: { ...base.totals, amountTip: 250, amountFinal: 2050 } });
    render(<KitchenTicket order={order} storefront={demoStorefront()} t={boardTranslator('it')} />);
    const payment = screen.getByRole('region', { name: 'Pagamento' });
    expect(within(payment).getByText('Totale 20,50 €')).toBeTruthy();
    expect(within(payment).getByText('Mancia 2,50 € (nel totale)')).toBeTruthy();
  });

  it('shows the table, umbrella or car plate in place of an address, and says when it is paid online', () => {
    const order = ticketOrder({
      deliveryMethodCode: 'beach_umbrella_delivery',
      place: placeWithoutAddress('42'),
      payment: { methodCode: 'paypal', paidOnline: true, refunded: 0 },
    });
    render(<KitchenTicket order={order} storefront={demoStorefront()} t={boardTranslator('en')} />);
    expect(within(screen.getByRole('region', { name: 'Where' })).getByText('Umbrella: 42')).toBeTruthy();
    expect(screen.getByText('NO Cipolla')).toBeTruthy();
    expect(screen.getByText('Paid online')).toBeTruthy();
  });

  it('prints what each line contained when it was placed, in the member’s language (docs/decisions/070)', () => {
    const order = ticketOrder();
    const lines = [
      { ...order.lines[0]!, allergens: { eggs: 'contains', nuts: 'traces' } as const },
      order.lines[1]!,
    ];
    render(
      <KitchenTicket order={{ ...order, lines }} storefront={demoStorefront()} t={boardTranslator('de')} />,
    );
    expect(screen.getByText('ALLERGENE: Eier')).toBeTruthy();
    expect(screen.getByText('Spuren: Schalenfrüchte')).toBeTruthy();
    expect(screen.getAllByText(/^ALLERGENE/)).toHaveLength(1);
  });
});
