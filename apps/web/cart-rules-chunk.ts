/**
 * The lazy chunk of the cart rules (deferred-rules.ts: restoring a saved cart with its validation, pricing),
 * which the cart's summary waits for: the only code loaded on demand that keeps its preload list
 * (vite.config.ts, docs/decisions/030 and 039). The summary's own code is one chunk and needs none. Matches the
 * chunk's file name as the build names it (`assets/…`) and as the browser requests it (`/assets/…`).
 */
export const CART_RULES_CHUNK = /(^|[\\/])deferred-rules-[\w-]+\.js$/;
