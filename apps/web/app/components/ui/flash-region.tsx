import { createPortal } from 'react-dom';
import { useFlash } from '../../lib/flash.ts';
import type { Flash } from '../../lib/flash.ts';
import { useTopModalDialog } from '../../lib/top-modal-dialog.ts';

const regionClass = 'pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 lg:bottom-6';

function FlashMessage({ flash }: { flash: Flash }) {
  return (
    <p key={flash.id} className={`rounded-xl px-4 py-3 text-sm font-medium text-white shadow-lg ${flash.tone === 'error' ? 'bg-red-700' : 'bg-stone-900'}`}>
      {flash.text}
    </p>
  );
}

/**
 * The polite live region where flash messages appear. Mount it once per page
 * (in the shell): it is always in the document, so screen readers announce
 * each message that appears in it. While a modal dialog or drawer is open the
 * page behind it is inert (unseen under the backdrop, unread by screen
 * readers), so the region is inside that dialog instead: a message raised
 * meanwhile (a time-left warning, for one) shows and is read where the
 * customer is, and returns to the page when the dialog closes.
 */
export function FlashRegion() {
  const current = useFlash();
  const dialog = useTopModalDialog();
  const message = current && <FlashMessage key={current.id} flash={current} />;
  return (
    <>
      <div role="status" aria-live="polite" className={regionClass}>
        {dialog === null && message}
      </div>
      {dialog !== null &&
        createPortal(
          <div role="status" aria-live="polite" data-flash-in-dialog="" className={regionClass}>
            {message}
          </div>,
          dialog,
        )}
    </>
  );
}
