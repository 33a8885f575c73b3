import { useCallback, useEffect, useRef, useState } from 'react';

/** What a query's run gets: its cancellation, the way to show an answer, and a wait that ends with it. */
export interface QueryRun<T> {
  /** Aborted when the key changes, the query runs again or the component goes: pass it to the call when it takes one. */
  readonly signal: AbortSignal;
  /** Shows `value` as the answer for this run's key; ignored once the run is stale. */
  readonly show: (value: T) => void;
  /**
   * Waits `ms` (a debounce, the next poll). With `wakeOnReturn` it ends early when the tab comes back
   * into view. Rejects when the run goes stale, which ends the run.
   */
  readonly sleep: (ms: number, options?: { readonly wakeOnReturn?: boolean }) => Promise<void>;
  /**
   * Waits until the component asks for more (`ApiQuery.more`: the next page of a list, as its end comes
   * into view). Rejects when the run goes stale, which ends the run.
   */
  readonly moreWanted: () => Promise<void>;
}

/** A query's state for the key it has now. */
export interface ApiQuery<T> {
  /** The latest answer shown for the current key; undefined until there is one (and while the key is null). */
  readonly value: T | undefined;
  /** Runs the query again for the same key (a retry, "check again"), dropping the running one. */
  readonly rerun: () => void;
  /** Lets the run go on when it waits for it (`QueryRun.moreWanted`); while it loads, or once it ended, nothing. */
  readonly more: () => void;
}

const staleError = () => new DOMException('The query went stale', 'AbortError');

function sleeper(signal: AbortSignal) {
  return (ms: number, { wakeOnReturn = false } = {}) =>
    new Promise<void>((resolve, reject) => {
      const done = new AbortController();
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        done.abort();
        settle();
      };
      const timer = setTimeout(() => finish(resolve), ms);
      const onReturn = () => {
        if (document.visibilityState === 'visible') finish(resolve);
      };
      if (wakeOnReturn) {
        document.addEventListener('visibilitychange', onReturn, { signal: done.signal });
        window.addEventListener('focus', onReturn, { signal: done.signal });
      }
      const stale = () => finish(() => reject(staleError()));
      if (signal.aborted) stale();
      else signal.addEventListener('abort', stale, { signal: done.signal });
    });
}

/**
 * The one way a component loads data from the API (or code a rule needs): `run` starts whenever `key`
 * changes (null: nothing to load), and only what the run for the current key shows is returned — an
 * answer to an older key, a run started before a rerun, or one finishing after the component is gone
 * never lands. `run` is read when the run starts (the latest one, not a dependency), so it may use the
 * component's current props; a run returning a value shows it. Debounces and polls are `sleep`s inside
 * the run, so they end with it too, and a list loaded page by page is one run that shows each page and
 * waits for `moreWanted` before the next.
 */
export function useApiQuery<T>(
  key: string | null,
  run: (query: QueryRun<T>) => Promise<T | void> | void,
): ApiQuery<T> {
  const [shown, setShown] = useState<{ readonly key: string; readonly value: T } | null>(null);
  const [round, setRound] = useState(0);
  // The running run's wait for `more`, when it waits (one run at a time, one wait at a time).
  const waitingForMore = useRef<(() => void) | null>(null);
  const latestRun = useRef(run);
  useEffect(() => {
    latestRun.current = run;
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    const show = (value: T) => {
      if (!signal.aborted) setShown({ key, value });
    };
    const moreWanted = () =>
      new Promise<void>((resolve, reject) => {
        const wake = () => {
          waitingForMore.current = null;
          resolve();
        };
        if (signal.aborted) return reject(staleError());
        waitingForMore.current = wake;
        signal.addEventListener('abort', () => {
          if (waitingForMore.current === wake) waitingForMore.current = null;
          reject(staleError());
        });
      });
    void (async () => {
      const value = await latestRun.current({ signal, show, sleep: sleeper(signal), moreWanted });
      if (value !== undefined) show(value);
    })().catch((error: unknown) => {
      // A stale run ends by rejecting its sleep (or its aborted call): nothing to report.
      if (!signal.aborted) throw error;
    });
    return () => controller.abort();
  }, [key, round]);

  const rerun = useCallback(() => setRound((value) => value + 1), []);
  const more = useCallback(() => waitingForMore.current?.(), []);
  return { value: shown !== null && shown.key === key ? shown.value : undefined, rerun, more };
}
