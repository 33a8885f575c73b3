import { createCartStore } from './cart-store.ts';
import type { CartStore } from './cart-store.ts';

// Pages share one store per browser tab, created on first use. Server renders
// only ever read SERVER_CART_SNAPSHOT (the store is never hydrated there).
let pageStore: CartStore | null = null;

/** The page's shared cart store. */
export function pageCartStore(): CartStore {
  return (pageStore ??= createCartStore());
}
