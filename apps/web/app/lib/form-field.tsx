import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

// The form fields of the login drawer, the personal-area pages and the back
// office: one markup, so labels, hints and errors read the same way everywhere.

/** The look of a text input or select of a form (without its top margin). */
/** A control's look without its width, for controls that share a row (the phone's country and number). */
export const controlLook =
  'rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 focus:border-primary focus:ring-1 focus:ring-primary focus:outline-none disabled:bg-stone-100 disabled:text-stone-600 aria-[invalid=true]:border-red-600';
export const controlClass = `w-full ${controlLook}`;
const inputClass = `mt-1 ${controlClass}`;

/**
 * The aria-describedby that reads a control's FieldNotes (`<id>-hint` while there is a hint, `<id>-error`
 * while there is an error) after any `others` ids; undefined when there is nothing to read.
 */
export function notesDescribedBy(
  id: string,
  notes: { hint?: unknown; error?: unknown },
  ...others: (string | undefined)[]
): string | undefined {
  const ids = [...others, notes.hint ? `${id}-hint` : '', notes.error ? `${id}-error` : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * A field's hint and error under it, with the ids its control's
 * aria-describedby names (`<id>-hint`, `<id>-error`): one look for every form.
 */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A labelled text input with its hint and error (both read with the field through
 * aria-describedby; aria-invalid while the error shows). `id` when the form focuses it by id
 * (a back-office form's first wrong field), else its own.
 */
export function TextField({
  id: givenId,
  label,
  error,
  hint,
  ...input
}: {
  id?: string;
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  name?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'>) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={notesDescribedBy(id, { hint, error })}
        className={inputClass}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A checkbox with its label and its error; a link belongs beside it, not in the label (a tap on the label ticks the box). */
export function CheckboxField({
  name,
  checked,
  onChange,
  disabled,
  error,
  describedBy,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  error?: string | null;
  /** Extra description read with the box (e.g. which address it belongs to). */
  describedBy?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      {/* The whole row is the label: tapping any of its text ticks the box, at least 44 px tall (issue 34, items 7 and 10). */}
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-start gap-3 py-2.5 text-sm text-stone-800"
      >
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={notesDescribedBy(id, { error }, describedBy)}
          className="accent-primary mt-0.5 size-5 shrink-0 disabled:opacity-60"
        />
        <span>{children}</span>
      </label>
      <FieldNotes id={id} error={error} />
    </div>
  );
}
