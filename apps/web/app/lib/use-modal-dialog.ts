import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { closeOnHistoryBack } from '../components/ui/dialog-history.ts';

/**
 * Drives a native modal <dialog>: `showModal()` makes the rest of the page
 * inert (a focus trap without a library), Escape closes it, focus returns to
 * the opener. Clicks on the backdrop close it too, and so does the browser's
 * Back (components/ui/dialog-history.ts).
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      setOpen(true);
    }
  }, []);
  const close = useCallback(() => ref.current?.close(), []);
  // Back closes it while it is open; its history entry goes when it closes (or unmounts) any other way.
  useEffect(() => (open ? closeOnHistoryBack(close) : undefined), [open, close]);

  const dialogProps = {
    ref,
    // Fires for close(), Escape and form[method=dialog]: the one place the state follows.
    onClose: () => setOpen(false),
    // The dialog box fills its content, so a click whose target is the dialog itself hit the backdrop.
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) close();
    },
  };
  return { open, show, close, dialogProps };
}
