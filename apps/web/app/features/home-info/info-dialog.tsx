import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Translator } from '@ordina/i18n';
import { lazyModule, whenIdle } from '../../lib/first-load/lazy-module.ts';
import { LazyPart } from '../../lib/lazy-parts/lazy-part.tsx';

// The dialog's code is not part of the home page's first load: it is fetched
// when the page is idle (so it opens offline too) and on intent.
const panel = lazyModule(() => import('./info-dialog-panel.tsx'));

function preloadPanel(): void {
  // A failed preload is not an error: opening loads it again, or offers a retry.
  panel.load().catch(() => undefined);
}

/**
 * A button that opens a dialog titled `title` with `children` in it
 * (info-dialog-panel.tsx). The body renders only while open, so heavy
 * bodies can be lazy parts that load on first open.
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
  const [open, setOpen] = useState(false);
  useEffect(() => whenIdle(preloadPanel), []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        aria-haspopup="dialog"
        className={`focus-visible:ring-primary focus-visible:ring-2 focus-visible:outline-none ${buttonClassName}`}
      >
        {label}
      </button>
      {open && (
        <LazyPart
          part={panel}
          t={t}
          render={(module) => (
            <module.InfoDialogPanel title={title} t={t} onClose={() => setOpen(false)}>
              {children}
            </module.InfoDialogPanel>
          )}
        />
      )}
    </>
  );
}
