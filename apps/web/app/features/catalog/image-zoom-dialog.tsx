import type { Translator } from '@ordina/i18n';
import { useMountedModalDialog } from '../../lib/after-hydration-shared/use-modal-dialog.ts';
import { DialogCloseButton } from '../../lib/after-hydration-shared/dialog-close-button.tsx';

/** The picture being enlarged: its address and the name it shows. */
export interface ZoomedImage {
  src: string;
  alt: string;
}

/**
 * The image zoom dialog (spec §2): the picture up to 700 px wide in a native
 * modal <dialog>, closed by its close button, by clicking the picture, by
 * the backdrop or by Escape.
 */
export function ImageZoomDialog({
  image,
  onClose,
  t,
}: {
  image: ZoomedImage;
  onClose: () => void;
  t: Translator;
}) {
  const dialog = useMountedModalDialog(onClose);
  return (
    <dialog
      {...dialog.dialogProps}
      aria-label={image.alt}
      className="m-auto w-[calc(100%-2rem)] max-w-[700px] overflow-visible bg-transparent p-0 backdrop:bg-black/70"
    >
      <div className="relative">
        <DialogCloseButton label={t('common.close')} onClick={dialog.close} variant="overlay" />
        {/* Clicking the picture closes it too (spec §2); the close button is the keyboard way. */}
        <img
          src={image.src}
          alt={image.alt}
          width={700}
          height={525}
          onClick={dialog.close}
          className="h-auto max-h-[85dvh] w-full cursor-zoom-out rounded-2xl bg-white object-contain"
        />
      </div>
    </dialog>
  );
}
