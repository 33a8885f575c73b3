import { useEffect, useState } from 'react';
import type { Operations, OperationsAnswer, Product } from '@ordina/contracts';
import { NO_OPERATIONS } from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { BoardSwitches, type BoardSwitchCalls } from './board-switches.tsx';

/** How often the board reads the switches again (another screen may change them): the board snapshot's backstop period. */
export const SWITCHES_POLL_MS = 30_000;

/**
 * What the panel shows: a call's answer until a read that started after it lands (the read is run
 * again on each change, so a read that left before the change never shows over it).
 */
export function shownSwitches(
  polled: OperationsAnswer | undefined,
  changed: { operations: Operations; basis: OperationsAnswer | undefined } | null,
): Operations {
  if (changed !== null && changed.basis === polled) return changed.operations;
  return polled?.operations ?? NO_OPERATIONS;
}

export interface BoardSwitchesPanelProps {
  /** Reads the switches now (GET /api/staff/pause). */
  read: () => Promise<OperationsAnswer>;
  calls: BoardSwitchCalls;
  now: Date;
  products: readonly Pick<Product, 'id' | 'name'>[];
  optionItemNames: ReadonlyMap<number, string>;
  t: StaffTranslator;
  /** Told the switches as shown, each time they change (the board's accept presets add busy mode's minutes). */
  onShown?: (operations: Operations) => void;
}

/**
 * The switches mounted on the board (docs/decisions/046): read at once and every 30 s (or on the
 * tab's return), and set from each call's answer; the board's clock (the server's) ends each one.
 */
export function BoardSwitchesPanel({
  read,
  calls,
  now,
  products,
  optionItemNames,
  t,
  onShown,
}: BoardSwitchesPanelProps) {
  const [changed, setChanged] = useState<{
    operations: Operations;
    basis: OperationsAnswer | undefined;
  } | null>(null);
  const polled = useApiQuery<OperationsAnswer>('board-switches', async ({ show, sleep }) => {
    for (;;) {
      await read().then(show, () => undefined);
      await sleep(SWITCHES_POLL_MS, { wakeOnReturn: true });
    }
  });
  const shown = shownSwitches(polled.value, changed);
  useEffect(() => {
    onShown?.(shown);
  }, [shown, onShown]);
  return (
    <BoardSwitches
      operations={shown}
      now={now}
      calls={calls}
      onChange={(operations) => {
        setChanged({ operations, basis: polled.value });
        polled.rerun();
      }}
      products={products}
      optionItemNames={optionItemNames}
      t={t}
    />
  );
}
