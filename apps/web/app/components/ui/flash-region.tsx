import { useFlash } from '../../lib/flash.ts';

/**
 * The polite live region where flash messages appear. Mount it once per page
 * (in the shell): it is always in the document, so screen readers announce
 * each message that appears in it.
 */
export function FlashRegion() {
  const current = useFlash();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 lg:bottom-6"
    >
      {current && (
        <p
          key={current.id}
          className={`rounded-xl px-4 py-3 text-sm font-medium text-white shadow-lg ${current.tone === 'error' ? 'bg-red-700' : 'bg-stone-900'}`}
        >
          {current.text}
        </p>
      )}
    </div>
  );
}
