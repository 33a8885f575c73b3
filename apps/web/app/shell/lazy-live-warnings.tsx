import { lazyModule } from '../lib/first-load/lazy-module.ts';
import { flash } from '../lib/first-load/flash.ts';

// The time-left warnings render nothing and only act a minute after the page
// opens, so their clock rules and the live store load after hydration: every
// page's first load stays without them.
const liveWarnings = lazyModule(() => import('../features/live/after-hydration/live-warnings.tsx'));

/** The time-left warnings (features/live/after-hydration/live-warnings.tsx), loaded after hydration and mounted once loaded. */
export function LazyLiveWarnings() {
  const module = liveWarnings.useModule();
  return module ? <module.LiveWarnings flash={flash} /> : null;
}
