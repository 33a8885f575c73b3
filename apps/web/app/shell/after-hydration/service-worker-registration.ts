import { useEffect } from 'react';
import { registerServiceWorker } from '../../lib/service-worker.ts';

/**
 * Registers the service worker once the page is interactive (docs/decisions/069): the offline page
 * for the installed storefront and the order's status notifications. Loaded after hydration with
 * the page services, so it adds nothing to a page's first load; a browser that refuses it (private
 * mode, an old one) keeps the storefront as it is.
 */
export function useServiceWorkerRegistration(): void {
  useEffect(() => {
    void registerServiceWorker()?.catch(() => undefined);
  }, []);
}
