import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';

const inputClass =
  'mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base focus:border-primary focus:ring-1 focus:ring-primary focus:outline-none aria-[invalid=true]:border-red-600';

/**
 * A labelled text input with its hint and its error message (read with the
 * field: aria-describedby, aria-invalid). `name` identifies the field for
 * focusing the first invalid one.
 */
export function FormField({
  label,
  error,
  hint,
  ...input
}: {
  label: string;
  error?: string | null;
  hint?: string;
  name: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'className'>) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} className={inputClass} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label (which may hold a link) and its error message. */
export function CheckboxField({
  name,
  checked,
  onChange,
  error,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="accent-primary mt-0.5 size-5 shrink-0"
        />
        <label htmlFor={id} className="text-sm text-stone-800">
          {children}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's submit button; busy while the call runs (disabled, announced). */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="bg-button text-button-text focus-visible:ring-primary w-full rounded-full px-5 py-3 font-semibold shadow-sm hover:brightness-110 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? busyLabel : children}
    </button>
  );
}

/** Focuses the first field of `form` whose name is in `invalid` (after a failed submit). */
export function focusFirstInvalid(form: HTMLFormElement | null, invalid: readonly string[]): void {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && invalid.includes(element.name)) {
      element.focus();
      return;
    }
  }
}
