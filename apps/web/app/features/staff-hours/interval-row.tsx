import type { Interval } from '@ordina/contracts';
import { FieldNotes, notesDescribedBy } from '../../lib/form-field.tsx';
import { hoursButtonClass, hoursFieldClass } from './hours-controls.ts';

/**
 * One interval as the weekly hours' and the closures' editors show it: its From and To times, its Remove
 * button and the problems with it, which both times read (aria-describedby `<id>-error`).
 */
export function IntervalRow({
  id,
  legend,
  fromLabel,
  toLabel,
  removeLabel,
  interval,
  errors,
  onChange,
  onRemove,
}: {
  /** The ids' prefix: `<id>-from`, `<id>-to`, `<id>-error`. */
  id: string;
  legend: string;
  fromLabel: string;
  toLabel: string;
  removeLabel: string;
  interval: Interval;
  errors: readonly string[];
  onChange: (next: Interval) => void;
  onRemove: () => void;
}) {
  const invalid = errors.length > 0;
  const time = (end: 'from' | 'to', label: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${end}`} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${end}`}
        type="time"
        className={hoursFieldClass}
        value={interval[end]}
        aria-invalid={invalid}
        aria-describedby={notesDescribedBy(id, { error: errors.join(' ') })}
        onChange={(event) => onChange({ ...interval, [end]: event.target.value })}
      />
    </div>
  );
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{legend}</legend>
      {time('from', fromLabel)}
      {time('to', toLabel)}
      <button type="button" className={hoursButtonClass} onClick={onRemove}>
        {removeLabel}
      </button>
      {invalid ? (
        <div className="w-full">
          <FieldNotes id={id} error={errors.join(' ')} />
        </div>
      ) : null}
    </fieldset>
  );
}
