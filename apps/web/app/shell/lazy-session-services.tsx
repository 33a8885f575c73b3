import { lazyModule } from '../features/cart/lazy-module.ts';

// Token renewal and the API progress bar act only once the page is
// interactive (the user lives in localStorage; calls start after hydration),
// so they load after hydration and stay out of every page's first load.
const sessionServices = lazyModule(() => import('../lib/session/session-services.tsx'));

/** The session services (lib/session/session-services.tsx), loaded after hydration and mounted once loaded. */
export function LazySessionServices() {
  const module = sessionServices.useModule();
  return module ? <module.SessionServices /> : null;
}
