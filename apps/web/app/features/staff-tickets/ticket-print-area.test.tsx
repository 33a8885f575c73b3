import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { boardTranslator } from '../../lib/board-translator.ts';
import { staffOrder } from '../../test/staff-order-fixture.ts';
import { TicketPrintArea } from './ticket-print-area.tsx';
import { TicketPrinter } from './ticket-printer.ts';

afterEach(cleanup);

const t = boardTranslator('en');
const storefront = { anagraphic: { name: 'Trattoria' }, configuration: { time_zone: 'Europe/Rome' } };

/** The board's print area with a page print that records which ticket the document held when it was called. */
function renderArea() {
  const printedWith: string[] = [];
  const printer = new TicketPrinter(() => {
    printedWith.push(document.querySelector('.kitchen-ticket h1')?.textContent ?? 'nothing drawn');
  });
  render(
    <TicketPrintArea printer={printer} t={t} storefront={storefront}>
      <main>The board</main>
    </TicketPrintArea>,
  );
  return { printer, printedWith };
}

describe('printing a ticket in place', () => {
  it('draws the ticket before printing the page, one ticket at a time, each in its turn', async () => {
    const { printer, printedWith } = renderArea();
    let both: Promise<boolean[]> = Promise.resolve([]);
    await act(() => {
      both = Promise.all([
        printer.print({ kind: 'order', order: staffOrder({ code: 'AAAA' }) }),
        printer.print({ kind: 'order', order: staffOrder({ id: 2, code: 'BBBB' }) }),
      ]);
      return both;
    });
    expect(await both).toEqual([true, true]);
    expect(printedWith).toEqual(['Order AAAA', 'Order BBBB']);
  });

  it('shows the board on screen and only the ticket on paper once one is drawn', async () => {
    const { printer } = renderArea();
    expect(screen.getByText('The board').parentElement?.className ?? '').not.toContain('print:hidden');
    await act(() =>
      printer.print({ kind: 'test', at: new Date('2026-12-01T18:10:00.000Z'), screenId: 'oven-tablet' }),
    );
    expect(screen.getByText('The board').parentElement?.className).toContain('print:hidden');
    const ticket = document.querySelector('.kitchen-ticket');
    expect(ticket?.parentElement?.className).toBe('hidden print:block');
    expect(ticket?.textContent).toContain('Test ticket');
    expect(ticket?.textContent).toContain('Printed at 19:10 on');
    expect(ticket?.textContent).toContain('Screen: oven-tablet');
  });

  it('answers false when the browser refuses to print', async () => {
    const printer = new TicketPrinter(() => {
      throw new Error('printing is disabled');
    });
    render(
      <TicketPrintArea printer={printer} t={t} storefront={storefront}>
        <main>The board</main>
      </TicketPrintArea>,
    );
    let printed: Promise<boolean> = Promise.resolve(true);
    await act(() => {
      printed = printer.print({ kind: 'order', order: staffOrder() });
      return printed;
    });
    expect(await printed).toBe(false);
  });
});
