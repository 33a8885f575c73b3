import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponStep } from './coupon-step.tsx';
import { renderStep, t } from './test/step-harness.tsx';

afterEach(cleanup);

describe('CouponStep', () => {
  it('prepares the lookup token when the customer goes to the field', () => {
    const onFocus = vi.fn();
    renderStep((form) => <CouponStep form={form} lookup={{ status: 'idle' }} outcome={null} onFocus={onFocus} t={t} />);
    fireEvent.focus(screen.getByRole('textbox', { name: t('field.coupon') }));
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it("reads the lookup's state with the field", () => {
    renderStep((form) => <CouponStep form={form} lookup={{ status: 'checking', code: 'ESTATE10' }} outcome={null} onFocus={() => undefined} t={t} />);
    const field = screen.getByRole('textbox', { name: t('field.coupon') });
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id));
    expect(described.some((element) => element?.getAttribute('role') === 'status' || element?.hasAttribute('aria-live') === true)).toBe(true);
  });
});
