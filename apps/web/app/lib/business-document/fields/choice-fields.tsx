import type { ReactNode } from 'react';
import { controlClass, FieldNotes, notesDescribedBy } from '../../form-field.tsx';

/*
 * The back office's choices (issue 35): a box that turns one thing on, boxes that choose some of a
 * list, buttons that choose one of a few, a list to choose one of many. Each at least 44 px tall, its
 * text part of its label (a tap on the text ticks it).
 */

/** A checkbox with its label: on or off. */
export function ToggleField({
  label,
  checked,
  onChange,
  name,
  describedBy,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  /** The id of a hint read with the box. */
  describedBy?: string;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={describedBy}
        className="size-5 shrink-0"
      />
      {label}
    </label>
  );
}

/** One checkbox per choice, in a row that wraps: what is ticked, a newly ticked one added at the end. */
export function CheckList<V extends string | number>({
  choices,
  chosen,
  onChange,
  className = 'mt-1 flex flex-wrap gap-x-4',
}: {
  choices: readonly { readonly value: V; readonly label: ReactNode }[];
  chosen: readonly V[];
  onChange: (chosen: V[]) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      {choices.map(({ value, label }) => (
        <label key={value} className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={chosen.includes(value)}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, value] : chosen.filter((other) => other !== value))
            }
            className="size-5"
          />
          {label}
        </label>
      ))}
    </div>
  );
}

/** Radio buttons in a row that wraps, one `name` for the group: the one chosen. */
export function RadioRow<V extends string>({
  name,
  choices,
  value,
  onChange,
  className = 'flex flex-wrap gap-x-6',
}: {
  name: string;
  choices: readonly { readonly value: V; readonly label: ReactNode }[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <div className={className}>
      {choices.map((choice) => (
        <label key={choice.value} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="size-5"
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}

/** A labelled list to choose one of many (`children`: its options), with its hint and error as a text field's. */
export function SelectField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  value: string | number;
  onChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={notesDescribedBy(id, { hint, error })}
        className={`mt-1 ${controlClass}`}
      >
        {children}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
