import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrintJobView } from '@ordina/contracts';
import { demoStorefront } from '../../test/demo-storefront.ts';
import { staffOrder } from '../../test/staff-order-fixture.ts';
import { boardTranslator } from '../../lib/board-translator.ts';
import type { PrintQueueCalls } from './print-queue.ts';
import { TicketPage } from './ticket-page.tsx';

afterEach(cleanup);

const job = (over: Partial<PrintJobView> = {}): PrintJobView => ({
  id: 5,
  orderId: 41,
  status: 'pending',
  auto: false,
  screenId: null,
  attempts: 0,
  createdAt: '',
  updatedAt: '',
  ...over,
});

function renderPage(queue: PrintQueueCalls, print = vi.fn(() => Promise.resolve(true))) {
  const order = staffOrder({
    id: 41,
    code: 'K9',
    lines: [
      { qty: 1, name: 'Diavola', categoryName: 'Pizze', finalPrice: 800, options: [], removed: ['Cipolla'] },
    ],
  });
  render(
    <TicketPage
      t={boardTranslator('it')}
      orderId={41}
      storefront={demoStorefront()}
      load={() => Promise.resolve(order)}
      queue={queue}
      screenId={() => 'oven-tablet'}
      print={print}
      orderHref="/gestione/ordini/41"
    />,
  );
  return print;
}

describe('TicketPage', () => {
  it('shows the ticket and prints it once through a claimed job, then records it printed', async () => {
    const finish = vi.fn<PrintQueueCalls['finish']>(() => Promise.resolve());
    const queue: PrintQueueCalls = {
      queue: () => Promise.resolve(job()),
      claim: () => Promise.resolve(job({ status: 'printing', screenId: 'oven-tablet' })),
      finish,
    };
    const print = renderPage(queue);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordine K9' })).toBeTruthy();
    expect(screen.getByText('SENZA Cipolla')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stampa lo scontrino' }));
    expect(await screen.findByText('Scontrino stampato')).toBeTruthy();
    expect(print).toHaveBeenCalledTimes(1);
    expect(finish).toHaveBeenCalledWith(5, 'oven-tablet', 'printed');
  });

  it('does not print a job another tab claimed first, and says so', async () => {
    const finish = vi.fn<PrintQueueCalls['finish']>(() => Promise.resolve());
    const queue: PrintQueueCalls = {
      queue: () => Promise.resolve(job()),
      claim: () => Promise.resolve(null),
      finish,
    };
    const print = renderPage(queue);
    fireEvent.click(await screen.findByRole('button', { name: 'Stampa lo scontrino' }));
    expect(await screen.findByText('Già stampato da un altro schermo')).toBeTruthy();
    expect(print).not.toHaveBeenCalled();
    expect(finish).not.toHaveBeenCalled();
  });
});
