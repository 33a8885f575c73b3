import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyCheckoutValues } from '../checkout-values.ts';
import { VerifyDialog } from './verify-dialog.tsx';
import { renderStep, t } from './test/step-harness.tsx';

afterEach(cleanup);

const values = { ...emptyCheckoutValues, email: 'anna@example.com', phone: '+39 333 123 4567' };

describe('VerifyDialog', () => {
  it('names the phone an SMS goes to, and confirms with the pending order', () => {
    const onConfirm = vi.fn();
    const pending = { values, method: 'verify_with_sms' } as const;
    renderStep(() => (
      <VerifyDialog pending={pending} busy={false} onCancel={() => undefined} onConfirm={onConfirm} t={t} />
    ));
    expect(screen.getByText(t('checkout.confirm_sms_text', { phone: values.phone }))).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: t('common.confirm') }));
    expect(onConfirm).toHaveBeenCalledWith(pending);
  });

  it(`names the e-mail otherwise, and "Don't confirm" cancels`, () => {
    const onCancel = vi.fn();
    renderStep(() => (
      <VerifyDialog
        pending={{ values, method: 'verify_with_email' }}
        busy={false}
        onCancel={onCancel}
        onConfirm={() => undefined}
        t={t}
      />
    ));
    expect(screen.getByText(t('checkout.confirm_email_text', { email: values.email }))).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: t('checkout.do_not_confirm') }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
