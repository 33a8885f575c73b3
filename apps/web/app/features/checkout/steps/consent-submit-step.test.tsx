import type { ComponentProps } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutPricing } from '../checkout-types.ts';
import { ConsentSubmitStep } from './consent-submit-step.tsx';
import { PRICING } from '../test/checkout-harness.tsx';
import { renderStep, t } from './test/step-harness.tsx';

afterEach(cleanup);

const NO_CHANGE = { freshPrices: null, sentPrices: null, unsent: null, retrying: false, retry: vi.fn() };

/** The step for a pick-up with nothing changed since the prices were shown. */
function renderConsentStep({
  pricing = PRICING,
  verifyMethods = [],
  onRequest = () => undefined,
}: {
  pricing?: CheckoutPricing;
  verifyMethods?: ComponentProps<typeof ConsentSubmitStep>['verifyMethods'];
  onRequest?: ComponentProps<typeof ConsentSubmitStep>['onRequest'];
}) {
  renderStep((form) => (
    <ConsentSubmitStep
      form={form}
      method="pick_up"
      pricing={pricing}
      submit={NO_CHANGE}
      verifyMethods={verifyMethods}
      onRequest={onRequest}
      t={t}
    />
  ));
}

describe('ConsentSubmitStep', () => {
  it('sends with one button when no verification applies, saying none was asked', () => {
    const onRequest = vi.fn();
    renderConsentStep({ onRequest });
    fireEvent.click(screen.getByRole('button', { name: t('checkout.submit') }));
    expect(onRequest).toHaveBeenCalledWith(null);
  });

  it('shows a button per verification method and says which was pressed', () => {
    const onRequest = vi.fn();
    renderConsentStep({ verifyMethods: ['verify_with_email', 'verify_with_sms'], onRequest });
    expect(screen.getByRole('button', { name: t('checkout.confirm_via_email') })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: t('checkout.confirm_via_sms') }));
    expect(onRequest).toHaveBeenCalledWith('verify_with_sms');
  });

  it('disables sending while the order has a blocker, and asks for the privacy consent and the newsletter', () => {
    const blocked: CheckoutPricing = {
      ...PRICING,
      blockers: [{ reason: 'cart_empty', message: { key: 'errors.GENERIC_ERROR' } }],
    };
    renderConsentStep({ pricing: blocked });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: t('checkout.submit') }).disabled).toBe(true);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
  });
});
