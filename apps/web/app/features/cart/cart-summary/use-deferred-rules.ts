import { lazyModule } from '../../../lib/first-load/lazy-module.ts';

/**
 * The rules of deferred-rules.ts (cart restore, pricing, order acceptance),
 * loaded after hydration: `deferredRules.load()` from code,
 * `deferredRules.useModule()` from components.
 */
export const deferredRules = lazyModule(() => import('../deferred-rules.ts'));
