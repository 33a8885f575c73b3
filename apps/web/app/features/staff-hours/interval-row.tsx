import type { Interval } from '@ordina/contracts';

/**
 * One interval as the weekly hours' and the closures' editors show it: its From and To times, its Remove
 * button and the problems with it, which both times read (aria-describedby `<id>-error`). The editor gives
 * its own look of a field and a button.
 */
export function IntervalRow({
  id,
  legend,
  fromLabel,
  toLabel,
  removeLabel,
  interval,
  errors,
  fieldClass,
  buttonClass,
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
  fieldClass: string;
  buttonClass: string;
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
        className={fieldClass}
        value={interval[end]}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange({ ...interval, [end]: event.target.value })}
      />
    </div>
  );
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{legend}</legend>
      {time('from', fromLabel)}
      {time('to', toLabel)}
      <button type="button" className={buttonClass} onClick={onRemove}>
        {removeLabel}
      </button>
      {invalid ? (
        <p id={`${id}-error`} className="w-full text-sm text-red-700">
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
