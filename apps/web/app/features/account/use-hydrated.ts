import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and in hydration's first render, true afterwards. The
 * session lives in localStorage, so "no user yet" only means "logged out"
 * once this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
