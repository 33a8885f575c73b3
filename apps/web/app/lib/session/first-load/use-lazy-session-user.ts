import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@ordina/contracts';
import { inOwnTask } from '../../first-load/lazy-module.ts';
import type * as SessionStore from '../after-hydration-shared/session-store.ts';

/**
 * `useSessionUser` for the components of every page's first load (the navbar's
 * avatar, the order summary's placeholder): the same answer, but the session
 * store's code loads after hydration instead of with the page. Like
 * useSessionUser it is null on the server and in hydration's first render,
 * because the user lives in localStorage.
 */

type SessionStoreModule = typeof SessionStore;

let loaded: SessionStoreModule | null = null;
let loading: Promise<SessionStoreModule> | null = null;

function load(): Promise<SessionStoreModule> {
  loading ??= inOwnTask(() => import('../after-hydration-shared/session-store.ts')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Offline: the next subscriber tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  let unsubscribe: (() => void) | null = null;
  let active = true;
  load().then(
    (module) => {
      if (!active) return;
      unsubscribe = module.subscribeSessionUser(listener);
      // The user may have been stored all along: read it now that the code is here.
      listener();
    },
    () => undefined,
  );
  return () => {
    active = false;
    unsubscribe?.();
  };
}

function readLoaded(): SessionUser | null {
  return loaded ? loaded.readSessionUser() : null;
}

/** The logged-in user, re-rendering on login and logout; null on the server, while hydrating and until the store's code is here. */
export function useLazySessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribe, readLoaded, () => null);
}
