import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Translator } from '@ordina/i18n';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';

/**
 * A button that opens a native modal <dialog> titled `title` (labelled by its
 * heading; Escape, the close button and the backdrop close it; focus returns
 * to the button). The body renders only while open, so heavy bodies can be
 * lazy components that load on first open.
 */
export function InfoDialog({
  label,
  title,
  t,
  children,
  buttonClassName = 'text-primary rounded text-sm font-semibold underline underline-offset-2',
}: {
  label: ReactNode;
  title: string;
  t: Translator;
  children: ReactNode;
  buttonClassName?: string;
}) {
  const { open, show, close, dialogProps } = useModalDialog();
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        className={`focus-visible:ring-primary focus-visible:ring-2 focus-visible:outline-none ${buttonClassName}`}
      >
        {label}
      </button>
      <dialog
        {...dialogProps}
        aria-labelledby={titleId}
        className="m-auto w-[calc(100%-2rem)] max-w-[500px] rounded-2xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/50"
      >
        <div className="p-5">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              className="focus-visible:ring-primary -m-1 rounded-full p-1 text-stone-600 hover:bg-stone-100 focus-visible:ring-2 focus-visible:outline-none"
            >
              <span aria-hidden="true" className="block size-6 text-center text-xl leading-6">
                ×
              </span>
              <span className="sr-only">{t('common.close')}</span>
            </button>
          </div>
          <div className="mt-3">{open && children}</div>
        </div>
      </dialog>
    </>
  );
}
