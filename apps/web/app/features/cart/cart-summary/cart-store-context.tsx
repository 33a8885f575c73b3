import { useEffect, useSyncExternalStore } from 'react';
import { useStorefront } from '../../../lib/storefront-context.tsx';
import { SERVER_CART_SNAPSHOT } from './cart-store.ts';
import type { CartSnapshot, CartStore } from './cart-store.ts';
import { useProvidedCartStore } from '../product-list/cart-store-provider.tsx';
import { pageCartStore } from './page-cart-store.ts';

export { CartStoreProvider } from '../product-list/cart-store-provider.tsx';

function getServerSnapshot(): CartSnapshot {
  return SERVER_CART_SNAPSHOT;
}

/** The cart store, restored from localStorage after hydration against the current storefront. Does not re-render on cart changes. */
export function useCartActions(): CartStore {
  const store = useProvidedCartStore() ?? pageCartStore();
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
