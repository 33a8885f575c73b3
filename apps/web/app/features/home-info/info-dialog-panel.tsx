import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Translator } from '@ordina/i18n';
import { DialogCloseButton } from '../../lib/after-hydration-shared/dialog-close-button.tsx';
import { useMountedModalDialog } from '../../lib/after-hydration-shared/use-modal-dialog.ts';

/**
 * The dialog of an InfoDialog button: a native modal <dialog> titled `title`
 * (labelled by its heading; Escape, the close button and the backdrop close
 * it; the browser returns focus to the button). Mounted open; `onClose`
 * unmounts it.
 */
export function InfoDialogPanel({
  title,
  t,
  onClose,
  children,
}: {
  title: string;
  t: Translator;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useMountedModalDialog(onClose);
  const titleId = useId();
  return (
    <dialog
      {...dialog.dialogProps}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-[500px] rounded-2xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/50"
    >
      <div className="p-5">
        <div className="-mt-2 -mr-2 flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <DialogCloseButton label={t('common.close')} onClick={dialog.close} />
        </div>
        <div className="mt-1">{children}</div>
      </div>
    </dialog>
  );
}
