import type { SavedAddress } from '@ordina/contracts';
import { SAVED_ADDRESSES_KEY } from './after-hydration-shared/session-store.ts';

/**
 * Keeps the browser's saved-addresses cache (spec §9 local storage, cleared
 * on logout) equal to the list the server just answered, so the checkout's
 * address selector never offers a deleted address.
 */
export function rememberSavedAddresses(addresses: readonly SavedAddress[]): void {
  try {
    localStorage.setItem(SAVED_ADDRESSES_KEY, JSON.stringify(addresses));
  } catch {
    // Storage disabled or full: the checkout loads the list itself.
  }
}
