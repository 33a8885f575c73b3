import { createStore } from '../../first-load/create-store.ts';

/**
 * The visitor's cookie-consent choice (ePrivacy rules and the Italian Garante's
 * 2021 guidelines): nothing that tracks the visitor runs before a choice that
 * allows it. Kept in localStorage (the browser decides, the server never needs
 * it: pages carry no personal data), shared between tabs, and asked again when
 * the purposes change (`CONSENT_VERSION`) or after `CONSENT_MAX_AGE_MS`.
 *
 * Purposes:
 * - `analytics`: measurement of visits and purchases (GA4);
 * - `marketing`: the social-ad pixel (Meta pixel: PageView, AddToCart, Purchase);
 * - `errorIdentity`: error reports that name the signed-in customer (id, e-mail,
 *   full name, spec §7). Error reports without identity need no consent.
 */
export type ConsentPurpose = 'analytics' | 'marketing' | 'errorIdentity';

export const CONSENT_PURPOSES: readonly ConsentPurpose[] = ['analytics', 'marketing', 'errorIdentity'];

/** A recorded choice: one yes/no per purpose, and when it was made. */
export interface ConsentChoice {
  readonly version: number;
  /** Epoch milliseconds of the choice. */
  readonly decidedAt: number;
  readonly purposes: Readonly<Record<ConsentPurpose, boolean>>;
}

/** Bumped when the purposes change: an older choice is asked again. */
export const CONSENT_VERSION = 1;
/** The Garante's guidelines: do not ask again for at least six months; we ask again after twelve. */
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
export const CONSENT_STORAGE_KEY = 'ordina_consent';

// Counts the changes of the choice, here and in other tabs (the choice itself is read from storage).
const changes = createStore(0, () => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});
let cached: { raw: string | null; choice: ConsentChoice | null } | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked (private mode settings): no choice can be kept, so none is assumed.
    return null;
  }
}

/** A stored value read back, or null when it is missing, malformed, outdated or expired. */
export function parseConsent(raw: string | null, now: number): ConsentChoice | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { version, decidedAt, purposes } = value as Record<string, unknown>;
  if (
    version !== CONSENT_VERSION ||
    typeof decidedAt !== 'number' ||
    typeof purposes !== 'object' ||
    purposes === null
  )
    return null;
  if (now - decidedAt > CONSENT_MAX_AGE_MS || decidedAt > now + 60_000) return null;
  const flags = purposes as Record<string, unknown>;
  if (!CONSENT_PURPOSES.every((purpose) => typeof flags[purpose] === 'boolean')) return null;
  return {
    version,
    decidedAt,
    purposes: Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, flags[p] === true])) as Record<
      ConsentPurpose,
      boolean
    >,
  };
}

/** The visitor's current choice, or null when none is recorded (the banner must ask). Browser only; null on the server. */
export function readConsent(now: number = Date.now()): ConsentChoice | null {
  const raw = storage()?.getItem(CONSENT_STORAGE_KEY) ?? null;
  if (cached?.raw !== raw) cached = { raw, choice: parseConsent(raw, now) };
  return cached.choice;
}

/** True when the visitor allowed `purpose`. */
export function hasConsent(purpose: ConsentPurpose): boolean {
  return readConsent()?.purposes[purpose] === true;
}

/** Records a choice (every purpose named) and tells every subscriber in this tab. */
export function saveConsent(
  purposes: Readonly<Record<ConsentPurpose, boolean>>,
  now: number = Date.now(),
): ConsentChoice {
  const choice: ConsentChoice = { version: CONSENT_VERSION, decidedAt: now, purposes: { ...purposes } };
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Quota or blocked storage: the choice holds for this page only.
  }
  cached = { raw: storage()?.getItem(CONSENT_STORAGE_KEY) ?? null, choice };
  notify();
  return choice;
}

function notify(): void {
  changes.set(changes.get() + 1);
}

/** Calls `listener` whenever the choice changes, in this tab or another. Returns the unsubscribe function. */
export const subscribeConsent: (listener: () => void) => () => void = changes.subscribe;
