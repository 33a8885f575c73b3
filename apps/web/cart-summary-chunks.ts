/**
 * The lazy chunks of the cart's summary (order-summary.tsx, its lines and bar, the cart rules): the only
 * code loaded on demand that keeps its preload list (vite.config.ts, docs/decisions/030). Matches a
 * chunk's file name as the build names it (`assets/…`) and as the browser requests it (`/assets/…`).
 */
export const CART_SUMMARY_CHUNK = /(^|[\\/])(order-summary(-lines|-bar)?|deferred-rules)-[\w-]+\.js$/;
