import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Storefront } from '@ordina/contracts';
import { useStorefront } from '../../../lib/storefront-context.tsx';
import { createLiveStore } from './live-store.ts';
import type { LiveStore } from './live-store.ts';
import type { LiveSnapshot } from './live-state.ts';

// One store per browser tab, shared by every component and page (one poll).
let tabStore: LiveStore | null = null;

/** The tab's live store (created from the inline storefront on first use); a fresh, never-polling one on the server. */
export function useLiveStore(version: string | null = null): LiveStore {
  const storefront = useStorefront();
  const [serverStore] = useState(() =>
    typeof window === 'undefined' ? createLiveStore(storefront, { version }) : null,
  );
  return serverStore ?? tabLiveStore(storefront, version);
}

/** The tab's live store, created from `storefront` on first use (browser only). */
export function tabLiveStore(storefront: Storefront, version: string | null = null): LiveStore {
  return (tabStore ??= createLiveStore(storefront, { version }));
}

/**
 * The storefront and the order-acceptance / opening state, kept fresh by
 * polling GET /api/storefront/live every 60 s while the tab is visible
 * (spec §4, §9). Starts from the inline storefront with the domain rules, so
 * the server render and the first browser render agree; polls only in the
 * browser. `version` is the inline storefront's configuration_version when
 * the page knows it (otherwise the first poll brings the storefront back).
 */
export function useLiveStorefront(version: string | null = null): LiveSnapshot {
  const store = useLiveStore(version);
  useEffect(() => store.start(), [store]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Forgets the tab's store (tests). */
export function resetLiveStoreForTests(): void {
  tabStore = null;
}
