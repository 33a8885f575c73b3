import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '@ordina/domain';
import { cartAwaitPayment, cartPaymentSettled } from './cart-awaiting-payment.ts';

const margherita = [{ productId: 1, quantity: 2 }] as unknown as Cart;
const another = [{ productId: 2, quantity: 1 }] as unknown as Cart;

afterEach(() => localStorage.clear());

describe('the cart of an order sent to pay online (issue 34 item 12)', () => {
  it('is emptied once its order is placed, and only once', () => {
    cartAwaitPayment(margherita);
    expect(cartPaymentSettled(margherita)).toBe(true);
    expect(cartPaymentSettled(margherita)).toBe(false);
  });

  it('is kept when the customer filled it anew meanwhile', () => {
    cartAwaitPayment(margherita);
    expect(cartPaymentSettled(another)).toBe(false);
  });

  it('is kept when no cart was sent to pay from this browser', () => {
    expect(cartPaymentSettled(margherita)).toBe(false);
  });
});
