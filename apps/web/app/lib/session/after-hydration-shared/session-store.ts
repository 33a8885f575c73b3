import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@ordina/contracts';
import { createStore } from '../../first-load/create-store.ts';
import { pathIsLocal } from '../../first-load/paths.ts';

/**
 * The logged-in user in the browser (spec §3 "User", §4 "Session"), kept in
 * localStorage so it survives reloads and is shared by the tabs. Part of
 * every page's first load (the navbar's avatar), so it checks the stored data
 * by hand rather than with zod.
 */

/** localStorage key of the stored user (the whole SessionUser, token included). */
export const SESSION_USER_KEY = 'ordina.user';
/** localStorage key of the saved-addresses cache (cleared on logout, spec §4). */
export const SAVED_ADDRESSES_KEY = 'ordina.addresses';
/** localStorage key of the page to return to after logging in (cleared on logout). */
export const AFTER_LOGIN_URL_KEY = 'ordina.afterLoginUrl';
/**
 * localStorage key of the checkout's order draft (features/checkout/checkout-draft.ts). It holds the
 * customer's name, e-mail, phone and address, so logout clears it with the stored user: the next guest
 * on a shared phone must not find them in the checkout (issue 31 item 10).
 */
export const CHECKOUT_DRAFT_KEY = 'ordina.checkoutDraft';

// Counts the changes of the stored user, here and in other tabs (the user itself is read from storage).
const changes = createStore(0, () => {
  // Another tab logging in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_USER_KEY || event.key === null) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});
// The last text read and what it parsed to: getSnapshot must return the same object while nothing changed.
let cache: { raw: string | null; user: SessionUser | null } = { raw: null, user: null };

const isInteger = (value: unknown): value is number => Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';

/** The value as a SessionUser when it has every field with the right type, else null. */
export function sessionUserOf(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Record<keyof SessionUser, unknown>;
  const valid =
    isInteger(user.id) &&
    user.id > 0 &&
    isString(user.email) &&
    isString(user.name) &&
    isString(user.lastname) &&
    isString(user.phone) &&
    typeof user.privacy_policy_accepted === 'boolean' &&
    isString(user.token) &&
    user.token !== '' &&
    isInteger(user.iat) &&
    isInteger(user.exp) &&
    isInteger(user.rat);
  if (!valid) return null;
  const { id, email, name, lastname, phone, privacy_policy_accepted, token, iat, exp, rat } =
    user as SessionUser;
  return { id, email, name, lastname, phone, privacy_policy_accepted, token, iat, exp, rat };
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return null;
  }
}

function notify(): void {
  changes.set(changes.get() + 1);
}

/** The stored user, or null; stored data that is not a user is removed (spec: corrupt data is cleared). */
export function readSessionUser(): SessionUser | null {
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(SESSION_USER_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cache.raw) return cache.user;
  let user: SessionUser | null = null;
  if (raw !== null) {
    try {
      user = sessionUserOf(JSON.parse(raw));
    } catch {
      user = null;
    }
    if (user === null) {
      try {
        store?.removeItem(SESSION_USER_KEY);
      } catch {
        // Nothing more to do: the corrupt value is ignored either way.
      }
      raw = null;
    }
  }
  cache = { raw, user };
  return user;
}

/** Stores the user after login, token renewal or account verification, and tells every subscriber. */
export function storeSessionUser(user: SessionUser): void {
  try {
    storage()?.setItem(SESSION_USER_KEY, JSON.stringify(user));
  } catch {
    // Storage full or disabled: the session lasts as long as the page.
  }
  cache = { raw: JSON.stringify(user), user };
  notify();
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage disabled: nothing stored to remove.
  }
}

/**
 * Logs out in this browser: removes the user, the saved-addresses cache and the after-login page
 * (spec §4), and the checkout draft with the customer's details in it.
 */
export function clearSession(): void {
  remove(SESSION_USER_KEY);
  remove(SAVED_ADDRESSES_KEY);
  remove(AFTER_LOGIN_URL_KEY);
  remove(CHECKOUT_DRAFT_KEY);
  cache = { raw: null, user: null };
  notify();
}

/** Calls `listener` when the user logs in or out, here or in another tab; returns the unsubscribe. */
export const subscribeSessionUser: (listener: () => void) => () => void = changes.subscribe;

/** The logged-in user, re-rendering on login and logout; null on the server and in hydration's first render. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSessionUser, readSessionUser, () => null);
}

/** The page to return to after logging in, when one is stored and it is one of the site's own paths. */
export function readAfterLoginUrl(): string | null {
  try {
    const url = storage()?.getItem(AFTER_LOGIN_URL_KEY) ?? null;
    return url !== null && pathIsLocal(url) ? url : null;
  } catch {
    return null;
  }
}

/** Remembers the page to return to after logging in (only the site's own paths are kept). */
export function storeAfterLoginUrl(url: string): void {
  if (!pathIsLocal(url)) return;
  try {
    storage()?.setItem(AFTER_LOGIN_URL_KEY, url);
  } catch {
    // Storage disabled: the visitor stays where the login leaves them.
  }
}

/** Forgets the page to return to after logging in. */
export function clearAfterLoginUrl(): void {
  remove(AFTER_LOGIN_URL_KEY);
}
