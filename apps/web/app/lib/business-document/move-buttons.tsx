import { useLayoutEffect, useRef } from 'react';
import type { StaffTranslator } from '@ordina/i18n/staff';

/*
 * Move up and Move down (issue 35): the obvious keyboard way to reorder a back-office list (the menu's
 * categories and products, a group's options and items). aria-disabled, not disabled, at the ends: the
 * button keeps the focus.
 */

/** A square button with an icon (Move up, Move down, the drag handle). */
export const iconButtonClass =
  'inline-flex size-11 items-center justify-center rounded-lg border border-stone-400 bg-white text-stone-900 hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none aria-disabled:opacity-50';

/**
 * Keeps the focus on the Move button that was pressed: React moves the rows' elements when their order
 * changes, and a moved element loses the focus. `keep` names the button by its `data-move`; the
 * container finds it again.
 */
export function useKeptFocus<E extends HTMLElement>() {
  const container = useRef<E>(null);
  const selector = useRef<string | null>(null);
  useLayoutEffect(() => {
    const wanted = selector.current;
    if (wanted === null) return;
    selector.current = null;
    const button = container.current?.querySelector<HTMLElement>(wanted);
    if (button && button !== document.activeElement) button.focus();
  });
  return {
    container,
    keep: (key: string) => {
      selector.current = `[data-move="${key}"]`;
    },
  };
}

/** One way a button moves its entry: its `data-move` (for useKeptFocus), whether it can, what it does. */
interface Move {
  readonly key: string;
  readonly off: boolean;
  readonly run: () => void;
}

/** The two buttons: their accessible name and their arrow. */
const BUTTONS = [
  { which: 'up', label: 'menu.move_up', arrow: 'M10 16V4M4 10l6-6 6 6' },
  { which: 'down', label: 'menu.move_down', arrow: 'M10 4v12M4 10l6 6 6-6' },
] as const;

/** The entry's Move up and Move down buttons, named with the entry's `name`. */
export function MoveButtons({
  name,
  up,
  down,
  t,
}: {
  name: string;
  up: Move;
  down: Move;
  t: StaffTranslator;
}) {
  return BUTTONS.map(({ which, label, arrow }) => {
    const move = which === 'up' ? up : down;
    return (
      <button
        key={which}
        type="button"
        data-move={move.key}
        aria-label={t(label, { name })}
        aria-disabled={move.off || undefined}
        onClick={move.run}
        className={iconButtonClass}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d={arrow} />
        </svg>
      </button>
    );
  });
}
