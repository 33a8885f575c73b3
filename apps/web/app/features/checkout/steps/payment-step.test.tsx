import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoStorefront } from '../../../test/demo-storefront.ts';
import { PaymentStep } from './payment-step.tsx';
import { renderStep, t } from './test/step-harness.tsx';

afterEach(cleanup);

describe('PaymentStep', () => {
  it('offers the payment methods given, one radio each, in the group named Payment method', () => {
    const payments = demoStorefront().configuration.payment_methods;
    renderStep((form) => <PaymentStep form={form} payments={payments} t={t} />);
    const group = screen.getByRole('group', { name: t('field.payment_method') });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(payments.length);
  });
});
