import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { CartStore } from '../cart-summary/cart-store.ts';

// The context alone, with no store code: the add buttons of the first load
// read it, and load the page's store (cart-store.ts) only when one is pressed.
const CartStoreContext = createContext<CartStore | null>(null);

/** Gives a subtree its own cart store (tests, previews); without it the page's shared store is used. */
export function CartStoreProvider({ store, children }: { store: CartStore; children: ReactNode }) {
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}

/** The store a CartStoreProvider gives, or null when the page's shared store applies. */
export function useProvidedCartStore(): CartStore | null {
  return useContext(CartStoreContext);
}
