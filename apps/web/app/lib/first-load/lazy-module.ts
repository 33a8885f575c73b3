import { useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import { createStore } from './create-store.ts';

/** A module loaded on demand, readable from components once it is there. */
export interface LazyModule<M> {
  /** Loads the module once; a failed load is retried on the next call. */
  readonly load: () => Promise<M>;
  /** The module, or null on the server, during hydration and until loaded; loading starts on mount. */
  readonly useModule: () => M | null;
  /** True once the latest load failed (offline), until the next load starts: the place of the module shows a retry. */
  readonly useFailed: () => boolean;
  /** The customer's "try again" after a failure: loads again, and reloads the page if the browser still refuses the code while online. */
  readonly retry: () => Promise<M>;
}

const waitingImports: (() => void)[] = [];

/**
 * Starts `start` (a dynamic import) in a task of its own, after those asked for before it. Each import()
 * costs the main thread a few milliseconds (more under Lighthouse, which records every request's initiator),
 * and a page's lazy parts ask for theirs together, in the flush of effects right after hydration: a dozen
 * imports made one long task. One per task, each stays short (docs/decisions/030).
 */
export function inOwnTask<T>(start: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (waitingImports.push(() => void start().then(resolve, reject)) === 1) setTimeout(startNextImport, 0);
  });
}

function startNextImport(): void {
  waitingImports.shift()?.();
  if (waitingImports.length > 0) setTimeout(startNextImport, 0);
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * A retry after a failed load. Chromium 156 asks the network anew for a
 * failed dynamic import (checked at the 2026-11-27 stop: import, fail, import
 * again fetches again), so the retry usually brings the code in place. A
 * browser that keeps a failed import for the life of the document (older
 * Chromium: Debian's 150, installed here on 2026-12-01) fails again without a request: when the browser is online and the
 * code still does not come, only a new document brings it, so the page
 * reloads (the cart lives in localStorage and stays).
 */
export function retryOrReload<M>(load: () => Promise<M>): Promise<M> {
  return load().catch((error: unknown) => {
    if (!browserOffline()) window.location.reload();
    throw error;
  });
}

/**
 * Wraps a dynamic import for code the pages need only after hydration. Unlike
 * React.lazy, a module that has already arrived renders at once (no suspended
 * render), one load serves components and plain code alike, and a failed load
 * (a dropped connection) is a state the page shows, not an error that replaces it.
 */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  const held = createStore<{ readonly module: M | null; readonly failed: boolean }>({
    module: null,
    failed: false,
  });
  let loading: Promise<M> | null = null;

  function load(): Promise<M> {
    if (!loading) {
      if (held.get().failed) held.set({ module: null, failed: false });
      // Known offline: fail without asking, so the browser does not remember a failed import (see retryOrReload).
      const imported = browserOffline() ? Promise.reject(new TypeError('offline')) : importer();
      loading = imported.then(
        (module) => {
          held.set({ module, failed: false });
          return module;
        },
        (error: unknown) => {
          loading = null;
          held.set({ module: null, failed: true });
          throw error;
        },
      );
    }
    return loading;
  }

  function useModule(): M | null {
    useEffect(() => {
      // Offline: the page keeps working without the module; useFailed says so, load() tries again.
      inOwnTask(load).catch(() => undefined);
    }, []);
    const module = useSyncExternalStore(
      held.subscribe,
      () => held.get().module,
      () => null,
    );
    // A store update renders synchronously, in one task however large the part that arrived (the checkout's
    // summary, a dialog's body). Deferred, the part renders at transition priority: React yields to the browser
    // every few milliseconds, so taps and typing are answered meanwhile. A module already here renders at once.
    return useDeferredValue(module);
  }

  function useFailed(): boolean {
    return useSyncExternalStore(
      held.subscribe,
      () => held.get().failed,
      () => false,
    );
  }

  return { load, useModule, useFailed, retry: () => retryOrReload(load) };
}

/** Tasks waiting for the browser's next idle period, with how many callers asked for each (see whenIdle). */
const idleTasks = new Map<() => void, number>();
let idleScheduled = false;

function scheduleIdle(): void {
  if (idleScheduled) return;
  idleScheduled = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(runIdleTasks, { timeout: 2000 });
  else setTimeout(runIdleTasks, 1);
}

function runIdleTasks(deadline?: IdleDeadline): void {
  idleScheduled = false;
  try {
    // One task at least per idle period, more while the period lasts; the rest wait for the next one.
    do {
      const next = idleTasks.keys().next();
      if (next.done) return;
      idleTasks.delete(next.value);
      next.value();
    } while (deadline !== undefined && deadline.timeRemaining() > 0 && !deadline.didTimeout);
  } finally {
    // A task that throws does not strand the others (each had an idle callback of its own before).
    if (idleTasks.size > 0) scheduleIdle();
  }
}

/**
 * Runs `task` when the browser has nothing better to do (soon after
 * hydration), so code a tap will need is already here when the connection
 * drops; returns the cancel. Browsers without requestIdleCallback run it on
 * the next task.
 *
 * One idle callback serves every caller, and the same task asked for by many
 * (each add button of a category page preloads the same dialog) runs once:
 * every requestIdleCallback costs the main thread while the page's effects
 * flush, more under Lighthouse, which records each callback's initiator. A
 * task runs unless every caller that asked for it cancelled.
 */
// In this module, not its own: a file of its own is one more request and gzip frame on every first load.
export function whenIdle(task: () => void): () => void {
  idleTasks.set(task, (idleTasks.get(task) ?? 0) + 1);
  scheduleIdle();
  let cancelled = false;
  return () => {
    if (cancelled) return;
    cancelled = true;
    const callers = idleTasks.get(task);
    if (callers === undefined) return;
    if (callers > 1) idleTasks.set(task, callers - 1);
    else idleTasks.delete(task);
  };
}
