/**
 * The one way the web app holds state outside React (the cart, the session, the snackbar, the live
 * storefront, the consent choice, the API activity count, the shared clock, code loaded on demand): a
 * value and its listeners, in the shape `useSyncExternalStore` reads. Hand-written here rather than
 * zustand: it is part of every page's first load, where `/` has a few hundred bytes to spare, and
 * this is all of it that the stores use.
 */
export interface Store<S> {
  /** The value now; the same object until `set` changes it (useSyncExternalStore compares by identity). */
  readonly get: () => S;
  /** Replaces the value and tells every listener (also when the new value is the same). */
  readonly set: (next: S) => void;
  /** Calls `listener` after every `set`; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * A store holding `initial`. `onActive` runs when the first listener subscribes (a timer to start, a
 * window event to follow) and the function it returns when the last one leaves.
 */
export function createStore<S>(initial: S, onActive?: () => () => void): Store<S> {
  const listeners = new Set<() => void>();
  let value = initial;
  let stop: (() => void) | undefined;
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) stop = onActive?.();
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) stop?.();
      };
    },
  };
}
