import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useStorefront } from '../../lib/storefront-context.tsx';
import { createCartStore, SERVER_CART_SNAPSHOT } from './cart-store.ts';
import type { CartSnapshot, CartStore } from './cart-store.ts';

// Pages share one store per browser tab, created on first use. Server renders
// only ever read SERVER_CART_SNAPSHOT (the store is never hydrated there).
let pageStore: CartStore | null = null;

const CartStoreContext = createContext<CartStore | null>(null);

/** Gives a subtree its own cart store (tests, previews); without it the page's shared store is used. */
export function CartStoreProvider({ store, children }: { store: CartStore; children: ReactNode }) {
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}

function getServerSnapshot(): CartSnapshot {
  return SERVER_CART_SNAPSHOT;
}

/** The cart store, restored from localStorage after hydration against the current storefront. Does not re-render on cart changes. */
export function useCartActions(): CartStore {
  const store = useContext(CartStoreContext) ?? (pageStore ??= createCartStore());
  const storefront = useStorefront();
  useEffect(() => {
    void store.hydrate(storefront);
  }, [store, storefront]);
  return store;
}

/** The cart's lines (empty on the server and until restored) and whether it has been restored, plus the store's actions. */
export function useCart(): CartSnapshot & { store: CartStore } {
  const store = useCartActions();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, getServerSnapshot);
  return { ...snapshot, store };
}
