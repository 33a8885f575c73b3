import { useId } from 'react';

/** A labelled text input of the restaurant's side: large type and a 48 px target for a tablet. */
export function StaffField({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  inputMode,
  required = true,
  autoFocus = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  required?: boolean;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-stone-900">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        // The second step of a sign-in: the code field is the only thing left to do.
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-12 rounded-lg border border-stone-400 px-3 text-lg text-stone-900 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none"
      />
    </div>
  );
}
