import { lazyModule } from '../lib/first-load/lazy-module.ts';

// The session lives in localStorage and calls start after hydration, so the
// page services (page-services.tsx) load then and stay out of every page's first load.
const pageServices = lazyModule(() => import('./after-hydration/page-services.tsx'));

/** The page services, loaded after hydration and mounted once loaded. */
export function LazyPageServices() {
  const module = pageServices.useModule();
  return module ? <module.PageServices /> : null;
}
