import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTopModalDialog } from '../../../lib/after-hydration/top-modal-dialog.ts';

/**
 * The flash region once it follows dialogs: while a modal dialog or drawer
 * is open the page behind it is inert (unseen under the backdrop, unread by
 * screen readers), so the region is inside that dialog instead; a message
 * raised meanwhile (a time-left warning, for one) shows and is read where the
 * customer is, and returns to the page when the dialog closes. The message and
 * the region's class come from flash-region.tsx, which loads this file: it
 * imports nothing back, so the two files make no import cycle.
 */
export function FlashRegionInDialogs({ message, className }: { message: ReactNode; className: string }) {
  const dialog = useTopModalDialog();
  return (
    <>
      <div role="status" aria-live="polite" className={className}>
        {dialog === null && message}
      </div>
      {dialog !== null &&
        createPortal(
          <div role="status" aria-live="polite" data-flash-in-dialog="" className={className}>
            {message}
          </div>,
          dialog,
        )}
    </>
  );
}
