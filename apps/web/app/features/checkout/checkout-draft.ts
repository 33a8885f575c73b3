import { CHECKOUT_DRAFT_KEY } from '../../lib/session/after-hydration-shared/session-store.ts';
import type { CheckoutValues } from './checkout-values.ts';
import { emptyCheckoutValues } from './checkout-values.ts';

// The order draft is the customer's work: it survives a reload and a language switch, and goes with
// a placed order or a logout. Its key lives with the session's, which logout clears together.
export { CHECKOUT_DRAFT_KEY };

/** What is saved: every value except the privacy consent, which is given anew for each order. */
export type SavedCheckoutDraft = Omit<CheckoutValues, 'privacy'>;

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage forbidden: the draft lives as long as the page
  }
}

/** Whether a saved address value has the field's shape (an old or hand-edited draft is dropped). */
function addressLooksSaved(value: unknown): value is CheckoutValues['address'] {
  if (typeof value !== 'object' || value === null) return false;
  const { selectedAddress, address, zone } = value as Record<string, unknown>;
  return (
    (selectedAddress === null || typeof selectedAddress === 'number') &&
    (address === null || (typeof address === 'object' && address !== undefined)) &&
    typeof zone === 'string'
  );
}

/** The saved draft over the empty values; anything unreadable or of the wrong type is dropped field by field. */
export function checkoutDraftRead(storage: Storage | null = browserStorage()): CheckoutValues {
  let saved: unknown = null;
  try {
    saved = JSON.parse(storage?.getItem(CHECKOUT_DRAFT_KEY) ?? 'null');
  } catch {
    saved = null;
  }
  const values: CheckoutValues = { ...emptyCheckoutValues };
  if (typeof saved !== 'object' || saved === null) return values;
  const record = saved as Record<string, unknown>;
  for (const key of Object.keys(emptyCheckoutValues) as (keyof CheckoutValues)[]) {
    if (key === 'privacy') continue;
    const value = record[key];
    if (key === 'address') {
      if (addressLooksSaved(value)) values.address = value;
      continue;
    }
    if (typeof value === typeof emptyCheckoutValues[key])
      (values as unknown as Record<string, unknown>)[key] = value;
  }
  return values;
}

/** Saves the draft (without the privacy consent). */
export function checkoutDraftWrite(values: CheckoutValues, storage: Storage | null = browserStorage()): void {
  const { privacy: _privacy, ...draft } = values;
  try {
    storage?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft satisfies SavedCheckoutDraft));
  } catch {
    // Storage full or forbidden: the draft lives as long as the page.
  }
}

/** Forgets the draft (after a placed order; logout removes it with the session, clearSession). */
export function checkoutDraftClear(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing to forget.
  }
}
