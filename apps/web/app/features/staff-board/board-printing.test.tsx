import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffOrder } from '@ordina/contracts';
import { boardTranslator } from '../../lib/board-translator.ts';
import { ordersInEveryColumn, preparingOrder, staffOrder } from '../../test/staff-order-fixture.ts';
import type { BoardPrinting, BoardPrintOutcome } from './board-printing.tsx';
import { StaffBoardPage } from './staff-board-page.tsx';
import { boardEnvironment } from './test/board-environment.ts';

afterEach(cleanup);

const t = boardTranslator('en');

/** Runs `change` inside act and lets the promises it starts settle. */
const settle = (change: () => unknown) =>
  act(() => {
    change();
    return Promise.resolve();
  });

/** The board's printing as fakes: the screen's stored switch, the by-hand outcome, and the watch's looks recorded. */
function fakePrinting(
  options: {
    autoPrint?: boolean;
    byHand?: BoardPrintOutcome;
    saveFails?: boolean;
    accepted?: BoardPrintOutcome;
  } = {},
) {
  const looks: (readonly StaffOrder[])[] = [];
  const printing = {
    readAutoPrint: vi.fn(() => Promise.resolve(options.autoPrint ?? false)),
    saveAutoPrint: vi.fn((on: boolean) =>
      options.saveFails ? Promise.reject(new Error('offline')) : Promise.resolve(on),
    ),
    printByHand: vi.fn(() => Promise.resolve(options.byHand ?? 'printed')),
    watchAccepted: vi.fn(() => (orders: readonly StaffOrder[]) => {
      looks.push(orders);
      // The watch's own rule is tested with the queue (staff-tickets/accepted-tickets.test.ts): here, each later look "prints" the confirmed ones.
      const tickets =
        looks.length === 1 || options.accepted === undefined
          ? []
          : orders
              .filter((o) => o.status === 'confirmed')
              .map((order) => ({ order, outcome: options.accepted! }));
      return Promise.resolve(tickets);
    }),
  } satisfies BoardPrinting;
  return { printing, looks };
}

function renderBoard(
  orders: StaffOrder[],
  printing: BoardPrinting,
  printTestTicket?: () => Promise<boolean>,
) {
  const env = boardEnvironment(orders);
  if (printTestTicket !== undefined) env.environment.shift.printTestTicket = printTestTicket;
  render(
    <StaffBoardPage
      t={t}
      businessName="Trattoria"
      environment={env.environment}
      run={(id) => Promise.resolve({ ok: true, order: orders.find((o) => o.id === id)! })}
      orderHref={(o) => `/gestione/ordini/${o.id}`}
      printing={printing}
    />,
  );
  return env;
}

describe('printing from the board', () => {
  it('has a print button on every open card, none on the done ones, and says the ticket printed', async () => {
    const { printing } = fakePrinting();
    renderBoard(ordersInEveryColumn(), printing);
    const card = await screen.findByRole('article', { name: 'Order BBBB' });
    for (const code of ['AAAA', 'CCCC'])
      expect(
        within(screen.getByRole('article', { name: `Order ${code}` })).getByRole('button', {
          name: `Print ticket ${code}`,
        }),
      ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print ticket DDDD' })).toBeNull();

    await settle(() => fireEvent.click(within(card).getByRole('button', { name: 'Print ticket BBBB' })));
    expect(printing.printByHand).toHaveBeenCalledWith(expect.objectContaining({ id: 2, code: 'BBBB' }));
    expect((await screen.findByText('Ticket BBBB printed')).getAttribute('role')).toBe('status');
  });

  it('says in an alert when the ticket did not print, and when another screen took it', async () => {
    const failing = fakePrinting({ byHand: 'failed' });
    renderBoard([preparingOrder({ id: 2, code: 'BBBB' })], failing.printing);
    await settle(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Print ticket BBBB' })),
    );
    // The board's notice pattern: a problem is an alert (the sound's red banner is another, until the shift starts).
    expect((await screen.findByText('Ticket BBBB did not print: try again')).getAttribute('role')).toBe(
      'alert',
    );
    cleanup();

    renderBoard([preparingOrder({ id: 2, code: 'BBBB' })], fakePrinting({ byHand: 'taken' }).printing);
    await settle(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Print ticket BBBB' })),
    );
    expect((await screen.findByText('Ticket BBBB is printed by another screen')).getAttribute('role')).toBe(
      'status',
    );
  });

  it('reads this screen’s auto-print switch on load and stores a change', async () => {
    const { printing } = fakePrinting({ autoPrint: true });
    renderBoard([], printing);
    const toggle = await screen.findByRole('switch', { name: 'Auto-print accepted orders (this screen)' });
    await vi.waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    await settle(() => fireEvent.click(toggle));
    expect(printing.saveAutoPrint).toHaveBeenCalledWith(false);
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('keeps the switch as it was and says so when the setting cannot be stored', async () => {
    const { printing } = fakePrinting({ saveFails: true });
    renderBoard([], printing);
    const toggle = await screen.findByRole('switch');
    await vi.waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    await settle(() => fireEvent.click(toggle));
    expect((await screen.findByText('The setting was not saved: try again')).getAttribute('role')).toBe(
      'alert',
    );
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('hands the orders to the accepted-orders watch only while the switch is on, from the first snapshot on', async () => {
    const order = staffOrder({ id: 1, code: 'AAAA' });
    const { printing, looks } = fakePrinting({ accepted: 'printed' });
    const env = renderBoard([order], printing);
    await screen.findByRole('article', { name: 'Order AAAA' });
    expect(printing.watchAccepted).not.toHaveBeenCalled();

    const toggle = screen.getByRole('switch');
    await vi.waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    await settle(() => fireEvent.click(toggle));
    expect(looks.at(-1)?.map((o) => o.code)).toEqual(['AAAA']);

    // Accepted on another screen: the live event brings it confirmed, the watch prints it, the board says so.
    env.server.orders = [preparingOrder({ id: 1, code: 'AAAA', updatedAt: '2026-12-01T18:10:00.000Z' })];
    await settle(() => env.stream().emit('order', { id: 1, orderId: 1, kind: 'status' }));
    expect(await screen.findByText('Ticket AAAA printed')).toBeTruthy();
    expect(printing.watchAccepted).toHaveBeenCalledTimes(1);

    // Off: the next changes are not looked at.
    const seen = looks.length;
    await settle(() => fireEvent.click(toggle));
    await settle(() => env.stream().emit('ready'));
    expect(looks).toHaveLength(seen);
  });

  it('prints a test ticket at the first Start shift only, and says so', async () => {
    const printTestTicket = vi.fn(() => Promise.resolve(true));
    renderBoard([], fakePrinting().printing, printTestTicket);
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Start shift' })));
    await vi.waitFor(() => expect(printTestTicket).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(/Test ticket sent to the printer/)).toBeTruthy();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Start shift' })));
    expect(printTestTicket).toHaveBeenCalledTimes(1);
  });

  it('shows a red banner when the test ticket did not print', async () => {
    renderBoard([], fakePrinting().printing, () => Promise.resolve(false));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Start shift' })));
    expect(
      within(await screen.findByRole('alert')).getByText('The test ticket did not print: check the printer'),
    ).toBeTruthy();
  });
});
