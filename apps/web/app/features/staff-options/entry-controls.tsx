import type { StaffTranslator } from '@ordina/i18n/staff';
import { MoveButtons } from '../../lib/business-document/move-buttons.tsx';

/*
 * An option's or an item's Move up, Move down and Remove in the group editor (issue 35): they change the
 * draft only, saved with the group.
 */

const removeButtonClass =
  'min-h-11 rounded-lg border border-red-700 bg-white px-3 font-semibold text-red-800 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-800 focus-visible:outline-none';

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
      <MoveButtons
        name={name}
        up={{
          key: `${moveKey}-up`,
          off: first,
          run: () => {
            if (!first) onMove(-1, `${moveKey}-up`);
          },
        }}
        down={{
          key: `${moveKey}-down`,
          off: last,
          run: () => {
            if (!last) onMove(1, `${moveKey}-down`);
          },
        }}
        t={t}
      />
      <button type="button" aria-label={removeLabel} onClick={onRemove} className={removeButtonClass}>
        {t('option_groups.remove_action')}
      </button>
    </div>
  );
}
