/*
 * The storefront's service worker (apps/web/public/sw.js, docs/decisions/069): where it is and what
 * it covers. Registered by the page services after hydration, and again (the same registration) by
 * the order page's notifications switch, which needs it to subscribe.
 */

export const SERVICE_WORKER_URL = '/sw.js';

/** Registers the service worker (a no-op when it already is); null where the browser has none. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
}
