declare global {
  interface Window {
    /** Commits React has made in this document (set by the hook below). */
    __e2eReactCommits?: number;
    /** Called after each of React's commits, when a page script set it (the keystroke bench). */
    __onReactCommit?: () => void;
  }
}

/**
 * A script for the page to run before its own (`page.addInitScript(REACT_COMMIT_HOOK)`): the hook React
 * offers to developer tools, which it calls after every commit, production builds too. It counts the
 * commits (the first is the hydration) and calls `window.__onReactCommit` after each. Source text rather
 * than a function: a function would reach the page as its source after the runner's transform, which may
 * call helpers of its own (tsx's `__name`). Used by the journeys (hydration.ts) and bench/search-keystroke.ts.
 */
export const REACT_COMMIT_HOOK = `
  (() => {
    const noop = () => undefined;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberRoot: () => {
          window.__e2eReactCommits = (window.__e2eReactCommits ?? 0) + 1;
          window.__onReactCommit?.();
        },
        onPostCommitFiberRoot: noop,
        onCommitFiberUnmount: noop,
        setStrictMode: noop,
        checkDCE: noop,
      },
    });
  })();
`;
