import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import type { Storefront } from '@ordina/contracts';
import { cartEntryBuild } from '@ordina/domain';
import { createTranslator } from '@ordina/i18n';
import { apiDouble } from '../../../test/api-double.ts';
import type { Answer } from '../../../test/api-double.ts';
import { demoProduct, demoStorefront } from '../../../test/demo-storefront.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { CheckoutForm } from '../checkout-form.tsx';
import type { CheckoutFormProps } from '../checkout-form.tsx';
import type { CheckoutPricing } from '../checkout-types.ts';

/* What the checkout's tests share: the clock, the prices shown, the server's answers, the form rendered. */

export const t = createTranslator('en');
/** Tuesday 24 November 2026, 11:00 in Rome. */
export const CHECKOUT_NOW = new Date('2026-11-24T10:00:00Z');
/** A 14,00 € cart with no discount and no delivery cost. */
export const PRICES = { cart: 1400, coupon: 0, shipping: 0, freeShipping: false, total: 1400 };
export const PRICING: CheckoutPricing = { prices: PRICES, automaticCouponId: null, blockers: [] };
/** The server's answer to an order it took: the order-sent page of order 41. */
export const PLACED = {
  body: { data: { push: { name: 'OrderSended', params: { oid: 41, hash: 'h4sh' } } } },
} satisfies Answer;

/** A delivery slot as GET /api/timetable lists it. */
export const slot = (day: string, time: string, startsAt: string, accepted = 0, max = 4) => ({
  date: `${day} ${time}`,
  day,
  time,
  startsAt,
  accepted,
  max,
});

/** A tap on an option: a chosen delivery method hides the others on a tap, not on an arrow key's choice. */
export function tap(element: HTMLElement) {
  fireEvent.pointerDown(element);
  fireEvent.click(element);
}

/**
 * The checkout form as a guest sees it with one demo product (102) in the cart, at CHECKOUT_NOW, in
 * English, the API answering `answers`; `props` replace the form's own.
 */
export function renderCheckoutForm(
  answers: Record<string, Answer>,
  options: { storefront?: Storefront; props?: Partial<CheckoutFormProps> } = {},
) {
  const storefront = options.storefront ?? demoStorefront();
  const api = apiDouble(answers);
  const flash = vi.fn();
  const onOrderPlaced = vi.fn();
  const entries = [cartEntryBuild({ product: demoProduct(storefront, 102), options: [], selection: {} })];
  const view = renderPage(
    <CheckoutForm
      entries={entries}
      user={null}
      pricing={PRICING}
      onPricingInput={() => undefined}
      onOrderPlaced={onOrderPlaced}
      now={CHECKOUT_NOW}
      t={t}
      flash={flash}
      {...options.props}
    />,
    { storefront, locale: 'en', path: '/concludi-ordine' },
  );
  return { ...view, ...api, flash, onOrderPlaced };
}
