import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { useModalDialog } from '../../lib/after-hydration-shared/use-modal-dialog.ts';
import { Button } from './button.tsx';

// Literal class names (Tailwind only sees whole strings): confirmation 500 px, account erase 700 px (spec §9).
const WIDTHS = { confirm: 'max-w-[500px]', erase: 'max-w-[700px]' } as const;

/**
 * A confirmation in a native modal <dialog> (focus trapped, Escape and the
 * backdrop cancel, focus returns to the opener), open while `open` is true.
 * Cancel is the safe default: it is focused first.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  confirmTone = 'danger',
  busy,
  width = 'confirm',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** The safe choice's label: 'Cancel' in the page's language unless the spec names another ('Do not confirm'). */
  cancelLabel: string;
  /** 'danger' for destructive confirmations, 'primary' for going ahead (sending an order). */
  confirmTone?: 'danger' | 'primary';
  busy: boolean;
  width?: keyof typeof WIDTHS;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { show, close, dialogProps } = useModalDialog();
  const titleId = useId();

  useEffect(() => {
    if (open) show();
    else close();
  }, [open, show, close]);

  return (
    <dialog
      {...dialogProps}
      onClose={() => {
        dialogProps.onClose();
        if (open) onCancel();
      }}
      aria-labelledby={titleId}
      className={`m-auto w-[calc(100%-2rem)] ${WIDTHS[width]} rounded-2xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/50`}
    >
      <div className="p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {children ? <div className="mt-3 text-stone-700">{children}</div> : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button tone="secondary" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button tone={confirmTone} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
