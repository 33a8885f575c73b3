import { useLayoutEffect, useRef } from 'react';
import type { StaffTranslator } from '@ordina/i18n/staff';

/*
 * An option's or an item's Move up, Move down and Remove in the group editor (issue 35): they change the
 * draft only, saved with the group. aria-disabled, not disabled, at the ends: the button keeps the focus.
 */

const iconButtonClass =
  'inline-flex size-11 items-center justify-center rounded-lg border border-stone-400 bg-white text-stone-900 hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none aria-disabled:opacity-50';
const removeButtonClass =
  'min-h-11 rounded-lg border border-red-700 bg-white px-3 font-semibold text-red-800 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-800 focus-visible:outline-none';

/**
 * Keeps the focus on the Move button that was pressed: React moves the rows' elements when their order
 * changes, and a moved element loses the focus. `keep` names the button; the container finds it again.
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

export function EntryControls({
  moveKey,
  name,
  first,
  last,
  removeLabel,
  t,
  onMove,
  onRemove,
}: {
  /** Names the Move buttons for useKeptFocus: `option-12` → `option-12-up`, `option-12-down`. */
  moveKey: string;
  name: string;
  first: boolean;
  last: boolean;
  /** The Remove button's accessible name, with the entry's name ("Remove the item Burrata"). */
  removeLabel: string;
  t: StaffTranslator;
  onMove: (by: -1 | 1, key: string) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-1">
      <button
        type="button"
        data-move={`${moveKey}-up`}
        aria-label={t('menu.move_up', { name })}
        aria-disabled={first || undefined}
        onClick={() => {
          if (!first) onMove(-1, `${moveKey}-up`);
        }}
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
          <path d="M10 16V4M4 10l6-6 6 6" />
        </svg>
      </button>
      <button
        type="button"
        data-move={`${moveKey}-down`}
        aria-label={t('menu.move_down', { name })}
        aria-disabled={last || undefined}
        onClick={() => {
          if (!last) onMove(1, `${moveKey}-down`);
        }}
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
          <path d="M10 4v12M4 10l6 6 6-6" />
        </svg>
      </button>
      <button type="button" aria-label={removeLabel} onClick={onRemove} className={removeButtonClass}>
        {t('option_groups.remove_action')}
      </button>
    </div>
  );
}
