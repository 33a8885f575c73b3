import { useEffect, useRef } from 'react';

/** The 'check your mail' alert that replaces a form once its e-mail is on its way; focused so it is read at once. */
export function CheckMail({
  text,
  action,
  onAction,
}: {
  text: string;
  action: string;
  onAction: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="space-y-4 focus:outline-none">
      <div className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mt-0.5 size-5 shrink-0 fill-none stroke-current stroke-2"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m3 7 9 6 9-6" />
        </svg>
        <p className="text-sm font-medium">{text}</p>
      </div>
      <button
        type="button"
        onClick={onAction}
        className="text-primary focus-visible:ring-primary mx-auto block min-h-11 rounded px-2 py-2 text-sm font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
      >
        {action}
      </button>
    </div>
  );
}
