import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponStep } from './coupon-step.tsx';
import { renderStep, t } from './test/step-harness.tsx';

afterEach(cleanup);

describe('CouponStep', () => {
  it('prepares the lookup token when the customer goes to the field', () => {
    const onFocus = vi.fn();
    renderStep((form) => (
      <CouponStep form={form} lookup={{ status: 'idle' }} outcome={null} onFocus={onFocus} t={t} />
    ));
    fireEvent.focus(screen.getByRole('textbox', { name: t('field.coupon') }));
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it("shows the lookup's state in a status region after the field", () => {
    renderStep((form) => (
      <CouponStep
        form={form}
        lookup={{ status: 'checking', code: 'ESTATE10' }}
        outcome={null}
        onFocus={() => undefined}
        t={t}
      />
    ));
    // The lookup's status region, after the field, announced as it changes.
    const field = screen.getByRole('textbox', { name: t('field.coupon') });
    const status = screen.getByRole('status');
    expect(field.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
