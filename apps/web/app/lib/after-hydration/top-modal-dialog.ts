import { useSyncExternalStore } from 'react';

/*
 * The modal <dialog> on top now (the last one opened that is still open), for
 * what must show above it: a modal dialog makes the rest of the page inert —
 * hidden from screen readers too, top-layer popovers included — so a message
 * meant to be read while one is open has to be inside it.
 */

function topModalDialog(): HTMLDialogElement | null {
  // Every <dialog> of the app opens with showModal() (lib/after-hydration-shared/use-modal-dialog.ts, the options dialog), so an open one is modal
  // (test DOMs do not answer :modal). The top layer stacks in opening order; document order is the best the DOM
  // tells, and a dialog opened from another comes later in it.
  return [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1) ?? null;
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  return () => observer.disconnect();
}

/** The open modal dialog on top, or null (always null on the server). */
export function useTopModalDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, topModalDialog, () => null);
}
