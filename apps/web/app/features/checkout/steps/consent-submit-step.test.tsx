import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutPricing } from '../checkout-types.ts';
import { ConsentSubmitStep } from './consent-submit-step.tsx';
import { renderStep, t } from './test/step-harness.tsx';

afterEach(cleanup);

const PRICING: CheckoutPricing = {
  prices: { cart: 1400, coupon: 0, shipping: 0, freeShipping: false, total: 1400 },
  automaticCouponId: null,
  blockers: [],
};
const NO_CHANGE = { freshPrices: null, sentPrices: null, unsent: null, retrying: false, retry: vi.fn() };

describe('ConsentSubmitStep', () => {
  it('sends with one button when no verification applies, saying none was asked', () => {
    const onRequest = vi.fn();
    renderStep((form) => (
      <ConsentSubmitStep
        form={form}
        method="pick_up"
        pricing={PRICING}
        submit={NO_CHANGE}
        verifyMethods={[]}
        onRequest={onRequest}
        t={t}
      />
    ));
    fireEvent.click(screen.getByRole('button', { name: t('checkout.submit') }));
    expect(onRequest).toHaveBeenCalledWith(null);
  });

  it('shows a button per verification method and says which was pressed', () => {
    const onRequest = vi.fn();
    renderStep((form) => (
      <ConsentSubmitStep
        form={form}
        method="pick_up"
        pricing={PRICING}
        submit={NO_CHANGE}
        verifyMethods={['verify_with_email', 'verify_with_sms']}
        onRequest={onRequest}
        t={t}
      />
    ));
    expect(screen.getByRole('button', { name: t('checkout.confirm_via_email') })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: t('checkout.confirm_via_sms') }));
    expect(onRequest).toHaveBeenCalledWith('verify_with_sms');
  });

  it('disables sending while the order has a blocker, and asks for the privacy consent and the newsletter', () => {
    const blocked: CheckoutPricing = {
      ...PRICING,
      blockers: [{ reason: 'cart_empty', message: { key: 'errors.GENERIC_ERROR' } }],
    };
    renderStep((form) => (
      <ConsentSubmitStep
        form={form}
        method="pick_up"
        pricing={blocked}
        submit={NO_CHANGE}
        verifyMethods={[]}
        onRequest={() => undefined}
        t={t}
      />
    ));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t('checkout.submit') }).disabled).toBe(true);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });
});
