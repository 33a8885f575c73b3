import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardTranslator } from '../../lib/board-translator.ts';
import type { RunAction } from './order-actions.tsx';
import { StaffOrderPage } from './staff-order-page.tsx';
import { preparingOrder } from '../../test/staff-order-fixture.ts';

afterEach(cleanup);

const t = boardTranslator('it');
const now = () => new Date('2026-12-01T18:10:00.000Z');

describe('one order for the staff (/gestione/ordini/{id})', () => {
  it('shows the card with its actions, and marks it ready', async () => {
    const order = preparingOrder();
    const run = vi.fn<RunAction>(() =>
      Promise.resolve({ ok: true, order: { ...order, status: 'ready_delivery' } }),
    );
    render(
      <StaffOrderPage
        t={t}
        orderId={41}
        load={() => Promise.resolve({ order, timeZone: 'Europe/Rome' })}
        run={run}
        boardHref="/gestione"
        ticketHref="/gestione/ordini/41/scontrino"
        now={now}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ordine K7QX' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna al tabellone' }).getAttribute('href')).toBe('/gestione');
    fireEvent.click(screen.getByRole('button', { name: 'Segna pronto' }));
    expect(run).toHaveBeenCalledWith(41, { kind: 'ready' });
    expect(await screen.findByRole('button', { name: 'Consegnato / ritirato' })).toBeTruthy();
  });

  it('says so for an order that does not exist (or is another business’s)', async () => {
    render(
      <StaffOrderPage
        t={t}
        orderId={99}
        load={() => Promise.resolve(null)}
        run={vi.fn<RunAction>()}
        boardHref="/gestione"
        ticketHref="/gestione/ordini/41/scontrino"
        now={now}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Questo ordine non esiste.');
  });
});
