import type { Cart } from '@ordina/domain';

/*
 * The cart of an order sent to pay online stays until the order is paid or
 * placed another way (issue 34 item 12): a failed payment must not leave the
 * customer with an empty cart. The checkout notes the cart it sent (the
 * provider's answer names no order); the payment pages empty the cart once
 * the money arrived or the customer chose to pay on delivery — only when it
 * still holds exactly those lines, so a cart filled anew meanwhile is kept.
 * localStorage, like the cart: the provider may send the customer back in a
 * new tab.
 */

const KEY = 'ordina.cart-awaiting-payment';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Notes that `cart` went to an online payment. */
export function cartAwaitPayment(cart: Cart): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(cart));
  } catch {
    // A full or forbidden storage: the cart is then kept until the customer empties it.
  }
}

/** The order the noted cart went to pay is placed: whether `cart` is that cart (to empty it). Forgets the note either way. */
export function cartPaymentSettled(cart: Cart): boolean {
  const store = storage();
  const noted = store?.getItem(KEY) ?? null;
  try {
    store?.removeItem(KEY);
  } catch {
    // Forbidden storage: nothing was noted either.
  }
  return noted !== null && noted === JSON.stringify(cart);
}
