import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@ordina/i18n';
import { demoStorefront } from '../../test/demo-storefront.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { orderDestination } from './use-checkout-submit.ts';

const t = createTranslator('en');

afterEach(() => cleanup());

/** The checkout of a guest with an empty cart, in English. */
function renderEmptyCheckout(
  storefront: ReturnType<typeof demoStorefront>,
  flash: ShowFlash,
  hydrated = true,
) {
  return renderPage(
    <CheckoutPage
      cart={{ entries: [], hydrated }}
      user={null}
      pricing={{ prices: null, automaticCouponId: null, blockers: [] }}
      onPricingInput={() => undefined}
      onOrderPlaced={() => undefined}
      now={new Date()}
      summary={null}
      t={t}
      flash={flash}
    />,
    { storefront, locale: 'en', path: '/concludi-ordine' },
  );
}

describe('CheckoutPage guards (spec §2)', () => {
  it("tells a guest of a solo_login business 'login to order' and sends them home", async () => {
    const storefront = demoStorefront();
    storefront.configuration.customer_auth_type = 'solo_login';
    const flash = vi.fn();
    const { container } = renderEmptyCheckout(storefront, flash);
    await waitFor(() => expect(flash).toHaveBeenCalledWith('Log in to order', { tone: 'error' }));
    expect(container.querySelector('form')).toBeNull();
  });

  it('shows the empty-cart alert with the select-category button once the cart is known', () => {
    renderEmptyCheckout(demoStorefront(), vi.fn());
    expect(screen.getByRole('alert').textContent).toContain('Your order is empty');
    expect(screen.getByRole('link', { name: 'Choose a category' }).getAttribute('href')).toBe('/');
  });
});

describe('CheckoutPage wait (decision 027, CLS budget of decision 021)', () => {
  it('is a screen tall until the browser has restored the cart, so the form that replaces it does not push the footer', () => {
    renderEmptyCheckout(demoStorefront(), vi.fn(), false);
    expect(screen.getByRole('status').parentElement?.className).toContain('min-h-svh');
  });
});

describe('orderDestination (spec §4 "Checkout submit success")', () => {
  it('opens the order-sent or waiting-for-verification page of the push target, or the payment provider of redirectTo', () => {
    expect(orderDestination({ push: { name: 'OrderSended', params: { oid: 5, hash: 'a/b' } } })).toEqual({
      page: '/ordine/inviato/5/a%2Fb',
    });
    expect(
      orderDestination({ push: { name: 'OrderToVerify', params: { otid: 6, hash: 'h', type: 'sms' } } }),
    ).toEqual({
      page: '/ordine/in-attesa-di-convalida/6/h/sms',
    });
    expect(orderDestination({ redirectTo: 'https://pay.example/checkout/1' })).toEqual({
      external: 'https://pay.example/checkout/1',
    });
  });
});
