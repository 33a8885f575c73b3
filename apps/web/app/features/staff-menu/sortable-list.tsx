import { useId, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { iconButtonClass, MoveButtons, useKeptFocus } from '../../lib/business-document/move-buttons.tsx';

/*
 * A list the owner reorders by drag and by keyboard (issue 35: categories, and products within their
 * category), with @dnd-kit: each row has a handle — dragged with a finger or a mouse, or focused and
 * moved with Space, the arrow keys and Space again (Escape puts it back), every step announced in the
 * staff language — and plain "Move up" / "Move down" buttons, the obvious keyboard way. A move is
 * reported once, on the drop, as (from, to); while `busy` (the last move being saved) none is taken,
 * so each reorder is one save on the version the page shows.
 */

/** The controls a row shows: its drag handle and its Move up / Move down buttons. */
export type RowControls = ReactNode;

export function SortableList<T extends { id: number }>({
  items,
  nameOf,
  label,
  busy,
  t,
  onMove,
  renderRow,
  className = '',
}: {
  items: readonly T[];
  nameOf: (item: T) => string;
  /** The list's accessible name (a list of categories, a category's products). */
  label: string;
  busy: boolean;
  t: StaffTranslator;
  onMove: (from: number, to: number) => void;
  renderRow: (item: T, controls: RowControls) => ReactNode;
  className?: string;
}) {
  const contextId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const count = items.length;
  const at = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
  const name = (id: UniqueIdentifier) => {
    const item = items.find((entry) => entry.id === Number(id));
    return item === undefined ? '' : nameOf(item);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('menu.drag_picked', { name: name(active.id), position: at(active.id), count }),
    onDragOver: ({ active, over }) =>
      over ? t('menu.drag_over', { name: name(active.id), position: at(over.id), count }) : undefined,
    onDragEnd: ({ active, over }) =>
      t('menu.drag_dropped', { name: name(active.id), position: at(over?.id ?? active.id), count }),
    onDragCancel: ({ active }) =>
      t('menu.drag_cancelled', { name: name(active.id), position: at(active.id) }),
  };

  // The button that moved a row keeps the focus: React moves some rows' elements, and a moved element loses it.
  const { container: listRef, keep } = useKeptFocus<HTMLUListElement>();

  function move(from: number, to: number, button?: 'up' | 'down') {
    const item = items[from];
    if (busy || item === undefined || from === to || to < 0 || to >= count) return;
    if (button) keep(`${button}-${item.id}`);
    onMove(from, to);
  }

  function dropped({ active, over }: DragEndEvent) {
    if (over) move(at(active.id) - 1, at(over.id) - 1);
  }

  return (
    <DndContext
      id={contextId}
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('menu.drag_instructions') } }}
      onDragEnd={dropped}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul ref={listRef} aria-label={label} className={`flex flex-col gap-2 ${className}`}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              name={nameOf(item)}
              first={index === 0}
              last={index === count - 1}
              busy={busy}
              t={t}
              onUp={() => move(index, index - 1, 'up')}
              onDown={() => move(index, index + 1, 'down')}
            >
              {(controls) => renderRow(item, controls)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  first,
  last,
  busy,
  t,
  onUp,
  onDown,
  children,
}: {
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  busy: boolean;
  t: StaffTranslator;
  onUp: () => void;
  onDown: () => void;
  children: (controls: RowControls) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, attributes: { roleDescription: t('menu.sortable') } });
  // aria-disabled, not disabled: the button keeps the focus when the row reaches the top or the end.
  const controls = (
    <div className="flex shrink-0 gap-1">
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('menu.drag', { name })}
        className={`${iconButtonClass} cursor-grab touch-none`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <circle cx="7" cy="5" r="1.5" />
          <circle cx="13" cy="5" r="1.5" />
          <circle cx="7" cy="10" r="1.5" />
          <circle cx="13" cy="10" r="1.5" />
          <circle cx="7" cy="15" r="1.5" />
          <circle cx="13" cy="15" r="1.5" />
        </svg>
      </button>
      <MoveButtons
        name={name}
        up={{ key: `up-${id}`, off: first || busy, run: onUp }}
        down={{ key: `down-${id}`, off: last || busy, run: onDown }}
        t={t}
      />
    </div>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 rounded-lg shadow-lg ring-2 ring-stone-900' : undefined}
    >
      {children(controls)}
    </li>
  );
}
