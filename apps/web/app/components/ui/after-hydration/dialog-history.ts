/**
 * Browser Back closes the top dialog or drawer instead of leaving the page
 * (issue 11): on a phone, Back is how people dismiss things. `watchModalDialogs`
 * (run once per page by the page services, after hydration, so none of this
 * weighs on the first load) sees every native <dialog> of the app open as a
 * modal and close or leave the page, and calls `closeOnHistoryBack` and its
 * release for it: no dialog has to remember to.
 *
 * Opening pushes one history entry with the same URL; Back pops it and the
 * top dialog closes. The popstate is stopped before React Router sees it
 * (a capture listener on window runs before the router's own listener), so
 * the page is not navigated nor its data reloaded. A dialog closed any other
 * way (Escape, its buttons, a link) leaves its entry (see the release below):
 * one later Back then stays on the page.
 */

const STATE_KEY = 'ordinaDialog';

interface OpenDialog {
  readonly token: number;
  readonly close: () => void;
}

const openDialogs: OpenDialog[] = [];
let lastToken = 0;
let listening = false;

function entryToken(state: unknown): unknown {
  return state !== null && typeof state === 'object'
    ? (state as Record<string, unknown>)[STATE_KEY]
    : undefined;
}

function onPopState(event: PopStateEvent): void {
  const top = openDialogs.at(-1);
  // No dialog open, or a Forward onto its own entry: a real navigation, the router's business.
  if (!top || entryToken(event.state) === top.token) return;
  event.stopImmediatePropagation();
  openDialogs.pop();
  top.close();
}

/**
 * Makes Back close this dialog while it is open. Call when it opens; call the
 * returned function when it has closed, however it closed (twice is harmless).
 */
export function closeOnHistoryBack(close: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (!listening) {
    window.addEventListener('popstate', onPopState, { capture: true });
    listening = true;
  }
  lastToken += 1;
  const dialog: OpenDialog = { token: lastToken, close };
  // The router's own state (its key and index) is kept, so its count of entries stays right.
  window.history.pushState({ ...(window.history.state as object | null), [STATE_KEY]: dialog.token }, '');
  openDialogs.push(dialog);
  return () => {
    const index = openDialogs.indexOf(dialog);
    if (index === -1) return; // closed by Back: its entry is gone already
    openDialogs.splice(index, 1);
    // Its entry stays: taking it off with history.back() raced a link that closed the dialog while the
    // router was still loading the next page (the back landed after the router's push). A later Back
    // onto this entry reaches the router as a move to the same address, which keeps the page.
  };
}

/**
 * Applies closeOnHistoryBack to every modal <dialog> of the page, from the
 * moment it opens to the moment it closes or leaves the document. Returns the
 * function that stops watching.
 */
export function watchModalDialogs(root: Node = document.body): () => void {
  const releases = new Map<HTMLDialogElement, () => void>();
  const observer = new MutationObserver(() => {
    for (const [dialog, release] of releases) {
      if (!dialog.open || !dialog.isConnected) {
        releases.delete(dialog);
        release();
      }
    }
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) {
      if (!releases.has(dialog) && isModal(dialog)) {
        releases.set(
          dialog,
          closeOnHistoryBack(() => dialog.close()),
        );
      }
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}

/** Whether the dialog was opened with showModal() (an engine without :modal counts every open dialog). */
function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return true;
  }
}
