import type { ReactNode } from 'react';

/** The form's submit button; busy while the call runs (disabled, announced). */
export function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
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
