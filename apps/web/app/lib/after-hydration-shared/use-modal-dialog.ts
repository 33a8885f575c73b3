import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';

/**
 * Drives a native modal <dialog>: `showModal()` makes the rest of the page
 * inert (a focus trap without a library), Escape closes it, focus returns to
 * the opener. Clicks on the backdrop close it too.
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

/**
 * A modal <dialog> that exists only while open: shown as it mounts, and
 * `onClose` (which unmounts it) runs whichever way it closes.
 */
export function useMountedModalDialog(onClose: () => void) {
  const { show, close, dialogProps } = useModalDialog();
  useEffect(() => {
    show();
  }, [show]);
  return {
    close,
    dialogProps: {
      ...dialogProps,
      onClose: () => {
        dialogProps.onClose();
        onClose();
      },
    },
  };
}
