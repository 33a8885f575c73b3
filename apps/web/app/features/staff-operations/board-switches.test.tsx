import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Operations } from '@ordina/contracts';
import { NO_OPERATIONS } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { BoardSwitches, type BoardSwitchCalls } from './board-switches.tsx';

afterEach(cleanup);

const NOW = new Date('2026-03-07T19:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

function renderSwitches(operations: Operations, calls: Partial<BoardSwitchCalls> = {}) {
  const seen: Operations[] = [];
  const fail = () => Promise.reject(new Error('not expected'));
  const all: BoardSwitchCalls = {
    pause: fail,
    resume: fail,
    busy: fail,
    busyOff: fail,
    soldOut: fail,
    undoSoldOut: fail,
    ...calls,
  };
  render(
    <BoardSwitches
      operations={operations}
      now={NOW}
      calls={all}
      onChange={(next) => seen.push(next)}
      products={[{ id: 102, name: 'Frittura di paranza' }]}
      optionItemNames={new Map([[5, 'Mozzarella di bufala']])}
      t={staffTranslator('it')}
    />,
  );
  return seen;
}

describe('BoardSwitches', () => {
  it('pauses for the chosen minutes and hands the new switches to the board', async () => {
    const paused: Operations = {
      ...NO_OPERATIONS,
      pause: { reason: 'staff', since: NOW.toISOString(), until: at(30) },
    };
    const asked: unknown[] = [];
    const seen = renderSwitches(NO_OPERATIONS, {
      pause: (duration) => (asked.push(duration), Promise.resolve(paused)),
    });
    expect(screen.getByRole('status').textContent).toContain('Il negozio online accetta ordini');
    fireEvent.click(screen.getByRole('button', { name: 'Pausa 30 min' }));
    await waitFor(() => expect(seen).toEqual([paused]));
    expect(asked).toEqual([30]);
  });

  it('shows a pause’s countdown and ends it at once; the no-board pause says why', async () => {
    const seen = renderSwitches(
      { ...NO_OPERATIONS, pause: { reason: 'staff', since: NOW.toISOString(), until: at(14.5) } },
      { resume: () => Promise.resolve(NO_OPERATIONS) },
    );
    expect(screen.getByRole('status').textContent).toContain('Ordini in pausa: riprendono fra 15 min');
    expect(screen.queryByRole('button', { name: 'Pausa 15 min' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Riprendi gli ordini' }));
    await waitFor(() => expect(seen).toEqual([NO_OPERATIONS]));
    cleanup();
    renderSwitches({
      ...NO_OPERATIONS,
      pause: { reason: 'no_board', since: NOW.toISOString(), until: null },
    });
    expect(screen.getByRole('status').textContent).toContain('nessuna bacheca era collegata');
  });

  it('reads an ended pause and busy mode as off, without anything clearing them', () => {
    renderSwitches({
      pause: { reason: 'staff', since: at(-30), until: at(-1) },
      busy: { extraMinutes: 15, since: at(-70), until: at(-10) },
      soldOut: [],
    });
    expect(screen.getByRole('status').textContent).toContain('Il negozio online accetta ordini');
    expect(screen.getByRole('button', { name: '+15 min per 60 min' })).toBeTruthy();
  });

  it('turns busy mode on, shows its minutes, and lists what is sold out with a button to undo each', async () => {
    const asked: unknown[] = [];
    renderSwitches(
      {
        pause: null,
        busy: { extraMinutes: 30, since: NOW.toISOString(), until: at(45) },
        soldOut: [
          { kind: 'product', id: 102, until: at(300) },
          { kind: 'option_item', id: 5, until: at(300) },
        ],
      },
      { undoSoldOut: (kind, id) => (asked.push([kind, id]), Promise.resolve(NO_OPERATIONS)) },
    );
    expect(screen.getByRole('status').textContent).toContain('+30 min su ogni orario, ancora 45 min');
    expect(screen.getByRole('button', { name: 'Fine del molto lavoro' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Di nuovo disponibile: Mozzarella di bufala' }));
    await waitFor(() => expect(asked).toEqual([['option_item', 5]]));
    expect(screen.getByRole('button', { name: 'Di nuovo disponibile: Frittura di paranza' })).toBeTruthy();
  });

  it('says so when a call fails', async () => {
    renderSwitches(NO_OPERATIONS, { busy: () => Promise.reject(new Error('offline')) });
    fireEvent.click(screen.getByRole('button', { name: '+15 min per 60 min' }));
    expect((await screen.findByRole('alert')).textContent).toContain('controlla la connessione');
  });

  it('marks a product or an option item sold out from one list, which leaves out what is sold out already', async () => {
    const asked: unknown[] = [];
    const after: Operations = { ...NO_OPERATIONS, soldOut: [{ kind: 'option_item', id: 5, until: at(300) }] };
    const seen = renderSwitches(NO_OPERATIONS, {
      soldOut: (kind, id) => (asked.push([kind, id]), Promise.resolve(after)),
    });
    const mark = screen.getByRole('button', { name: 'Segna esaurito' });
    expect((mark as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Esaurito fino a fine giornata'), {
      target: { value: 'option_item:5' },
    });
    fireEvent.click(mark);
    await waitFor(() => expect(seen).toEqual([after]));
    expect(asked).toEqual([['option_item', 5]]);
    cleanup();
    renderSwitches(after);
    const choices = screen.getAllByRole('option').map((option) => option.textContent);
    expect(choices).toContain('Frittura di paranza');
    expect(choices).not.toContain('Mozzarella di bufala');
    expect(screen.getByRole('button', { name: 'Di nuovo disponibile: Mozzarella di bufala' })).toBeTruthy();
  });
});
