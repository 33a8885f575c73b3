import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Operations, OperationsAnswer } from '@ordina/contracts';
import { NO_OPERATIONS } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { BoardSwitchesPanel, shownSwitches } from './board-switches-panel.tsx';
import type { BoardSwitchCalls } from './board-switches.tsx';

afterEach(cleanup);

const NOW = new Date('2026-03-07T19:00:00.000Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const paused: Operations = {
  ...NO_OPERATIONS,
  pause: { reason: 'staff', since: NOW.toISOString(), until: at(30) },
};
const answer = (operations: Operations): OperationsAnswer => ({ operations, serverTime: NOW.toISOString() });
const fail = () => Promise.reject(new Error('not expected'));

describe('BoardSwitchesPanel', () => {
  it('shows the switches the server reads, then a call’s answer, then the read after it', async () => {
    const reads: Operations[] = [NO_OPERATIONS, paused];
    const calls: BoardSwitchCalls = {
      pause: () => Promise.resolve(paused),
      resume: fail,
      busy: fail,
      busyOff: fail,
      soldOut: fail,
      undoSoldOut: fail,
    };
    let asked = 0;
    const told: Operations[] = [];
    render(
      <BoardSwitchesPanel
        read={() => Promise.resolve(answer(reads[Math.min(asked++, reads.length - 1)] ?? NO_OPERATIONS))}
        calls={calls}
        now={NOW}
        products={[]}
        optionItemNames={new Map()}
        t={staffTranslator('it')}
        onShown={(operations) => told.push(operations)}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Il negozio online accetta ordini'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pausa 30 min' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('riprendono fra 30 min'));
    await waitFor(() => expect(asked).toBe(2));
    expect(screen.getByRole('button', { name: 'Riprendi gli ordini' })).toBeTruthy();
    // The board is told each state shown (its accept presets read busy mode from it), once per change.
    expect(told.at(-1)).toEqual(paused);
    expect(told.filter((operations) => operations === paused).length).toBeLessThanOrEqual(2);
  });

  it('a read that started before a change never shows over it', () => {
    const before = answer(NO_OPERATIONS);
    expect(shownSwitches(before, { operations: paused, basis: before })).toBe(paused);
    const after = answer(NO_OPERATIONS);
    expect(shownSwitches(after, { operations: paused, basis: before })).toBe(NO_OPERATIONS);
    expect(shownSwitches(undefined, null)).toBe(NO_OPERATIONS);
  });
});
