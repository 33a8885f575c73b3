import { useEffect, useSyncExternalStore } from 'react';

/** A module loaded on demand, readable from components once it is there. */
export interface LazyModule<M> {
  /** Loads the module once; a failed load is retried on the next call. */
  readonly load: () => Promise<M>;
  /** The module, or null on the server, during hydration and until loaded; loading starts on mount. */
  readonly useModule: () => M | null;
}

/**
 * Wraps a dynamic import for code the pages need only after hydration. Unlike
 * React.lazy, a module that has already arrived renders at once (no suspended
 * render), and one load serves components and plain code alike.
 */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  const listeners = new Set<() => void>();
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;

  function load(): Promise<M> {
    loading ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function useModule(): M | null {
    useEffect(() => {
      // Offline: the page keeps working without the module; the next mount tries again.
      load().catch(() => undefined);
    }, []);
    return useSyncExternalStore(
      subscribe,
      () => loaded,
      () => null,
    );
  }

  return { load, useModule };
}
