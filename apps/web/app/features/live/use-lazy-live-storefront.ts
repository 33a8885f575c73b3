import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { lazyModule } from '../../lib/first-load/lazy-module.ts';
import { useStorefront } from '../../lib/storefront-context.tsx';
import type { LiveState } from '@ordina/domain';
import type { LiveSnapshot } from './after-hydration/live-state.ts';

// The live store and its clock rules load after hydration: until then the
// page shows the state its loader computed on the server, so the server
// render and the hydrating render agree and the rules stay out of the first load.
const liveStorefront = lazyModule(() => import('./after-hydration/use-live-storefront.ts'));

const noUnsubscribe = () => undefined;

/**
 * The storefront and the order-acceptance / opening state: `initial` (the
 * loader's, computed on the server) on the server and while hydrating, then
 * the tab's live store (useLiveStorefront's: the domain rules on the browser
 * clock, refreshed from GET /api/storefront/live every 60 s) once loaded.
 */
export function useLazyLiveStorefront(initial: LiveState, version: string | null): LiveSnapshot {
  const storefront = useStorefront();
  const module = liveStorefront.useModule();
  const store = module ? module.tabLiveStore(storefront, version) : null;
  useEffect(() => store?.start(), [store]);
  const subscribe = useCallback(
    (listener: () => void) => store?.subscribe(listener) ?? noUnsubscribe,
    [store],
  );
  const live = useSyncExternalStore(
    subscribe,
    () => store?.getSnapshot() ?? null,
    () => null,
  );
  return live ?? { storefront, ...initial };
}
