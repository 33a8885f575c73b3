// Loaded on demand by cart-store.ts: restoring validates the saved cart with
// zod, which the category and home pages would otherwise carry in their first
// load. The cart renders after hydration anyway (spec: SSR shows an empty cart).
export { cartRestore } from '@ordina/domain';
