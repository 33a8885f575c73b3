import { createPortal } from 'react-dom';
import { useFlash } from '../../lib/flash.ts';
import { useTopModalDialog } from '../../lib/top-modal-dialog.ts';
import { FlashMessage, FLASH_REGION_CLASS } from './flash-region.tsx';

/**
 * The flash region once it follows dialogs: while a modal dialog or drawer
 * is open the page behind it is inert (unseen under the backdrop, unread by
 * screen readers), so the region is inside that dialog instead; a message
 * raised meanwhile (a time-left warning, for one) shows and is read where the
 * customer is, and returns to the page when the dialog closes.
 */
export function FlashRegionInDialogs() {
  const current = useFlash();
  const dialog = useTopModalDialog();
  const message = current && <FlashMessage key={current.id} flash={current} />;
  return (
    <>
      <div role="status" aria-live="polite" className={FLASH_REGION_CLASS}>
        {dialog === null && message}
      </div>
      {dialog !== null &&
        createPortal(
          <div role="status" aria-live="polite" data-flash-in-dialog="" className={FLASH_REGION_CLASS}>
            {message}
          </div>,
          dialog,
        )}
    </>
  );
}
