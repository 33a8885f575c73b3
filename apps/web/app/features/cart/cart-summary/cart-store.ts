import type { Cart, CartEntry, CartSaveResult, Catalog } from '@ordina/domain';
import type * as CartRulesModule from '@ordina/domain';
import { createStore } from '../../../lib/first-load/create-store.ts';
import { CART_STORAGE_KEY, cartParseSaved, cartSerialize } from './cart-storage.ts';
import { deferredRules } from './use-deferred-rules.ts';

/** What the cart store holds: its lines, and whether the saved cart has been restored yet. */
export interface CartSnapshot {
  readonly entries: Cart;
  /** False on the server and until the browser has restored the saved cart. */
  readonly hydrated: boolean;
}

/** The cart of this browser tab, persisted to localStorage and kept in step with other tabs. */
export interface CartStore {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => CartSnapshot;
  /**
   * Restores the saved cart against `catalog` (first call), or re-checks the
   * current lines against a newer catalogue (later calls with another object).
   * Until the first restore completes nothing is written to storage.
   */
  readonly hydrate: (catalog: Catalog) => Promise<void>;
  /**
   * Adds an entry, or replaces the edited line when `entry.prevId` is set (see
   * cartSave). Applied at once when the cart rules have loaded (they load with
   * the first hydrate), else as soon as they arrive.
   */
  readonly save: (entry: CartEntry) => Promise<CartSaveResult>;
  readonly increment: (id: string) => void;
  /** One less; at quantity 1 the line goes. */
  readonly decrement: (id: string) => void;
  readonly remove: (id: string) => void;
  readonly clear: () => void;
}

/** What the store needs from its surroundings (the browser's by default; tests hand in their own). */
export interface CartStoreEnvironment {
  /** The storage to persist to; null when unavailable (private modes, blocked cookies). */
  readonly storage: () => Storage | null;
  /** Where `storage` events from other tabs arrive; null on the server. */
  readonly events: () => Pick<Window, 'addEventListener'> | null;
  /** The cart rules of @ordina/domain, possibly loaded on demand (they stay out of the pages' first load). */
  readonly loadRules: () => Promise<CartRules>;
}

/** The rules of @ordina/domain the store applies: restoring a saved cart and changing lines. */
export type CartRules = Pick<
  typeof CartRulesModule,
  'cartRestore' | 'cartSave' | 'cartIncrement' | 'cartDecrement' | 'cartRemove'
>;

/** The snapshot every server render uses: an empty cart, not yet restored. */
export const SERVER_CART_SNAPSHOT: CartSnapshot = Object.freeze({
  entries: Object.freeze([]),
  hydrated: false,
});

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading window.localStorage throws when the browser forbids storage.
    return null;
  }
}

/** The browser's environment: localStorage, window events and the cart rules loaded on demand. */
export const browserCartEnvironment: CartStoreEnvironment = {
  storage: browserStorage,
  events: () => (typeof window === 'undefined' ? null : window),
  loadRules: () => deferredRules.load(),
};

/** Creates a cart store; pages share one (see cart-store-context.tsx). */
export function createCartStore(environment: CartStoreEnvironment = browserCartEnvironment): CartStore {
  const held = createStore(SERVER_CART_SNAPSHOT);
  let catalog: Catalog | null = null;
  // Only the newest restore may land (a newer catalogue or another tab's change may overtake one).
  let restoreRun = 0;
  let listening = false;
  let rules: CartRules | null = null;

  /** Loads the cart rules once (a failed load is retried by the next call). */
  async function loadRules(): Promise<CartRules> {
    rules ??= await environment.loadRules();
    return rules;
  }

  /** Runs a change with the rules: synchronously once they are loaded, else when they arrive. */
  function withRules<T>(apply: (loaded: CartRules) => T): Promise<T> {
    return rules ? Promise.resolve(apply(rules)) : loadRules().then(apply);
  }

  /** A change nobody awaits: one that cannot load its rules (offline) leaves the cart as it is. */
  function changeWithRules(apply: (loaded: CartRules) => Cart): void {
    withRules((loaded) => change(apply(loaded))).catch(() => undefined);
  }

  function publish(entries: Cart, hydrated: boolean): void {
    held.set({ entries, hydrated });
  }

  function persist(entries: Cart): void {
    const storage = environment.storage();
    if (!storage) return;
    const text = cartSerialize(entries);
    try {
      // Writing only real changes keeps other tabs from re-reading an unchanged cart.
      if (storage.getItem(CART_STORAGE_KEY) !== text) storage.setItem(CART_STORAGE_KEY, text);
    } catch {
      // A full or forbidden storage keeps the cart for this page only.
    }
  }

  function change(entries: Cart): void {
    publish(entries, held.get().hydrated);
    if (held.get().hydrated) persist(entries);
  }

  function readSaved(): unknown {
    try {
      return cartParseSaved(environment.storage()?.getItem(CART_STORAGE_KEY) ?? null);
    } catch {
      return [];
    }
  }

  /** Restores `saved()` (read once cartRestore has loaded, so it is current) and lets `after` fold in anything else. */
  async function restore(
    saved: () => unknown,
    against: Catalog,
    after: (restored: CartEntry[], loaded: CartRules) => Cart,
  ): Promise<void> {
    const run = ++restoreRun;
    let loaded: CartRules;
    try {
      loaded = await loadRules();
    } catch {
      // The restore code could not load (offline): the next hydrate call tries again.
      if (run === restoreRun) catalog = null;
      return;
    }
    if (run !== restoreRun) return;
    const entries = after(loaded.cartRestore(saved(), against), loaded);
    publish(entries, true);
    persist(entries);
  }

  function onStorage(event: StorageEvent): void {
    if (event.key !== null && event.key !== CART_STORAGE_KEY) return;
    if (event.storageArea !== null && event.storageArea !== environment.storage()) return;
    if (!catalog || !held.get().hydrated) return;
    // Another tab changed (or cleared) the cart: take its version as it is.
    const text = event.newValue;
    void restore(
      () => cartParseSaved(text),
      catalog,
      (restored) => restored,
    );
  }

  return {
    subscribe: held.subscribe,
    getSnapshot: held.get,
    hydrate: (next) => {
      if (next === catalog) return Promise.resolve();
      catalog = next;
      if (!listening) {
        environment.events()?.addEventListener('storage', onStorage);
        listening = true;
      }
      if (!held.get().hydrated) {
        // Lines added before the saved cart arrived join it rather than being lost.
        return restore(readSaved, next, (restored, loaded) =>
          held
            .get()
            .entries.reduce<CartEntry[]>((cart, entry) => loaded.cartSave(cart, entry).cart, restored),
        );
      }
      // A refreshed catalogue: drop lines that no longer exist and reprice the rest.
      return restore(
        () => held.get().entries,
        next,
        (restored) => restored,
      );
    },
    save: (entry) =>
      withRules((loaded) => {
        const { cart, result } = loaded.cartSave(held.get().entries, entry);
        change(cart);
        return result;
      }),
    increment: (id) => changeWithRules((loaded) => loaded.cartIncrement(held.get().entries, id)),
    decrement: (id) => changeWithRules((loaded) => loaded.cartDecrement(held.get().entries, id)),
    remove: (id) => changeWithRules((loaded) => loaded.cartRemove(held.get().entries, id)),
    clear: () => change([]),
  };
}
