import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { boardTranslator } from '../../lib/board-translator.ts';
import { OrderCard } from './order-card.tsx';
import { placeWithoutAddress, preparingOrder, staffOrder } from '../../test/staff-order-fixture.ts';

afterEach(cleanup);

const now = new Date('2026-12-01T18:10:00.000Z');
const ROME = 'Europe/Rome';

describe('an order card', () => {
  it('shows the place in large type, who with a tap-to-call phone, the lines with the removed ingredients stressed, notes, payment and total', () => {
    render(<OrderCard order={staffOrder()} t={boardTranslator('it')} timeZone={ROME} now={now} />);
    const card = screen.getByRole('article', { name: 'Ordine K7QX' });
    expect(within(card).getByText('Per le 19:30')).toBeTruthy();
    expect(within(card).getByText('Ricevuto alle 19:00')).toBeTruthy();
    expect(within(card).getByText('Via Vespucci 12').closest('div')!.className).toContain('text-2xl');
    expect(within(card).getByText('Piano 3')).toBeTruthy();
    expect(within(card).getByText('Citofono: Rossi')).toBeTruthy();
    const call = within(card).getByRole('link', { name: 'Chiama Anna: +39 333 123 4567' });
    expect(call.getAttribute('href')).toBe('tel:+393331234567');
    expect(within(card).getByText('SENZA Cipolla').tagName).toBe('STRONG');
    expect(within(card).getByText('Impasto: Integrale')).toBeTruthy();
    expect(within(card).getByText('Ben cotta')).toBeTruthy();
    expect(within(card).getByText('Citofono rotto')).toBeTruthy();
    expect(within(card).getByText('Da incassare · contanti')).toBeTruthy();
    expect(within(card).getByText('Totale 18,00 €')).toBeTruthy();
  });

  it('says the tip inside the total, and nothing of a tip when there is none (docs/decisions/067)', () => {
    const base = staffOrder();
    const tipped = staffOrder({ totals: { ...base.totals, amountTip: 180, amountFinal: 1980 } });
    render(<OrderCard order={tipped} t={boardTranslator('it')} timeZone={ROME} now={now} />);
    const card = screen.getByRole('article', { name: 'Ordine K7QX' });
    expect(within(card).getByText('Totale 19,80 €')).toBeTruthy();
    expect(within(card).getByText('Mancia 1,80 € (nel totale)')).toBeTruthy();
    cleanup();
    render(<OrderCard order={base} t={boardTranslator('it')} timeZone={ROME} now={now} />);
    expect(screen.queryByText(/Mancia/)).toBeNull();
  });

  it('shows the table for table service and "paid online"', () => {
    const order = staffOrder({
      deliveryMethodCode: 'table_delivery',
      place: placeWithoutAddress('12'),
      payment: { methodCode: 'stripe', paidOnline: true, refunded: 0 },
    });
    render(<OrderCard order={order} t={boardTranslator('en')} timeZone={ROME} now={now} />);
    expect(screen.getByText('Table 12').className).toContain('text-2xl');
    expect(screen.getByText('Paid online')).toBeTruthy();
  });

  it('counts down to the promised time in preparation, and says how late once it passed', () => {
    const t = boardTranslator('en');
    const { rerender } = render(<OrderCard order={preparingOrder()} t={t} timeZone={ROME} now={now} />);
    expect(screen.getByText('Ready by 19:40')).toBeTruthy();
    expect(screen.getByText('30 min left')).toBeTruthy();
    rerender(
      <OrderCard order={preparingOrder()} t={t} timeZone={ROME} now={new Date('2026-12-01T18:45:00.000Z')} />,
    );
    expect(screen.getByText('5 min late')).toBeTruthy();
  });

  it('gives a promised time on another day as its day and time, not a count of minutes', () => {
    render(
      <OrderCard
        order={staffOrder({ status: 'confirmed', promisedAt: '2026-12-07T19:00:00.000Z' })}
        t={boardTranslator('it')}
        timeZone={ROME}
        now={now}
      />,
    );
    expect(screen.getByText('Pronto per il 07/12 alle 20:00')).toBeTruthy();
    expect(screen.queryByText(/mancano/)).toBeNull();
  });

  it('shows the day of a slot that is not today', () => {
    render(
      <OrderCard
        order={staffOrder({ slot: { date: '2026-12-02', time: '20:00' } })}
        t={boardTranslator('en')}
        timeZone={ROME}
        now={now}
      />,
    );
    expect(screen.getByText('For 02/12 at 20:00')).toBeTruthy();
  });

  it('says what each line contained when it was placed, traces apart, and nothing for a line without (docs/decisions/070)', () => {
    const order = staffOrder();
    const [pizza, water] = order.lines;
    const lines = [
      { ...pizza!, allergens: { gluten: 'contains', milk: 'contains', soybeans: 'traces' } as const },
      water!,
    ];
    render(<OrderCard order={{ ...order, lines }} t={boardTranslator('it')} timeZone={ROME} now={now} />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('ALLERGENI: Glutine, Latte')).toBeTruthy();
    expect(within(items[0]!).getByText('Tracce: Soia')).toBeTruthy();
    expect(items[1]!.textContent).not.toMatch(/ALLERGENI|Tracce/);
  });
});
