import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardTranslator } from '../../lib/board-translator.ts';
import type { StaffOrder } from '@ordina/contracts';
import type { RunAction } from './order-actions.tsx';
import { StaffBoardPage } from './staff-board-page.tsx';
import { boardEnvironment } from './test/board-environment.ts';
import { ordersInEveryColumn, preparingOrder, staffOrder } from '../../test/staff-order-fixture.ts';

afterEach(cleanup);

/** Runs `change` inside act and lets the promises it starts settle. */
const settle = (change: () => unknown) =>
  act(() => {
    change();
    return Promise.resolve();
  });

const t = boardTranslator('en');

function renderBoard(
  orders: StaffOrder[],
  run: RunAction = (id) => Promise.resolve({ ok: true, order: orders.find((o) => o.id === id)! }),
  busyMinutesAt?: (now: Date) => number,
) {
  const env = boardEnvironment(orders);
  render(
    <StaffBoardPage
      t={t}
      businessName="Trattoria"
      environment={env.environment}
      run={run}
      orderHref={(o) => `/gestione/ordini/${o.id}`}
      busyMinutesAt={busyMinutesAt}
    />,
  );
  return env;
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('the order board', () => {
  it('sorts the orders into columns, with the count to confirm in the tab title', async () => {
    renderBoard(ordersInEveryColumn());
    expect(await within(column('To confirm')).findByRole('article', { name: 'Order AAAA' })).toBeTruthy();
    expect(within(column('In preparation')).getByRole('article', { name: 'Order BBBB' })).toBeTruthy();
    expect(within(column('In preparation')).getByText('30 min left')).toBeTruthy();
    expect(within(column('Ready')).getByRole('article', { name: 'Order CCCC' })).toBeTruthy();
    expect(screen.getByText('Done today (1)')).toBeTruthy();
    expect(document.title).toBe('(1) to confirm · Trattoria');
  });

  it('accepts with a preset ready time and shows the order where it now stands', async () => {
    const order = staffOrder({ id: 1, code: 'AAAA', slot: { date: '2026-12-01', time: '19:30' } });
    const run = vi.fn<RunAction>(() =>
      Promise.resolve({
        ok: true,
        order: {
          ...order,
          status: 'confirmed',
          promisedAt: '2026-12-01T18:40:00.000Z',
          updatedAt: '2026-12-01T18:10:00.000Z',
        },
      }),
    );
    renderBoard([order], run);
    const card = await within(column('To confirm')).findByRole('article', { name: 'Order AAAA' });
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    // 15 minutes from 19:10 would be before the 19:30 slot: not offered.
    expect(within(card).queryByRole('button', { name: /^15 minutes/ })).toBeNull();
    expect(within(card).getByRole('button', { name: 'At the requested time (19:30)' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '30 minutes · ready 19:40' }));
    expect(run).toHaveBeenCalledWith(1, { kind: 'accept', body: { readyIn: 30 } });
    expect(await within(column('In preparation')).findByRole('article', { name: 'Order AAAA' })).toBeTruthy();
  });

  it("adds busy mode's minutes to every preset, says so, and offers what the extra minutes bring past the slot", async () => {
    const order = staffOrder({ id: 1, code: 'AAAA', slot: { date: '2026-12-01', time: '19:30' } });
    const run = vi.fn<RunAction>(() => Promise.resolve({ ok: true, order }));
    renderBoard([order], run, () => 15);
    const card = await within(column('To confirm')).findByRole('article', { name: 'Order AAAA' });
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(within(card).getByText('Busy mode: +15 minutes on every time.')).toBeTruthy();
    // 19:10 + 15 of busy mode + 15 = 19:40, past the 19:30 slot now, so offered; the slot (19:30) is still after 19:25.
    expect(within(card).getByRole('button', { name: '30 minutes · ready 19:55' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'At the requested time (19:30)' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '15 minutes · ready 19:40' }));
    expect(run).toHaveBeenCalledWith(1, { kind: 'accept', body: { readyIn: 15 } });
  });

  it('rejects with a reason', async () => {
    const order = staffOrder({ id: 1, code: 'AAAA' });
    const run = vi.fn<RunAction>(() =>
      Promise.resolve({
        ok: true,
        order: { ...order, status: 'canceled', endReason: 'sold_out', updatedAt: '2026-12-01T18:10:00.000Z' },
      }),
    );
    renderBoard([order], run);
    const card = await screen.findByRole('article', { name: 'Order AAAA' });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(card).getByRole('radio', { name: 'Sold out' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Reject the order' }));
    expect(run).toHaveBeenCalledWith(1, { kind: 'reject', body: { reason: 'sold_out', note: '' } });
    await vi.waitFor(() => expect(within(column('To confirm')).queryByRole('article')).toBeNull());
  });

  it('tells the staff when someone else changed the order first, and shows it as it is', async () => {
    const order = preparingOrder({ id: 1, code: 'AAAA' });
    const now = {
      ...order,
      status: 'canceled' as const,
      endReason: 'canceled' as const,
      updatedAt: '2026-12-01T18:10:00.000Z',
    };
    renderBoard([order], () => Promise.resolve({ ok: false, statusChanged: true, order: now }));
    const card = await screen.findByRole('article', { name: 'Order AAAA' });
    fireEvent.click(within(card).getByRole('button', { name: 'Mark ready' }));
    expect(
      await screen.findByText('Someone changed this order first: here it is as it is now.'),
    ).toBeTruthy();
    expect(within(column('In preparation')).queryByRole('article')).toBeNull();
  });

  it('rings for a new order until someone acknowledges it, once the shift has unlocked the sound', async () => {
    const env = renderBoard([]);
    expect(await screen.findByText(/Sound is off/)).toBeTruthy();
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Start shift' })));
    expect(screen.queryByText(/Sound is off/)).toBeNull();
    expect(screen.getByText(/Shift on/)).toBeTruthy();
    const afterTest = env.chimes.count;
    expect(afterTest).toBeGreaterThan(0);

    env.server.orders.push(staffOrder({ id: 9, code: 'NEW9' }));
    await settle(() => env.stream().emit('order', { id: 1, orderId: 9, kind: 'created' }));
    expect(await screen.findByText('New orders to see: 1')).toBeTruthy();
    expect(env.chimes.count).toBeGreaterThan(afterTest);
    fireEvent.click(screen.getByRole('button', { name: 'Seen: stop ringing' }));
    expect(screen.queryByText('New orders to see: 1')).toBeNull();
    expect(document.title).toBe('(1) to confirm · Trattoria');
  });

  it('rings when an order it showed is cancelled elsewhere', async () => {
    const order = preparingOrder({ id: 5, code: 'CANC' });
    const env = renderBoard([order]);
    await screen.findByRole('article', { name: 'Order CANC' });
    env.server.orders = [
      { ...order, status: 'canceled', endReason: 'canceled', updatedAt: '2026-12-01T18:11:00.000Z' },
    ];
    await settle(() => env.stream().emit('order', { id: 2, orderId: 5, kind: 'canceled' }));
    expect(await screen.findByText('Order CANC was cancelled')).toBeTruthy();
  });

  it('shows a red banner when the live connection or the wake lock is lost', async () => {
    const env = renderBoard([]);
    await settle(() => env.stream().emit('ready'));
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Start shift' })));
    expect(screen.queryByRole('alert')).toBeNull();
    await settle(() => env.stream().fail());
    expect(within(screen.getByRole('alert')).getByText(/Live connection lost/)).toBeTruthy();
    await settle(() => env.lock.dispatchEvent(new Event('release')));
    expect(within(screen.getByRole('alert')).getByText(/The screen may switch off/)).toBeTruthy();
  });
});
