import type { SyntheticEvent } from 'react';
import type { Translator } from '@ordina/i18n';
import { useMountedModalDialog } from '../../lib/after-hydration-shared/use-modal-dialog.ts';
import { DialogCloseButton } from '../../lib/after-hydration-shared/dialog-close-button.tsx';

/**
 * The privacy-policy dialog (spec §2): the policy page in a frame, full
 * screen on small screens and at most 900 px wide from sm: up. Mounted only
 * while open, so the frame loads only when asked for.
 *
 * Escape closes it even with the focus inside the frame: a key pressed there
 * is an event of the frame's own document, which the dialog never sees, so
 * the dialog listens on that document too (each page the frame loads). That
 * reaches our own policy page (same origin, the usual configuration); a
 * policy on another site cannot be listened to, and its Escape stays the
 * frame's (the close button and the backdrop still close the dialog).
 */
export function PrivacyDialog({ url, onClose, t }: { url: string; onClose: () => void; t: Translator }) {
  const dialog = useMountedModalDialog(onClose);
  const title = t('common.privacy_policy');
  const { close } = dialog;
  function closeOnEscapeInFrame(event: SyntheticEvent<HTMLIFrameElement>) {
    // null for a page of another origin (no exception in browsers; guarded anyway).
    let frameDocument: Document | null = null;
    try {
      frameDocument = event.currentTarget.contentDocument;
    } catch {
      frameDocument = null;
    }
    frameDocument?.addEventListener('keydown', (keyEvent) => {
      if (keyEvent.key !== 'Escape') return;
      keyEvent.preventDefault();
      close();
    });
  }
  return (
    <dialog
      {...dialog.dialogProps}
      aria-labelledby="privacy-dialog-title"
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-stone-900 shadow-xl backdrop:bg-black/50 sm:m-auto sm:h-[85dvh] sm:w-[calc(100%-2rem)] sm:max-w-[900px] sm:rounded-2xl"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-stone-100 pr-2 pl-4">
          <h2 id="privacy-dialog-title" className="truncate font-bold">
            {title}
          </h2>
          <DialogCloseButton label={t('common.close')} onClick={dialog.close} />
        </div>
        <iframe src={url} title={title} onLoad={closeOnEscapeInFrame} className="w-full flex-1 border-0" />
      </div>
    </dialog>
  );
}
