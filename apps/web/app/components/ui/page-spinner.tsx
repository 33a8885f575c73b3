/**
 * A centred spinner announced politely: the title when there is one (redirecting page), else `label` (the
 * guard's wait). The ring appears and turns once the wait has lasted a second (app.css `--animate-wait-spin`).
 */
export function PageSpinner({ label, title }: { label: string; title?: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-20 text-center">
      <span
        aria-hidden="true"
        className="border-t-primary size-10 animate-wait-spin rounded-full border-4 border-stone-200 motion-reduce:animate-none"
      />
      {title ? <h1 className="text-xl font-bold text-stone-900">{title}</h1> : null}
      {/* Without a title, the label tells assistive technology what is happening. */}
      {title ? null : <p className="sr-only">{label}</p>}
    </div>
  );
}
